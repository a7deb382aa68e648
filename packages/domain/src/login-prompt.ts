// The login prompt of spec §4: at most one every 5 s (several guarded actions can fire at once),
// and never on the auth pages themselves, where it would loop.
import { LOGIN_PROMPT_THROTTLE_MS } from './constants.ts';

/** The public auth routes of spec §2; each prefix also covers its sub-paths. */
export const AUTH_PAGE_PREFIXES = ['/sign-in', '/sign-up', '/find-id', '/find-pw', '/social'] as const;

export function isAuthPage(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return AUTH_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type LoginPromptInput = {
  now: number | Date;
  /** Epoch ms of the last prompt shown, null if none yet. */
  lastShownAt: number | null;
  pathname: string;
  throttleMs?: number;
};

/** Shows unless on an auth page or less than `throttleMs` after the last prompt (5000 ms exactly is allowed). */
export function shouldShowLoginPrompt({
  now,
  lastShownAt,
  pathname,
  throttleMs = LOGIN_PROMPT_THROTTLE_MS,
}: LoginPromptInput): boolean {
  if (isAuthPage(pathname)) return false;
  if (lastShownAt === null) return true;
  const at = typeof now === 'number' ? now : now.getTime();
  return at - lastShownAt >= throttleMs;
}
