import { safeReturnPath } from '@wedding/domain/return-path';

/** The additional-info page every new or incomplete account goes through (spec §2). */
export const SIGN_ADDITIONAL_PATH = '/sign-additional/2';

/**
 * Where a freshly signed-in user goes: back to where they were, unless the profile still lacks nick and
 * region, in which case the additional-info page comes first and carries returnTo on.
 */
export function afterLoginPath(returnTo: string | null | undefined, profileComplete: boolean): string {
  const target = safeReturnPath(returnTo);
  if (profileComplete) return target;
  const query = new URLSearchParams({ type: 'Home_Dday_Complete', returnTo: target });
  return `${SIGN_ADDITIONAL_PATH}?${query.toString()}`;
}
