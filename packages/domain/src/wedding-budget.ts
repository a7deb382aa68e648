// The couple's expected guest count and budget ceiling (issue 30 §4), set once on mypage: their bounds. Apart from
// the all-in rule (all-in-estimate.ts) so mypage's form loads these few lines only.

import { formatNumber, formatWon } from './price.ts';

export const WEDDING_BUDGET_LIMITS = {
  GUESTS_MIN: 10,
  GUESTS_MAX: 1000,
  /** 100만 원 to 10억 원: below is no wedding hall, above is a slipped zero. */
  BUDGET_MIN: 1_000_000,
  BUDGET_MAX: 1_000_000_000,
} as const;

export type WeddingBudget = { expectedGuests: number | null; budgetCeiling: number | null };

/** Why the couple's settings cannot be saved, in Korean; null when they can. Either may be cleared (null). */
export function weddingBudgetProblem(input: WeddingBudget): string | null {
  const L = WEDDING_BUDGET_LIMITS;
  const g = input.expectedGuests;
  if (g != null && (!Number.isInteger(g) || g < L.GUESTS_MIN || g > L.GUESTS_MAX))
    return `예상 하객 수는 ${L.GUESTS_MIN}명에서 ${formatNumber(L.GUESTS_MAX)}명 사이로 입력해 주세요.`;
  const b = input.budgetCeiling;
  if (b != null && (!Number.isInteger(b) || b < L.BUDGET_MIN || b > L.BUDGET_MAX))
    return `예산은 ${formatWon(L.BUDGET_MIN)}에서 ${formatWon(L.BUDGET_MAX)} 사이로 입력해 주세요.`;
  return null;
}
