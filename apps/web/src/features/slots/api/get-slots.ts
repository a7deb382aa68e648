import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SlotPageResponse } from '@wedding/contract/slots';
import { MAX_SLOT_PAGE } from '@wedding/contract/slots-constants';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import type { SlotListQuery } from '../lib/slot-query.ts';
import { isSameSlotList, type SlotSource, slotKeys } from './slot-keys.ts';

/** One page of 30 (spec §9): all halls, or one hall through the estimate endpoint (spec §7). */
export async function getSlotPage(
  source: SlotSource,
  query: SlotListQuery,
  page: number,
  signal?: AbortSignal,
): Promise<SlotPageResponse> {
  const path =
    source.kind === 'hall'
      ? `/v3/public/wedding/estimate/product/${encodeURIComponent(source.partnerUuid)}`
      : '/v3/public/wedding/day/remaining-wedding-days';
  return apiRequest<SlotPageResponse>(path, {
    query: { ...query, page, fetchSize: PAGE_SIZE.SLOTS },
    signal,
  });
}

/**
 * The next page exists only after a full page of exactly 30 (spec §4). The total is also consulted, so a list
 * of exactly 60 does not ask for an empty third page, and the API's page cap is never passed.
 */
export function nextSlotPage(lastPage: SlotPageResponse, pages: readonly SlotPageResponse[]): number | undefined {
  if (lastPage.item.length !== PAGE_SIZE.SLOTS) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.item.length, 0);
  // A capped total ('10,000개 이상') is a lower bound, not the end.
  if ((!lastPage.totalCapped && loaded >= lastPage.total) || pages.length >= MAX_SLOT_PAGE) return undefined;
  return pages.length + 1;
}

export const slotListQueryOptions = (source: SlotSource, query: SlotListQuery, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: slotKeys.list(source, query, viewer),
    queryFn: ({ pageParam, signal }) => getSlotPage(source, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextSlotPage,
  });

/**
 * Waits for the start-up session check (a moment, run in parallel with the page's own code): the hearts
 * depend on who asks, and a list fetched before we know would be fetched again once we do. Until then the
 * guest's copy from the server's render shows (decision 0023); a signed-in viewer's own list replaces it
 * without a skeleton in between (the same list under another viewer stays as a placeholder).
 */
export function useSlotList(source: SlotSource, query: SlotListQuery) {
  const { known, viewer } = useViewer();
  return useInfiniteQuery({
    ...slotListQueryOptions(source, query, viewer),
    enabled: known,
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameSlotList(previousQuery.queryKey, source, query) ? previous : undefined,
  });
}
