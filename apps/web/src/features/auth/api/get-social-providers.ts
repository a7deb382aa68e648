import type { SocialProvider, SocialProvidersResponse } from '@wedding/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/social/providers, as a map from provider to whether this deployment has it configured. */
export async function getSocialProviders(signal?: AbortSignal): Promise<Record<SocialProvider, boolean>> {
  const body = await apiRequest<SocialProvidersResponse>('/api/social/providers', { signal });
  const enabled: Record<SocialProvider, boolean> = { kakao: false, naver: false, apple: false };
  for (const { provider, enabled: on } of body.item) enabled[provider] = on;
  return enabled;
}
