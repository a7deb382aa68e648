import type { SlotPageResponse } from '@wedding/contract/slots';
import { formatNumber } from '@wedding/domain/price';

/** '1,234개', or '10,000개 이상' when the API capped the count (decision 0022). */
export function slotTotalLabel({ total, totalCapped }: Pick<SlotPageResponse, 'total' | 'totalCapped'>): string {
  return `${formatNumber(total)}개${totalCapped ? ' 이상' : ''}`;
}
