import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HallKeywordResponse, HallKeywordSuggestion } from '@wedding/contract/hall-search';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** GET /v3/book/halls/keyword: halls, regions and stations matching what is typed. */
export async function getKeywordSuggestions(keyword: string, signal?: AbortSignal): Promise<HallKeywordSuggestion> {
  const body = await apiRequest<HallKeywordResponse>('/v3/book/halls/keyword', {
    query: { keyword },
    signal,
  });
  return body.item;
}

/** `keyword` is the debounced, trimmed text; empty means no request. */
export function useKeywordSuggestions(keyword: string) {
  return useQuery({
    queryKey: hallSearchKeys.suggestions(keyword),
    queryFn: ({ signal }) => getKeywordSuggestions(keyword, signal),
    enabled: keyword !== '',
    // The last list stays while the next is fetched, so the list does not blink on every keystroke.
    placeholderData: keepPreviousData,
  });
}
