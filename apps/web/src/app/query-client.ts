import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';
import { isSuspensionRefusal, suspensionQueryKey } from '../shared/api/suspension-refusal.ts';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A write refused because the account is suspended re-reads the suspension: every writing form shows its
    // notice in place, keeping what was typed (issue 29 §2).
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSuspensionRefusal(error)) void client.invalidateQueries({ queryKey: suspensionQueryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not fix itself on retry; a network blip or 5xx might, once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
