import type { UserType } from '@wedding/domain/enums';
import { LOGIN_NEEDED_ALERT, SESSION_EXPIRED } from '@wedding/domain/messages';
import { promptLogin } from '../hooks/use-login-prompt.ts';
import { useUserStore } from '../stores/user-store.ts';
import { expireSession } from './session-expiry.ts';
import { sessionNavigation } from './session-navigation.ts';
import { reissueToken } from './token-refresh.ts';

const CURRENT_USER_PATH = '/api/user';
/** The API's code for a call that came with no access token at all (decision 0009). */
const NO_TOKEN_CODE = 'UNAUTHORIZED';
/** How long a request waits for the start-up session check before treating the user as a guest. */
const BOOTSTRAP_WAIT_MS = 10_000;

// One recovery per tab: every request that gets 401 while it runs waits on the same promise, so twenty
// concurrent 401s cause one PUT /api/token and, if that fails, one DELETE, one message and one navigation.
let pending: Promise<boolean> | null = null;

/**
 * What the user is told when the session cannot be renewed (spec §8). A call that carried no access token
 * at all (401 UNAUTHORIZED, e.g. the cookies were cleared) had no session to expire: it gets the
 * login-needed alert variant. A call whose token had run out (TOKEN_EXPIRED) gets 'session expired'.
 */
export function sessionEndMessage(code: string): string {
  return code === NO_TOKEN_CODE ? LOGIN_NEEDED_ALERT : SESSION_EXPIRED;
}

function reissueOnce(staleSince: number, code: string): Promise<boolean> {
  pending ??= (async () => {
    const outcome = await reissueToken(staleSince);
    if (outcome === 'expired') await expireSession(sessionEndMessage(code));
    return outcome === 'refreshed';
  })().finally(() => {
    pending = null;
  });
  return pending;
}

function settledUserType(): Promise<UserType> {
  const now = useUserStore.getState().userType;
  if (now !== 'OTHER') return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve('GUEST_USER');
    }, BOOTSTRAP_WAIT_MS);
    const unsubscribe = useUserStore.subscribe((state) => {
      if (state.userType === 'OTHER') return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state.userType);
    });
  });
}

/**
 * What to do with a 401 from a request sent at `sentAt`; true means retry it once. Who gets a reissue:
 * - GET /api/user itself: it answers 401 only when an (expired) access cookie came with it — a guest
 *   without cookies gets 200 {item: null} — so the start-up check always tries to renew a session.
 * - A signed-in user (COMPLETE_AUTH_USER): reissue; only a failed reissue says "session expired".
 * - A guest (GUEST_USER): there is no session to renew, and a PUT would fail and wrongly announce an
 *   expiry. Spec §6: the call is refused and the login-needed confirm leads to sign-in.
 * - Unknown yet (OTHER, the start-up check still running): wait for the check, then decide as above. If
 *   it renewed the session, the refresh it recorded is newer than this request, so no second PUT is made.
 */
export async function recoverFromUnauthorized(path: string, sentAt: number, code = ''): Promise<boolean> {
  const userType = path === CURRENT_USER_PATH ? 'COMPLETE_AUTH_USER' : await settledUserType();
  if (userType === 'GUEST_USER') {
    const navigation = sessionNavigation();
    promptLogin(navigation.currentPath(), navigation.navigate);
    return false;
  }
  return reissueOnce(sentAt, code);
}
