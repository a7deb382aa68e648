import { type DehydratedState, hashKey, type QueryClient } from '@tanstack/react-query';
import { isLoggedIn, useUserStore } from '../shared/stores/user-store.ts';

/**
 * The server renders as a guest (decision 0023). Queries whose key names no viewer (a slot's detail, popular
 * halls) would keep a guest's hearts for a signed-in customer until they go stale: once the session check
 * says who is here, they are fetched again. Lists keyed by viewer fetch their own copy anyway.
 */
export function refreshServerRenderedQueries(queryClient: QueryClient, state: DehydratedState): void {
  const hashes = new Set(state.queries.map((query) => hashKey(query.queryKey)));
  const stop = useUserStore.subscribe((user) => {
    if (user.userType === 'OTHER') return;
    stop();
    if (!isLoggedIn(user)) return;
    void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
  });
}
