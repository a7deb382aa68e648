import { useInfiniteQuery } from '@tanstack/react-query';
import type { LikedSlotsResponse } from '@wedding/contract/favourites';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { nextFetchStart } from '../../../shared/lib/fetch-start-paging.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { slotKeys } from './slot-keys.ts';

/**
 * The favourites' slot tab: liked slots with their prices, 20 a page, newest like first. Under ['slots'], so
 * the heart's answer patches it: an unliked card stays with its heart empty until the list is loaded again.
 */
export function useLikedSlots() {
  const { viewer } = useViewer();
  return useInfiniteQuery({
    queryKey: [...slotKeys.all, 'liked', viewer] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<LikedSlotsResponse>('/v3/like/wedding-days', {
        query: { fetchStart: pageParam, fetchSize: PAGE_SIZE.LIKES },
        signal,
      }),
    // Fresh on every visit: a heart tapped on another page since must show here.
    staleTime: 0,
    initialPageParam: 0,
    getNextPageParam: nextFetchStart,
    enabled: viewer !== null,
  });
}
