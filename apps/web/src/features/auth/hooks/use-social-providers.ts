import { useQuery } from '@tanstack/react-query';

/**
 * Which providers are on. The fetcher (and the schema library behind it) loads after the page has painted,
 * so the buttons appear at once; the list rarely changes, so it is cached for the visit.
 */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth', 'social-providers'] as const,
    queryFn: async ({ signal }) => {
      const { getSocialProviders } = await import('../api/get-social-providers.ts');
      return getSocialProviders(signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
