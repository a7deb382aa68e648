// PUT /api/token, at most once at a time per browser (decision 0009). Tabs share the cookies, so a refresh
// by one tab serves them all: the Web Lock makes the tabs take turns, and the time of the last refresh in
// localStorage lets a tab that waited see that another one already rotated the cookie and skip its own
// PUT (the refresh token is single-use; a second PUT with the old one would only hit the server's grace).

export const TOKEN_PATH = '/api/token';
export const TOKEN_REFRESH_LOCK = 'wd-token-refresh';
export const TOKEN_REFRESHED_AT_KEY = 'wd.tokenRefreshedAt';

/** refreshed: retry the request. expired: the session cannot be renewed. unavailable: server trouble. */
export type RefreshOutcome = 'refreshed' | 'expired' | 'unavailable';

// Kept in memory too: localStorage can be unavailable (some private modes, sandboxed frames).
let lastRefreshedInThisTab = 0;

function lastRefreshedAt(): number {
  let stored = 0;
  try {
    stored = Number(window.localStorage.getItem(TOKEN_REFRESHED_AT_KEY)) || 0;
  } catch {
    // Storage blocked: this tab's own memory is all there is.
  }
  return Math.max(stored, lastRefreshedInThisTab);
}

function recordRefresh(at: number): void {
  lastRefreshedInThisTab = at;
  try {
    window.localStorage.setItem(TOKEN_REFRESHED_AT_KEY, String(at));
  } catch {
    // As above.
  }
}

async function putToken(): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(TOKEN_PATH, {
      method: 'PUT',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    // No network (a tunnel, a lift): nothing says the session is over, so the user is not logged out; the
    // request fails as offline and the next one tries again.
    return 'unavailable';
  }
  if (response.ok) {
    recordRefresh(Date.now());
    return 'refreshed';
  }
  // A refused refresh token (401 REFRESH_FAILED) or any other 4xx cannot get better by retrying; an outage
  // (5xx) or a rate limit says nothing about the session, so the user is not logged out for it.
  return response.status >= 500 || response.status === 429 ? 'unavailable' : 'expired';
}

async function refreshUnlessDoneSince(staleSince: number): Promise<RefreshOutcome> {
  // Strictly newer: a refresh in the same millisecond as the request may not have reached its cookie.
  if (lastRefreshedAt() > staleSince) return 'refreshed';
  return putToken();
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(TOKEN_REFRESH_LOCK, task) as Promise<T>;
}

/**
 * Renews the access cookie for a request sent at `staleSince` that got 401: under the cross-tab lock,
 * skips the PUT when some tab refreshed after that request left, otherwise sends it.
 */
export function reissueToken(staleSince: number): Promise<RefreshOutcome> {
  return withRefreshLock(() => refreshUnlessDoneSince(staleSince));
}
