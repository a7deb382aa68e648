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

/**
 * True once the list has answered and no provider is on (a deployment without social keys): the sign-in page
 * then leads with email. While the list is coming, social stays first, as most deployments have it.
 */
export function useNoSocialProvider(): boolean {
  const providers = useSocialProviders();
  return providers.data !== undefined && !Object.values(providers.data).some(Boolean);
}
