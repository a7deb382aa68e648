import type { CurrentUser, CurrentUserResponse } from '@wedding/contract/session';
import { apiRequest } from './client.ts';

export type { CurrentUser };

/** The signed-in user, or null for a guest. Throws ApiError on failure (401 included). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const body = await apiRequest<CurrentUserResponse>('/api/user', { signal });
  return body.item;
}
