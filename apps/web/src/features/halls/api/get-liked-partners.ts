import { useInfiniteQuery } from '@tanstack/react-query';
import type { LikedPartnersResponse } from '@wedding/contract/favourites';
import { PAGE_SIZE } from '@wedding/domain/constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { nextFetchStart } from '../../../shared/lib/fetch-start-paging.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';

/**
 * A favourites tab: the customer's liked partners of one type (2 halls, 37 planners), 20 a page, newest first.
 * Kept under ['halls'] so a heart tapped here (or anywhere) patches it: an unliked card stays, its heart empty,
 * until the list is loaded again, so a slip of the thumb can be undone in place.
 */
export function useLikedPartners(type: number) {
  const { viewer } = useViewer();
  return useInfiniteQuery({
    queryKey: ['halls', 'liked', type, viewer] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<LikedPartnersResponse>(`/web/v3/like/partners/${type}`, {
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
