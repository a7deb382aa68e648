import type { SlotPageResponse } from '@wedding/contract/slots';
import { SLOT_TOTAL_MAX_AGE_SECONDS } from '@wedding/contract/slots-constants';
import { formatNumber } from '@wedding/domain/price';

/** '1,234개', or '10,000개 이상' when the API capped the count (decision 0022). */
export function slotTotalLabel({ total, totalCapped }: Pick<SlotPageResponse, 'total' | 'totalCapped'>): string {
  return `${formatNumber(total)}개${totalCapped ? ' 이상' : ''}`;
}

/** How fresh the total is: counted at most a minute ago, while the cards themselves are live (issue 12). */
export const SLOT_TOTAL_FRESHNESS = `최근 ${SLOT_TOTAL_MAX_AGE_SECONDS / 60}분 기준`;
