// A hall's price disclosure under the 공정위 「중요한 표시·광고사항 고시」 (issue 26 §3): each base service and
// optional item with its price and unit, the cancellation penalties (penalty-table.ts) and the refund rules in the
// hall's words. The console validates with these rules, the API refuses what breaks them, and both say why in
// the same Korean words, naming the row, so the hall can find what to fix.

import { type PenaltyBase, type PenaltyRow, penaltyTableProblem } from './penalty-table.ts';
import { formatWon } from './price.ts';

export const DISCLOSURE_UNITS = ['PER_PERSON', 'PER_EVENT', 'PER_ITEM'] as const;
export type DisclosureUnit = (typeof DISCLOSURE_UNITS)[number];

export const DISCLOSURE_UNIT_LABELS: Readonly<Record<DisclosureUnit, string>> = {
  PER_PERSON: '1인당',
  PER_EVENT: '1회(예식당)',
  PER_ITEM: '1개당',
};

export const PENALTY_BASE_LABELS: Readonly<Record<PenaltyBase, string>> = {
  CONTRACT: '계약금액',
  DEPOSIT: '계약금(예약금)',
};

/** One disclosed item: a base service (required) or an optional one, with its price in won per unit. */
export type DisclosureItem = { name: string; price: number; unit: DisclosureUnit; required: boolean };

export type PriceDisclosureInput = {
  items: readonly DisclosureItem[];
  penalties: readonly PenaltyRow[];
  refundRules: string;
};

export const DISCLOSURE_LIMITS = {
  ITEMS_MAX: 50,
  NAME_MAX: 40,
  /** 1억 원 a unit: more than any wedding item costs, small enough to catch a slipped extra zero or two. */
  PRICE_MAX: 100_000_000,
  PENALTIES_MAX: 10,
  REFUND_MIN: 10,
  REFUND_MAX: 2000,
} as const;

/** Why one item cannot be disclosed (null when it can); `index` counts from 0, the message from 1. */
export function disclosureItemProblem(item: DisclosureItem, index: number): string | null {
  const row = `${index + 1}번째 항목`;
  const name = item.name.trim();
  if (name.length === 0) return `${row}의 이름을 입력해 주세요.`;
  if (name.length > DISCLOSURE_LIMITS.NAME_MAX)
    return `${row}의 이름은 ${DISCLOSURE_LIMITS.NAME_MAX}자 이내로 입력해 주세요.`;
  if (!Number.isInteger(item.price) || item.price < 0)
    return `${row}(${name})의 가격은 0원 이상의 정수로 입력해 주세요.`;
  if (item.price > DISCLOSURE_LIMITS.PRICE_MAX)
    return `${row}(${name})의 가격이 너무 커요. ${formatWon(DISCLOSURE_LIMITS.PRICE_MAX)} 이하로 입력해 주세요.`;
  if (!DISCLOSURE_UNITS.includes(item.unit)) return `${row}(${name})의 단위를 골라 주세요.`;
  return null;
}

/**
 * The first reason the whole disclosure cannot be published, in Korean, or null. The 고시 asks for the base
 * services, so at least one required item; a name twice would make the guest's table ambiguous.
 */
export function priceDisclosureProblem(input: PriceDisclosureInput): string | null {
  if (input.items.length === 0) return '공개할 항목을 한 개 이상 입력해 주세요.';
  if (input.items.length > DISCLOSURE_LIMITS.ITEMS_MAX)
    return `항목은 ${DISCLOSURE_LIMITS.ITEMS_MAX}개까지 공개할 수 있어요.`;
  for (const [index, item] of input.items.entries()) {
    const problem = disclosureItemProblem(item, index);
    if (problem) return problem;
  }
  const seen = new Map<string, number>();
  for (const [index, item] of input.items.entries()) {
    const name = item.name.trim();
    const first = seen.get(name);
    if (first !== undefined) return `${index + 1}번째 항목 '${name}'이(가) ${first + 1}번째 항목과 이름이 같아요.`;
    seen.set(name, index);
  }
  if (!input.items.some((item) => item.required)) return '필수 항목(기본 서비스)을 한 개 이상 표시해 주세요.';
  if (input.penalties.length > DISCLOSURE_LIMITS.PENALTIES_MAX)
    return `위약금 기준은 ${DISCLOSURE_LIMITS.PENALTIES_MAX}줄까지 입력할 수 있어요.`;
  const penalty = penaltyTableProblem(input.penalties);
  if (penalty) return `위약금: ${penalty}`;
  const refund = input.refundRules.trim();
  if (refund.length < DISCLOSURE_LIMITS.REFUND_MIN)
    return `환급 기준을 ${DISCLOSURE_LIMITS.REFUND_MIN}자 이상 입력해 주세요.`;
  if (refund.length > DISCLOSURE_LIMITS.REFUND_MAX)
    return `환급 기준은 ${DISCLOSURE_LIMITS.REFUND_MAX}자 이내로 입력해 주세요.`;
  return null;
}

/** The disclosure as stored: names and text trimmed, penalty rows from the farthest day to the wedding day. */
export function normalizePriceDisclosure<T extends PriceDisclosureInput>(input: T): PriceDisclosureInput {
  return {
    items: input.items.map((item) => ({ ...item, name: item.name.trim() })),
    penalties: [...input.penalties].sort((a, b) => b.minDaysBefore - a.minDaysBefore),
    refundRules: input.refundRules.trim(),
  };
}

/** '68,000원 / 1인당': a price read with its unit, as the guest's table shows it. */
export function disclosurePriceLabel(item: Pick<DisclosureItem, 'price' | 'unit'>): string {
  return `${formatWon(item.price)} / ${DISCLOSURE_UNIT_LABELS[item.unit]}`;
}

/** '150일 전부터' / '예식 당일': when a penalty row starts to apply. */
export function penaltyRowLabel(row: Pick<PenaltyRow, 'minDaysBefore'>): string {
  return row.minDaysBefore === 0 ? '예식 당일까지' : `예식 ${row.minDaysBefore}일 전부터`;
}

/** '계약금액의 10%' / '위약금 없음'. */
export function penaltyAmountLabel(row: Pick<PenaltyRow, 'percent' | 'base'>): string {
  return row.percent === 0 ? '위약금 없음' : `${PENALTY_BASE_LABELS[row.base]}의 ${row.percent}%`;
}
