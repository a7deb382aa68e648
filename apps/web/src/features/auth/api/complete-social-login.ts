import type { SocialCallbackResponse, SocialCallbackResult } from '@wedding/contract/auth';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/social/callback with what the provider put in the redirect URL. */
export async function completeSocialLogin(code: string, state: string): Promise<SocialCallbackResult> {
  const body = await apiRequest<SocialCallbackResponse>('/api/social/callback', {
    method: 'POST',
    body: { code, state },
  });
  return body.item;
}
