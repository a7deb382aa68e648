import type { StaffMe } from '@wedding/contract/partner-center';
import { PARTNER_CENTER_API, PARTNER_CENTER_ERROR_CODES } from '@wedding/contract/partner-center-constants';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest, type RequestOptions } from '../../../shared/api/client.ts';

/** One call of the console API (issue 26): `path` is under /v3/partner-center; the `wd_pc` cookie goes along. */
export function consoleRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return apiRequest<T>(`${PARTNER_CENTER_API}${path}`, options);
}

/** Query keys of the console all start here, so signing out clears every console answer at once. */
export const CONSOLE_QUERY_KEY = ['partner-center'] as const;

export const staffMeQueryKey = [...CONSOLE_QUERY_KEY, 'me'] as const;

/** The signed-in staff member, or null when there is no console session. */
export async function fetchStaffMe(): Promise<StaffMe | null> {
  try {
    return (await consoleRequest<{ item: StaffMe }>('/me')).item;
  } catch (error) {
    if (isApiError(error) && error.code === PARTNER_CENTER_ERROR_CODES.STAFF_LOGIN_REQUIRED) return null;
    throw error;
  }
}

export async function signInStaff(body: { email: string; password: string; totp?: string }): Promise<StaffMe> {
  return (await consoleRequest<{ item: StaffMe }>('/auth/sign-in', { method: 'POST', body })).item;
}

export async function signOutStaff(): Promise<void> {
  await consoleRequest('/auth/sign-out', { method: 'POST' });
}

/** Whether a failed console call means "sign in again" (the session ended meanwhile). */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.code === PARTNER_CENTER_ERROR_CODES.STAFF_LOGIN_REQUIRED;
}
