// The few words a slot or hall card shows with the all-in estimate (issue 30 §4). Kept apart from the rule
// (all-in-estimate.ts, which reads the price disclosure and the penalty table) so a card list's first load
// carries these strings only: the server computes the card's figure (decision 0063).

/** What a cell or card says where a hall has not published a figure: never 0 (issue 30 §3). */
export const NO_INFO = '정보 없음';

/** The card's line before the figure: the all-in estimate for the couple's own guest count. */
export const ALL_IN_CARD_LABEL = '예상 총액';

/** The mark on a card or column whose all-in estimate is above the couple's budget ceiling (issue 30 §4). */
export const OVER_BUDGET_LABEL = '예산 초과';

/** '예상 총액 (하객 200명)' */
export function allInCardTitle(guests: number): string {
  return `${ALL_IN_CARD_LABEL} (하객 ${guests}명)`;
}
