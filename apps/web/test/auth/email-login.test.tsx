import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, LOGIN_TOKEN, USER } from './auth-fixtures.ts';

function mockLogin(user = USER) {
  return mockFetch({
    '/v3/20240404/customer/login': () => json({ item: { loginToken: LOGIN_TOKEN } }),
    '/api/token': () => json({ item: user }),
  });
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/sign-in/email', () => {
  it('sends the password base64, exchanges the login token, fills the user store and returns to returnTo', async () => {
    const fetchMock = mockLogin();
    const { router } = renderRoute('/sign-in/email?returnTo=%2Fweddinghall%2Fslot%3Fsort%3DFINAL_PRICE_ASC');

    await logIn('minji@example.com', 'Wedding!2026');

    await expect.poll(() => router.state.location.pathname).toBe('/weddinghall/slot');
    expect(router.state.location.search).toBe('?sort=FINAL_PRICE_ASC');
    // replace: back from the destination must not land on the login form again.
    expect(router.state.historyAction).toBe('REPLACE');
    const [login] = callsTo(fetchMock, '/v3/20240404/customer/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ loginId: 'minji@example.com', pwd: btoa('Wedding!2026') });
    expect(login?.url.search).toBe('');
    expect(callsTo(fetchMock, '/api/token')[0]?.body).toEqual({ loginToken: LOGIN_TOKEN });
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    expect(useUserStore.getState().userInfo?.customerUuid).toBe(USER.customerUuid);
  });

  it.each(['https://evil.example/phish', '//evil.example', '/sign-in/social'])(
    'refuses returnTo=%s and goes home instead',
    async (returnTo) => {
      mockLogin();
      const { router } = renderRoute(`/sign-in/email?returnTo=${encodeURIComponent(returnTo)}`);
      await logIn('minji@example.com', 'Wedding!2026');
      await expect.poll(() => router.state.location.pathname).toBe('/weddinghall/home');
    },
  );

  it('sends an incomplete profile to the additional-info page, carrying returnTo on', async () => {
    mockLogin({ ...USER, nick: null, profileComplete: false });
    const { router } = renderRoute('/sign-in/email?returnTo=%2Fmypage');
    await logIn('minji@example.com', 'Wedding!2026');
    await expect.poll(() => router.state.location.pathname).toBe('/sign-additional/2');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('type')).toBe('Home_Dday_Complete');
    expect(query.get('returnTo')).toBe('/mypage');
  });

  it("shows the server's Korean message on failure and keeps what was typed", async () => {
    const fetchMock = mockFetch({
      '/v3/20240404/customer/login': () => apiError(401, 'LOGIN_FAILED', ACCOUNT_MESSAGES.LOGIN_FAILED),
    });
    const { router } = renderRoute('/sign-in/email');
    await logIn('minji@example.com', 'wrong-pass1!');

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.LOGIN_FAILED);
    expect(screen.getByLabelText('이메일')).toHaveValue('minji@example.com');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('wrong-pass1!');
    expect(router.state.location.pathname).toBe('/sign-in/email');
    expect(callsTo(fetchMock, '/api/token')).toHaveLength(0);
    expect(useUserStore.getState().userType).not.toBe('COMPLETE_AUTH_USER');
  });

  it('keeps 로그인 disabled until a valid email and a password are typed, and flags a bad email', async () => {
    mockFetch();
    renderRoute('/sign-in/email');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '로그인' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('이메일'), 'minji@');
    await user.type(screen.getByLabelText('비밀번호'), 'Wedding!2026');
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.EMAIL_INVALID);
    await user.type(screen.getByLabelText('이메일'), 'example.com');
    expect(button).toBeEnabled();
  });

  it('offers find-id, find-pw and sign-up, passing returnTo on to sign-up', async () => {
    mockFetch();
    renderRoute('/sign-in/email?returnTo=%2Fmypage');
    expect(await screen.findByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/find-id');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-pw');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/sign-up/1?returnTo=%2Fmypage');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('autocomplete', 'current-password');
  });
});
