import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchHistoryBody, SearchHistoryResponse } from '@wedding/contract/hall-search';
import { apiRequest } from '../../../shared/api/client.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** POST /v3/book/halls/histories with {partnerId} (a hall chosen) or {keyword} (a search run). */
export async function addSearchHistory(body: SearchHistoryBody) {
  const response = await apiRequest<SearchHistoryResponse>('/v3/book/halls/histories', {
    method: 'POST',
    body,
  });
  return response.item;
}

/**
 * Records a search for a logged-in customer and does nothing for a guest. A failed record is not worth
 * interrupting the search for: the search goes on and the list simply lacks that entry.
 */
export function useAddSearchHistory(): (body: SearchHistoryBody) => void {
  const loggedIn = useUserStore(isLoggedIn);
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: addSearchHistory,
    onSettled: () => client.invalidateQueries({ queryKey: hallSearchKeys.histories() }),
  });
  return (body) => {
    if (loggedIn) mutation.mutate(body);
  };
}
