// The all-in estimate of issue 30 §3–§4: what a hall will really cost for the couple's own guests, next to the
// slot's 예상 비용 (slot-calendar.ts slotFinalPrice) and the hall's price disclosure (price-disclosure.ts).
//
//   rental + max(guests, guarantee) × meal + flowers + required options − discount
//
// Written once here: the comparison page, the cards' figure (computed by the API) and the tests use it. Where
// each input comes from is decision 0063. A missing input is null ('정보 없음'), never 0, and a total with a
// missing input is not a number: it names what is missing instead.

import { allInCardTitle, NO_INFO, OVER_BUDGET_LABEL } from './all-in-words.ts';
import { type PenaltyRow, penaltyRowFor } from './penalty-table.ts';
import { formatNumber, formatWon } from './price.ts';
import type { DisclosureItem, DisclosureUnit } from './price-disclosure.ts';
import type { WeddingBudget } from './wedding-budget.ts';

/** The formula in the couple's words, shown under every total. */
export const ALL_IN_FORMULA = '대관료 + max(예상 하객, 보증인원) × 식대 + 꽃장식 + 필수 옵션 − 할인';

export const ESTIMATE_INPUTS = [
  'guests',
  'rental',
  'meal',
  'guarantee',
  'flowers',
  'requiredOptions',
  'discount',
] as const;
export type EstimateInput = (typeof ESTIMATE_INPUTS)[number];

export const ESTIMATE_INPUT_LABELS: Readonly<Record<EstimateInput, string>> = {
  guests: '예상 하객 수',
  rental: '대관료',
  meal: '식대',
  guarantee: '보증인원',
  flowers: '꽃장식',
  requiredOptions: '필수 옵션',
  discount: '할인',
};

/** A required item of the hall's disclosure that the formula's other terms do not already count. */
export type RequiredOption = { name: string; price: number; unit: DisclosureUnit };

/**
 * The inputs as the hall published them; null = not published ('정보 없음'). `flowers` 0 means included (a
 * slot's flowerPrice 0, spec §3), a real 0. `requiredOptions` null means the hall published no disclosure, so
 * whether it has required options is unknown; [] means it has none. `discountRate` is the percent the slot
 * (or the hall) takes off rental, meals and flowers, as the slot's final price does.
 */
export type AllInInputs = {
  rental: number | null;
  meal: number | null;
  guarantee: number | null;
  flowers: number | null;
  requiredOptions: readonly RequiredOption[] | null;
  discountRate: number | null;
};

export type AllInTotal = {
  total: number;
  /** max(guests, guarantee): the guests the hall bills meals for. */
  billedGuests: number;
  guests: number;
  rental: number;
  meal: number;
  guarantee: number;
  flowers: number;
  requiredOptions: number;
  discount: number;
  missing: readonly [];
};
export type AllInMissing = { total: null; missing: readonly EstimateInput[] };
export type AllInEstimate = AllInTotal | AllInMissing;

const isAmount = (n: number | null | undefined): n is number => n != null && Number.isFinite(n) && n >= 0;

/**
 * What the required options cost for `billedGuests`: a per-person item × the billed guests, a per-event item
 * once, a per-item item once (one of it: the disclosure names no count).
 */
export function requiredOptionsTotal(options: readonly RequiredOption[], billedGuests: number): number {
  return options.reduce((sum, o) => sum + (o.unit === 'PER_PERSON' ? o.price * billedGuests : o.price), 0);
}

/**
 * The discount in won: the slot's rate off rental + billed meals + flowers, rounded as the slot's final price
 * rounds (down to 1,000 won, in the couple's favour). So with guests at or under the guarantee and no required
 * options, the all-in total is the slot's own 예상 비용 (slotFinalPrice).
 */
export function discountAmount(base: number, discountRate: number): number {
  const rate = Math.min(100, Math.max(0, Math.trunc(discountRate)));
  return base - Math.floor((base * (100 - rate)) / 100_000) * 1000;
}

/**
 * rental + max(guests, guarantee) × meal + flowers + required options − discount, for `guests` (the couple's
 * expected guest count). Any input missing → no total, and the inputs that are missing, in formula order.
 */
export function allInEstimate(inputs: AllInInputs, guests: number | null): AllInEstimate {
  const missing: EstimateInput[] = [];
  if (!(guests != null && Number.isInteger(guests) && guests > 0)) missing.push('guests');
  if (!isAmount(inputs.rental)) missing.push('rental');
  if (!isAmount(inputs.meal)) missing.push('meal');
  if (!isAmount(inputs.guarantee)) missing.push('guarantee');
  if (!isAmount(inputs.flowers)) missing.push('flowers');
  if (inputs.requiredOptions == null) missing.push('requiredOptions');
  if (!isAmount(inputs.discountRate)) missing.push('discount');
  if (missing.length > 0) return { total: null, missing };
  const g = guests!;
  const rental = inputs.rental!;
  const meal = inputs.meal!;
  const guarantee = inputs.guarantee!;
  const flowers = inputs.flowers!;
  const billedGuests = Math.max(g, guarantee);
  const requiredOptions = requiredOptionsTotal(inputs.requiredOptions!, billedGuests);
  const discount = discountAmount(rental + billedGuests * meal + flowers, inputs.discountRate!);
  const total = rental + billedGuests * meal + flowers + requiredOptions - discount;
  return { total, billedGuests, guests: g, rental, meal, guarantee, flowers, requiredOptions, discount, missing: [] };
}

