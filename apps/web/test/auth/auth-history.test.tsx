import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { LOGIN_TOKEN, USER } from './auth-fixtures.ts';

// Issue 25, item 1 "Back button and history": a finished sign-in leaves the history, and a signed-in
// customer is not shown the auth pages.

function mockLogin(user = USER) {
  return mockFetch({
    '/v3/20240404/customer/login': () => json({ item: { loginToken: LOGIN_TOKEN } }),
    '/api/token': () => json({ item: user }),
  });
}

async function logInByEmail() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: '이메일로 로그인' }));
  await user.type(await screen.findByLabelText('이메일'), 'minji@example.com');
  await user.type(screen.getByLabelText('비밀번호'), 'Wedding!2026');
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('the sign-in detour in history', () => {
  it('after page → sign-in → email sign-in → success, back goes to the page before, not a sign-in form', async () => {
    mockLogin();
    const { router } = renderRoute(['/weddinghall/event', '/inquiry']);
    await screen.findByRole('heading', { name: '문의하기', level: 1 });
    act(() => router.push('/sign-in/social?returnTo=%2Finquiry'));
    await logInByEmail();

    await expect.poll(() => router.state.location.pathname).toBe('/inquiry');
    // The page the detour started from is where the couple is, on its own entry: the auth entries are gone.
    expect(router.index).toBe(1);
    act(() => router.back());
    expect(router.state.location.pathname).toBe('/weddinghall/event');
  });

  it('a target other than the page left replaces its entry (an incomplete profile goes to additional info)', async () => {
    mockLogin({ ...USER, nick: null, profileComplete: false });
    const { router } = renderRoute(['/weddinghall/event', '/inquiry']);
    await screen.findByRole('heading', { name: '문의하기', level: 1 });
    act(() => router.push('/sign-in/social?returnTo=%2Finquiry'));
    await logInByEmail();

    await expect.poll(() => router.state.location.pathname).toBe('/sign-additional/2');
    expect(router.index).toBe(1);
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/inquiry');
  });
});

describe('a signed-in customer on an auth page', () => {
  function signedIn() {
    useUserStore.getState().setUserInfo(USER);
    mockFetch({ '/api/user': () => json({ item: USER }) });
  }

  it.each([
    ['/sign-in/social?returnTo=%2Fnotifications', '/notifications'],
    ['/sign-in/email?returnUrl=%2Fnotifications', '/notifications'],
    ['/sign-up/1?returnTo=https%3A%2F%2Fevil.example', '/mypage'],
    ['/sign-up/2', '/mypage'],
    ['/find-id', '/mypage'],
    ['/find-pw', '/mypage'],
  ])('%s is sent on to %s, replacing the entry', async (path, destination) => {
    signedIn();
    const { router } = renderRoute(['/inquiry', path]);
    await expect.poll(() => router.state.location.pathname).toBe(destination);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.index).toBe(1);
  });

  it('known before the page draws (a move inside the app), the form never shows', async () => {
    signedIn();
    const { router } = renderRoute('/notifications');
    await screen.findByRole('heading', { name: '알림', level: 1 });
    act(() => router.push('/sign-in/email'));
    await expect.poll(() => router.state.location.pathname).toBe('/mypage');
    expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
  });
});
