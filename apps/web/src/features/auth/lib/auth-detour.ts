import { isAuthPage } from '@wedding/domain/login-prompt';

/**
 * Issue 25: a sign-in is a detour. Each auth page's history entry counts how many auth entries lie between
 * it and the page the detour started from (`authSteps`, with that page's address as `authFrom`), so a
 * finished sign-in can go back over all of them: back from where the couple lands then returns to the page
 * before the detour, not to a sign-in form.
 */
export type AuthDetour = { authSteps: number; authFrom: string };

export function authDetourOf(state: unknown): AuthDetour | null {
  if (!state || typeof state !== 'object') return null;
  const { authSteps, authFrom } = state as Partial<AuthDetour>;
  return typeof authSteps === 'number' && authSteps > 0 && typeof authFrom === 'string'
    ? { authSteps, authFrom }
    : null;
}

type Here = { pathname: string; search: string; state: unknown };

/**
 * The state of a new entry at `pathname` pushed from `here`: an auth page reached from another one is one
 * step further, one reached from an ordinary page starts the count. Other pages' state is left alone.
 */
export function withAuthDetour(here: Here, pathname: string, state: unknown): unknown {
  if (!isAuthPage(pathname)) return state;
  const before = isAuthPage(here.pathname) ? authDetourOf(here.state) : null;
  // An auth page opened directly (a link from outside, a reload) has no count: it is the start itself.
  if (isAuthPage(here.pathname) && !before) return state;
  const detour: AuthDetour = before
    ? { authSteps: before.authSteps + 1, authFrom: before.authFrom }
    : { authSteps: 1, authFrom: `${here.pathname}${here.search}` };
  return { ...(state && typeof state === 'object' ? state : {}), ...detour };
}

/** The same detour on a replaced entry (sign-up → email sign-in): the count stays. */
export function keepAuthDetour(here: Here, pathname: string, state: unknown): unknown {
  const current = authDetourOf(here.state);
  if (!current || !isAuthPage(pathname)) return state;
  return { ...(state && typeof state === 'object' ? state : {}), ...current };
}
