import { safeReturnPath } from '@wedding/domain/return-path';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useUserStore } from '../../../shared/stores/user-store.ts';

/** Where a signed-in customer goes instead of an auth page (issue 25): back to where they were headed. */
export const SIGNED_IN_FALLBACK_PATH = '/mypage';

/**
 * The address a signed-in customer who opens an auth page is sent on to (returnTo or the older returnUrl,
 * if it is a path of this site, else /mypage), or null while they are a guest or not known yet. A sign-in
 * made on the page itself does not count: that page's own finish decides where to go (once a guest was
 * seen here, the page stays as it is).
 */
export function useSignedInDestination(): string | null {
  const userType = useUserStore((state) => state.userType);
  const [params] = useSearchParams();
  const seenGuest = useRef(false);
  if (userType === 'GUEST_USER') seenGuest.current = true;
  if (userType !== 'COMPLETE_AUTH_USER' || seenGuest.current) return null;
  return safeReturnPath(params.get('returnTo') ?? params.get('returnUrl'), SIGNED_IN_FALLBACK_PATH);
}
