import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { isLoggedIn, useUserStore } from '../shared/stores/user-store.ts';

/**
 * Puts the answers the server rendered with into the browser's query cache (decision 0023). Only successful
 * answers are sent, so each is plain data with its time: TanStack's own `hydrate`, built for promises and
 * mutations too, cost the shell 0.6 KB more (measured).
 *
 * The server renders as a guest. Queries whose key names no viewer (a slot's detail, popular halls) would keep
 * a guest's hearts for a signed-in customer until they go stale: once the session check says who is here,
 * they are fetched again. Lists keyed by viewer fetch their own copy anyway.
 */
export function hydrateServerQueries(queryClient: QueryClient, state: DehydratedState): void {
  const keys = state.queries.map((query) => {
    queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
    return query.queryKey;
  });
  const stop = useUserStore.subscribe((user) => {
    if (user.userType === 'OTHER') return;
    stop();
    if (!isLoggedIn(user)) return;
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
}
