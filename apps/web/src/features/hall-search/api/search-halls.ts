import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  HALL_SEARCH_PAGE_SIZE,
  type HallSearchResponse,
  hallSearchResponseSchema,
} from '@wedding/contract/hall-search';
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
  return apiRequest('/v3/book/halls', { query: { ...query, ...page }, schema: hallSearchResponseSchema, signal });
}

/**
 * The live count on the apply button. One item is enough to learn the total; the previous number stays
 * on the button while a new filter is counted, so it never flickers back to blank.
 */
export function useHallCount(query: HallQuery) {
  return useQuery({
    queryKey: hallSearchKeys.count(query),
    queryFn: ({ signal }) => searchHalls(query, { fetchStart: 0, fetchSize: 1 }, signal),
    select: (body) => body.total,
    placeholderData: keepPreviousData,
  });
}

/** The result list, 20 a page by fetchStart. */
export function useHallResults(query: HallQuery) {
  return useInfiniteQuery({
    queryKey: hallSearchKeys.results(query),
    queryFn: ({ pageParam, signal }) =>
      searchHalls(query, { fetchStart: pageParam, fetchSize: HALL_SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextFetchStart(pages, last, HALL_SEARCH_PAGE_SIZE),
  });
}
