import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { HallSearchResponse } from '@wedding/contract/hall-search';
import { HALL_SEARCH_PAGE_SIZE } from '@wedding/contract/hall-search-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import type { HallQuery } from '../lib/filter-state.ts';
import { nextFetchStart } from '../lib/paging.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** GET /v3/book/halls: one page of halls matching the filter, and how many match in all. */
export function searchHalls(
  query: HallQuery,
  page: { fetchStart: number; fetchSize: number },
  signal?: AbortSignal,
): Promise<HallSearchResponse> {
  return apiRequest<HallSearchResponse>('/v3/book/halls', { query: { ...query, ...page }, signal });
}

/** One item is enough to learn the total (also what the server's render fetches, decision 0023). */
export const hallCountQueryOptions = (query: HallQuery) =>
  queryOptions({
    queryKey: hallSearchKeys.count(query),
    queryFn: ({ signal }) => searchHalls(query, { fetchStart: 0, fetchSize: 1 }, signal),
  });

/**
 * The live count on the apply button. The previous number stays on the button while a new filter is
 * counted, so it never flickers back to blank.
 */
export function useHallCount(query: HallQuery) {
  return useQuery({ ...hallCountQueryOptions(query), select: (body) => body.total, placeholderData: keepPreviousData });
}

/** The result list, 20 a page by fetchStart. */
export const hallResultsQueryOptions = (query: HallQuery) =>
  infiniteQueryOptions({
    queryKey: hallSearchKeys.results(query),
    queryFn: ({ pageParam, signal }) =>
      searchHalls(query, { fetchStart: pageParam, fetchSize: HALL_SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: HallSearchResponse, pages: HallSearchResponse[]) =>
      nextFetchStart(pages, last, HALL_SEARCH_PAGE_SIZE),
  });

export function useHallResults(query: HallQuery) {
  return useInfiniteQuery(hallResultsQueryOptions(query));
}
