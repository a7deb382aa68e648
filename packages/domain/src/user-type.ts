// User type of spec §3/§4: unknown until the session check answers, then authenticated or guest.
// Starting at OTHER (not GUEST_USER) keeps the UI from flashing guest prompts before the check.
import type { UserType } from './enums.ts';

export const INITIAL_USER_TYPE: UserType = 'OTHER';

/** Setting user info makes a COMPLETE_AUTH_USER; clearing it (null) makes a GUEST_USER. */
export function userTypeFor(userInfo: { customerUuid: string } | null): UserType {
  return userInfo ? 'COMPLETE_AUTH_USER' : 'GUEST_USER';
}
