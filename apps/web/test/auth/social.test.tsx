import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../src/features/auth/lib/browser-navigation.ts';
import { readSignUpDraft } from '../../src/features/auth/lib/sign-up-draft.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, USER } from './auth-fixtures.ts';

afterEach(() => sessionStorage.clear());

const PROVIDERS = {
  item: [
    { provider: 'kakao', enabled: true },
    { provider: 'naver', enabled: false },
    { provider: 'apple', enabled: false },
  ],
};

describe('/sign-in/social', () => {
  it('an enabled provider goes to /social/{provider} with returnTo; a disabled one explains with a toast', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockFetch({ '/api/social/providers': () => json(PROVIDERS) });
    const { router } = renderRoute('/sign-in/social?returnTo=%2Fmy-interest%2Flike');
    const user = userEvent.setup();

    const naver = await screen.findByRole('button', { name: '네이버로 시작하기' });
    await expect.poll(() => naver.getAttribute('aria-disabled')).toBe('true');
    // Issue 9: the greyed button says why before anyone taps it, on screen and to screen readers.
    const reason = '네이버·Apple 로그인은 아직 준비 중이에요. 다른 방법으로 로그인해주세요.';
    expect(screen.getByText(reason)).toBeVisible();
    expect(naver).toHaveAccessibleDescription(reason);
    expect(naver).toHaveTextContent('준비 중');
    await user.click(naver);
    expect(await screen.findByText(ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in/social');

    expect(screen.getByRole('button', { name: '카카오로 시작하기' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: '카카오로 시작하기' }));
    await expect.poll(() => router.state.location.pathname).toBe('/social/kakao');
    expect(router.state.location.search).toBe('?returnTo=%2Fmy-interest%2Flike');
    // The start page hands over to the API, which redirects to the provider.
    await expect
      .poll(() => assign.mock.calls[0]?.[0])
      .toBe(`/api/social/kakao/start?returnTo=${encodeURIComponent('/my-interest/like')}`);
  });

  it('a tap while the list of providers is still coming goes on (no dead button); a tap before the scripts ran is a plain GET', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    // The provider list never answers: the page must not wait for it to act on a tap.
    mockFetch({ '/api/social/providers': () => new Promise<Response>(() => {}) });
    const { router } = renderRoute('/sign-in/social?returnTo=%2Fmypage');
    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    // Server-rendered, the button submits its own form: GET /social/kakao?returnTo=/mypage without JavaScript.
    const form = kakao.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/social/kakao');
    expect(new FormData(form as HTMLFormElement).get('returnTo')).toBe('/mypage');
    expect(kakao).toHaveAttribute('type', 'submit');

    await userEvent.setup().click(kakao);
    await expect.poll(() => router.state.location.pathname).toBe('/social/kakao');
    expect(router.state.location.search).toBe('?returnTo=%2Fmypage');
  });

  // Issue 25: with no provider configured, the page led with three buttons that could not be used.
  it('with no provider configured, leads with email login and says briefly why the social buttons are off', async () => {
    mockFetch({
      '/api/social/providers': () =>
        json({ item: PROVIDERS.item.map(({ provider }) => ({ provider, enabled: false })) }),
    });
    renderRoute('/sign-in/social');
    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    await expect.poll(() => kakao.getAttribute('aria-disabled')).toBe('true');
    const email = screen.getByRole('link', { name: '이메일로 로그인' });
    expect(email).toHaveClass('btn--primary');
    // Email comes before every social button in the page's order.
    expect(email.compareDocumentPosition(kakao) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const reason = '소셜 로그인은 아직 준비 중이에요. 이메일로 로그인해주세요.';
    expect(screen.getByText(reason)).toBeVisible();
    expect(kakao).toHaveAccessibleDescription(reason);
  });

  it('with a provider on, social stays first and email second', async () => {
    mockFetch({ '/api/social/providers': () => json(PROVIDERS) });
    renderRoute('/sign-in/social');
    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    await screen.findByText('네이버·Apple 로그인은 아직 준비 중이에요. 다른 방법으로 로그인해주세요.');
    const email = screen.getByRole('link', { name: '이메일로 로그인' });
    expect(email).toHaveClass('btn--secondary');
    expect(kakao.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links to email login, sign-up, find-id and find-pw', async () => {
    mockFetch({ '/api/social/providers': () => json(PROVIDERS) });
    renderRoute('/sign-in/social?returnTo=%2Fmypage');
    expect(await screen.findByRole('link', { name: '이메일로 로그인' })).toHaveAttribute(
      'href',
      '/sign-in/email?returnTo=%2Fmypage',
    );
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/sign-up/1?returnTo=%2Fmypage');
    expect(screen.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('href', '/find-id');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/find-pw');
  });

  it('the start page never forwards an external returnTo', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockFetch();
    renderRoute('/social/naver?returnTo=https%3A%2F%2Fevil.example');
    expect(await screen.findByRole('heading', { level: 1, name: '네이버 로그인' })).toBeInTheDocument();
    // The page leaves in an effect after it first paints: wait for it rather than race it (it flaked under load).
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/api/social/naver/start?returnTo=${encodeURIComponent('/weddinghall/home')}`,
      ),
    );
  });
});

describe('/social/redirect', () => {
  it('LOGGED_IN: posts code and state once, enters with the user it answers and returns to returnTo', async () => {
    const fetchMock = mockFetch({
      '/api/social/callback': () => json({ item: { status: 'LOGGED_IN', returnTo: '/weddinghall/slot', user: USER } }),
      // What the guest-time preload of index.html would answer: reading it after the login must not win.
      '/api/user': () => json({ item: null }),
    });
    const { router } = renderRoute('/social/redirect?code=abc&state=xyz');
    await expect.poll(() => router.state.location.pathname).toBe('/weddinghall/slot');
    expect(router.state.historyAction).toBe('REPLACE');
    const calls = callsTo(fetchMock, '/api/social/callback');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: 'abc', state: 'xyz' });
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    expect(useUserStore.getState().userInfo?.customerUuid).toBe(USER.customerUuid);
  });

  it('JOIN: keeps the join token, provider, email, name and returnTo for sign-up and opens the terms', async () => {
    mockFetch({
      '/api/social/callback': () =>
        json({
          item: {
            status: 'JOIN',
            provider: 'naver',
            joinToken: 'join-token-abc',
            email: 'naver.user@example.com',
            name: '박지호',
            returnTo: '/mypage',
          },
        }),
    });
    const { router } = renderRoute('/social/redirect?code=abc&state=xyz');
    await expect.poll(() => router.state.location.pathname).toBe('/sign-up/1');
    expect(await screen.findByText('네이버 계정으로 가입을 이어갑니다.')).toBeInTheDocument();
    expect(readSignUpDraft()).toEqual({
      terms: [],
      returnTo: '/mypage',
      join: { joinToken: 'join-token-abc', provider: 'naver', email: 'naver.user@example.com', name: '박지호' },
    });
    expect(useUserStore.getState().userType).not.toBe('COMPLETE_AUTH_USER');
  });

  it('a provider error shows a Korean error with the way back to sign-in, without calling the API', async () => {
    const fetchMock = mockFetch();
    renderRoute('/social/redirect?error=access_denied&state=xyz');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED);
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/sign-in/social');
    expect(callsTo(fetchMock, '/api/social/callback')).toHaveLength(0);
  });

  it('a provider this deployment has not switched on gets its own message, not the generic failure', async () => {
    const fetchMock = mockFetch();
    renderRoute('/social/redirect?error=SOCIAL_PROVIDER_DISABLED');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.SOCIAL_PROVIDER_DISABLED);
    expect(screen.queryByText(ACCOUNT_MESSAGES.SOCIAL_LOGIN_FAILED)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/social/callback')).toHaveLength(0);
  });

  it("a refused callback shows the server's message", async () => {
    const message = '로그인 요청이 만료되었습니다. 다시 시도해주세요.';
    mockFetch({ '/api/social/callback': () => apiError(400, 'SOCIAL_STATE_INVALID', message) });
    renderRoute('/social/redirect?code=abc&state=stale');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
