import { LOGIN_NEEDED_ALERT, LOGIN_REQUIRED_CONFIRM, SESSION_EXPIRED } from '@wedding/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../src/shared/api/client.ts';
import { getCurrentUser } from '../../src/shared/api/get-current-user.ts';
import { setSessionNavigation } from '../../src/shared/api/session-navigation.ts';
import { TOKEN_REFRESH_LOCK, TOKEN_REFRESHED_AT_KEY } from '../../src/shared/api/token-refresh.ts';
import { useDialogStore } from '../../src/shared/stores/dialog-store.ts';
import { useLoginPromptStore } from '../../src/shared/stores/login-prompt-store.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { currentUser } from './current-user.ts';

const expired = () => apiError(401, 'TOKEN_EXPIRED', '로그인 세션이 만료되었습니다. 다시 로그인해주세요.');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type FetchMock = ReturnType<typeof mockFetch>;
const callsTo = (fetchMock: FetchMock, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  ).length;

/**
 * A server whose access cookie is stale until PUT /api/token rotates it. `refresh` decides how the PUT goes.
 */
function sessionServer(refresh: () => Response | Promise<Response> = () => json({ item: currentUser() })) {
  const state = { rotated: false };
  const fetchMock = mockFetch({
    '/v3/private': () => (state.rotated ? json({ item: 'ok' }) : expired()),
    '/api/token': async (_url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      // Slow enough that every concurrent 401 arrives while the reissue is still running.
      await delay(20);
      const response = await refresh();
      if (response.ok) state.rotated = true;
      return response;
    },
  });
  return { fetchMock, state };
}

const navigate = vi.fn();
let unregister: () => void;

beforeEach(() => {
  window.localStorage.clear();
  useLoginPromptStore.setState({ lastShownAt: null });
  navigate.mockReset();
  unregister = setSessionNavigation({ navigate, currentPath: () => '/mypage?tab=1' });
  useUserStore.getState().setUserInfo(currentUser());
});

afterEach(() => {
  unregister();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('token refresh queue (spec §4, decision 0009)', () => {
  it('20 concurrent 401s cause exactly one PUT /api/token, and each request is retried once and succeeds', async () => {
    const { fetchMock } = sessionServer();
    const results = await Promise.all(Array.from({ length: 20 }, () => apiRequest('/v3/private')));

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ item: 'ok' })));
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'GET', '/v3/private')).toBe(40);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(0);
    expect(Number(window.localStorage.getItem(TOKEN_REFRESHED_AT_KEY))).toBeGreaterThan(0);
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    expect(useDialogStore.getState().current).toBeNull();
  });

  it.each([
    ['the refresh token is refused (401)', () => apiError(401, 'REFRESH_FAILED', SESSION_EXPIRED)],
    ['the refresh is refused for another reason (400)', () => apiError(400, 'BAD_REQUEST', '잘못된 요청입니다.')],
  ])('when %s: one DELETE, the store cleared, the session-expired message and sign-in', async (_case, refresh) => {
    const { fetchMock } = sessionServer(refresh);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => apiRequest('/v3/private')));

    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 'rejected', reason: { status: 401 } });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'GET', '/v3/private')).toBe(5);
    expect(useUserStore.getState()).toMatchObject({ userType: 'GUEST_USER', userInfo: null });
    expect(useDialogStore.getState().current).toMatchObject({ kind: 'alert', message: SESSION_EXPIRED });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/sign-in/social?returnTo=%2Fmypage%3Ftab%3D1');
    // The alert counts as this moment's login prompt, so the page that lost its user does not stack a confirm.
    expect(useLoginPromptStore.getState().lastShownAt).not.toBeNull();
  });

  it("a signed-in user's call that carried no token at all (the cookies are gone) gets spec §8's login-needed alert, tokens cleared", async () => {
    const fetchMock = mockFetch({
      '/v3/private': () => apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.'),
      '/api/token': (_url, init) =>
        init?.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : apiError(401, 'REFRESH_FAILED', SESSION_EXPIRED),
    });
    await expect(apiRequest('/v3/private')).rejects.toMatchObject({ status: 401 });

    // A reissue is still tried once (the access cookie may simply have lapsed); when it fails, there was no
    // session to expire: the alert says login is needed and moves to sign-in, with the tokens cleared.
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(1);
    expect(useUserStore.getState()).toMatchObject({ userType: 'GUEST_USER', userInfo: null });
    expect(useDialogStore.getState().current).toMatchObject({ kind: 'alert', message: LOGIN_NEEDED_ALERT });
    expect(LOGIN_NEEDED_ALERT).toBe('로그인이 필요합니다. 로그인 페이지로 이동합니다.');
    expect(navigate).toHaveBeenCalledWith('/sign-in/social?returnTo=%2Fmypage%3Ftab%3D1');
  });

  it.each([
    ['the server is down (503)', () => apiError(503, 'SERVICE_UNAVAILABLE', '서비스를 일시적으로 사용할 수 없습니다.')],
    [
      'there is no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('when %s during the reissue, the user stays signed in and nothing is deleted', async (_case, refresh) => {
    const { fetchMock } = sessionServer(refresh);
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => apiRequest('/v3/private')));

    for (const outcome of outcomes) expect(outcome.status).toBe('rejected');
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(0);
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    expect(useDialogStore.getState().current).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a retried request that gets 401 again is not reissued again', async () => {
    const fetchMock = mockFetch({
      '/v3/private': () => expired(),
      '/api/token': () => json({ item: currentUser() }),
    });
    await expect(apiRequest('/v3/private')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
    expect(callsTo(fetchMock, 'GET', '/v3/private')).toBe(2);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never reissues on the token endpoints themselves or on a wrong password', async () => {
    const fetchMock = mockFetch({
      '/api/token': () => apiError(401, 'REFRESH_FAILED', SESSION_EXPIRED),
      '/v3/20240404/customer/login': () => apiError(401, 'LOGIN_FAILED', '이메일 또는 비밀번호가 올바르지 않습니다.'),
    });
    await expect(apiRequest('/api/token', { method: 'PUT' })).rejects.toMatchObject({ status: 401 });
    await expect(
      apiRequest('/v3/20240404/customer/login', { method: 'POST', body: { loginId: 'a@b.co', pwd: 'eA==' } }),
    ).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useDialogStore.getState().current).toBeNull();
  });
});