/**
 * The formula with the numbers in, shown under a total:
 * '3,000,000 + max(200, 150) × 68,000 + 1,500,000 + 300,000 − 1,000 = 18,399,000원'.
 */
export function allInFormulaLine(e: AllInTotal): string {
  return (
    `${formatNumber(e.rental)} + max(${e.guests}, ${e.guarantee}) × ${formatNumber(e.meal)} + ` +
    `${formatNumber(e.flowers)} + ${formatNumber(e.requiredOptions)} − ${formatNumber(e.discount)} = ${formatWon(e.total)}`
  );
}

/** '식대, 꽃장식 정보 없음': why there is no total. */
export function missingInputsLabel(missing: readonly EstimateInput[]): string {
  return `${missing.map((m) => ESTIMATE_INPUT_LABELS[m]).join(', ')} ${NO_INFO}`;
}

/** What a cell shows for a figure: the won amount, or '정보 없음' for null (never 0 for unknown). */
export function wonOrNoInfo(n: number | null | undefined): string {
  return isAmount(n) ? formatWon(n) : NO_INFO;
}

// --- From the hall's price disclosure -------------------------------------------------------------------------

/** Which formula term a disclosed item is, read from its name; null = another item (an option). */
export type DisclosureRole = 'rental' | 'meal' | 'drinks' | 'flowers';

const ROLE_PATTERNS: readonly [DisclosureRole, RegExp][] = [
  ['rental', /대관/],
  ['drinks', /음료|주류|드링크/],
  ['meal', /식대|식사|뷔페|코스/],
  ['flowers', /꽃|플라워|생화/],
];

/** '대관료' → rental, '식대(1인)' → meal, '음료·주류' → drinks, '꽃장식' → flowers, '폐백' → null. */
export function disclosureRole(name: string): DisclosureRole | null {
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(name)) return role;
  return null;
}

export type DisclosureFacts = {
  rental: number | null;
  meal: number | null;
  drinks: number | null;
  flowers: number | null;
  /** Required items that are none of the above: the formula's 'required options'. */
  requiredOptions: RequiredOption[];
};

/**
 * The formula's terms as a disclosure publishes them: the first item of each role (its price; a per-person
 * meal or drink is per guest), and every required item of no role as a required option. Optional items of no
 * role (폐백, 스냅) are not in the all-in estimate: the couple may not take them.
 */
export function disclosureFacts(items: readonly DisclosureItem[]): DisclosureFacts {
  const facts: DisclosureFacts = { rental: null, meal: null, drinks: null, flowers: null, requiredOptions: [] };
  for (const item of items) {
    const role = disclosureRole(item.name);
    if (role) {
      if (facts[role] === null) facts[role] = item.price;
    } else if (item.required) facts.requiredOptions.push({ name: item.name, price: item.price, unit: item.unit });
  }
  return facts;
}

// --- Penalties at fixed days before the wedding --------------------------------------------------------------

/** The comparison's penalty rows (issue 30 §3): 100, 30 and 7 days before the wedding. */
export const PENALTY_COMPARISON_DAYS = [100, 30, 7] as const;

/**
 * The penalty in won `daysBefore` days before the wedding: the row's percent of the contract (the all-in
 * total stands for it) or of the deposit. Null when the row, or the base it needs, is unknown.
 */
export function penaltyAt(
  rows: readonly PenaltyRow[] | null,
  daysBefore: number,
  amounts: { contract: number | null; deposit: number | null },
): { row: PenaltyRow; amount: number | null } | null {
  if (!rows) return null;
  const row = penaltyRowFor(rows, daysBefore);
  if (!row) return null;
  if (row.percent === 0) return { row, amount: 0 };
  const base = row.base === 'CONTRACT' ? amounts.contract : amounts.deposit;
  return { row, amount: base == null ? null : Math.floor((base * row.percent) / 100) };
}

// --- The couple's guests and budget on the cards (bounds: wedding-budget.ts) -----------------------------

/** Over the ceiling: a total above it. No total or no ceiling is never 'over'. */
export function isOverBudget(total: number | null, budgetCeiling: number | null): boolean {
  return total != null && budgetCeiling != null && total > budgetCeiling;
}

/**
 * What a card carries (computed by the API for a viewer with settings), with its line ready: '예상 총액 (하객
 * 200명) 18,400,000원', or '… 필수 옵션 정보 없음', and ' · 예산 초과' when over.
 */
export type CardEstimate = {
  guests: number;
  total: number | null;
  missing: string | null;
  overBudget: boolean;
  line: string;
};

export function cardEstimate(inputs: AllInInputs, settings: WeddingBudget): CardEstimate | null {
  if (settings.expectedGuests == null) return null;
  const e = allInEstimate(inputs, settings.expectedGuests);
  const missing = e.total === null ? missingInputsLabel(e.missing) : null;
  const overBudget = isOverBudget(e.total, settings.budgetCeiling);
  return {
    guests: settings.expectedGuests,
    total: e.total,
    missing,
    overBudget,
    line: `${allInCardTitle(settings.expectedGuests)} ${e.total === null ? missing : formatWon(e.total)}${
      overBudget ? ` · ${OVER_BUDGET_LABEL}` : ''
    }`,
  };
}
