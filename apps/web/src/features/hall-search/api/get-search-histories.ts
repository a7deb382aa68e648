import { useQuery } from '@tanstack/react-query';
import type { SearchHistoriesResponse, SearchHistory } from '@wedding/contract/hall-search';
import { apiRequest } from '../../../shared/api/client.ts';
import { isLoggedIn, useUserStore } from '../../../shared/stores/user-store.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** GET /v3/book/halls/histories: the customer's recent searches, newest first. */
export async function getSearchHistories(signal?: AbortSignal): Promise<SearchHistory[]> {
  const body = await apiRequest<SearchHistoriesResponse>('/v3/book/halls/histories', { signal });
  return body.item;
}

/** Histories belong to a customer: a guest (or a user not known yet) never calls the API. */
export function useSearchHistories() {
  const loggedIn = useUserStore(isLoggedIn);
  const query = useQuery({
    queryKey: hallSearchKeys.histories(),
    queryFn: ({ signal }) => getSearchHistories(signal),
    enabled: loggedIn,
  });
  return { ...query, loggedIn };
}