describe('across tabs', () => {
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return request;
  }

  it('takes the Web Lock around the reissue', async () => {
    const request = fakeLocks();
    const { fetchMock } = sessionServer();
    await expect(apiRequest('/v3/private')).resolves.toEqual({ item: 'ok' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(TOKEN_REFRESH_LOCK, expect.any(Function));
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
  });

  it('a tab that waited for the lock while another tab refreshed skips its PUT and just retries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const request = fakeLocks();
    // Tab B holds the lock: it is in the middle of its own refresh.
    let finishTabB!: () => void;
    void request(TOKEN_REFRESH_LOCK, () => new Promise<void>((resolve) => (finishTabB = resolve)));
    const { fetchMock, state } = sessionServer();

    const pending = apiRequest('/v3/private');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));

    // Tab B's PUT rotated the shared cookie after this tab's request had left.
    vi.setSystemTime(Date.now() + 50);
    window.localStorage.setItem(TOKEN_REFRESHED_AT_KEY, String(Date.now()));
    state.rotated = true;
    finishTabB();

    await expect(pending).resolves.toEqual({ item: 'ok' });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(0);
    expect(callsTo(fetchMock, 'GET', '/v3/private')).toBe(2);
  });

  it('a refresh recorded before the request left does not count: the tab refreshes itself', async () => {
    window.localStorage.setItem(TOKEN_REFRESHED_AT_KEY, String(Date.now() - 60_000));
    const { fetchMock } = sessionServer();
    await expect(apiRequest('/v3/private')).resolves.toEqual({ item: 'ok' });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
  });
});

describe('who gets a reissue', () => {
  it('a guest (GUEST_USER) gets no PUT and no session-expired message, but the login-needed confirm', async () => {
    useUserStore.getState().clearUserInfo();
    const fetchMock = mockFetch({ '/v3/private': () => apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.') });

    await expect(apiRequest('/v3/private')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(0);
    expect(callsTo(fetchMock, 'DELETE', '/api/token')).toBe(0);
    const dialog = useDialogStore.getState().current;
    expect(dialog).toMatchObject({ kind: 'confirm', message: LOGIN_REQUIRED_CONFIRM });
    dialog?.onConfirm?.();
    expect(navigate).toHaveBeenCalledWith('/sign-in/social?returnTo=%2Fmypage%3Ftab%3D1');
  });

  it('a guest without cookies booting the app: GET /api/user answers null, nothing is reissued', async () => {
    useUserStore.setState(useUserStore.getInitialState(), true);
    const fetchMock = mockFetch();
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useDialogStore.getState().current).toBeNull();
  });

  it('start-up with an expired access cookie: GET /api/user 401 is reissued and retried', async () => {
    useUserStore.setState(useUserStore.getInitialState(), true);
    let rotated = false;
    const fetchMock = mockFetch({
      '/api/user': () => (rotated ? json({ item: currentUser() }) : expired()),
      '/api/token': () => {
        rotated = true;
        return json({ item: currentUser() });
      },
    });
    await expect(getCurrentUser()).resolves.toEqual(currentUser());
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(1);
  });

  it('while the start-up check runs, a 401 waits for it: a guest answer means no reissue', async () => {
    useUserStore.setState(useUserStore.getInitialState(), true);
    const fetchMock = mockFetch({ '/v3/private': () => apiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.') });
    const pending = apiRequest('/v3/private');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    useUserStore.getState().clearUserInfo();

    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(0);
    expect(useDialogStore.getState().current?.message).not.toBe(SESSION_EXPIRED);
  });

  it('while the start-up check runs, a 401 waits for it: a renewed session means a retry without a second PUT', async () => {
    useUserStore.setState(useUserStore.getInitialState(), true);
    const { fetchMock, state } = sessionServer();
    const pending = apiRequest('/v3/private');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The start-up check renewed the session meanwhile (its PUT recorded the refresh), then set the user.
    await delay(2);
    window.localStorage.setItem(TOKEN_REFRESHED_AT_KEY, String(Date.now()));
    state.rotated = true;
    useUserStore.getState().setUserInfo(currentUser());

    await expect(pending).resolves.toEqual({ item: 'ok' });
    expect(callsTo(fetchMock, 'PUT', '/api/token')).toBe(0);
  });
});
