import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerProfile } from '@wedding/contract/account';
import { LOGIN_REQUIRED_CONFIRM } from '@wedding/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { customerProfile } from './profile.ts';

const CONTRACT_FAILED = '계약 상태를 저장하지 못했어요. 잠시 후 다시 시도해주세요.';

type Options = {
  profile?: CustomerProfile;
  contract?: (body: Record<string, boolean>) => Promise<Response>;
  /** Reads after the first never answer: whatever the screen shows then is the client's own doing. */
  holdRereads?: boolean;
};

/** A server holding one profile; a successful contract save changes what later reads return. */
function signedIn({ profile: initial = customerProfile(), contract, holdRereads = false }: Options = {}) {
  let profile = initial;
  let reads = 0;
  const contractBodies: unknown[] = [];
  const fetchMock = mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    '/v3/20240404/customer': () => {
      reads += 1;
      return holdRereads && reads > 1 ? new Promise<Response>(() => {}) : json({ item: profile });
    },
    '/v3/20240404/customer/contract': async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, boolean>;
      contractBodies.push(body);
      const response = contract ? await contract(body) : json({ item: null });
      if (response.ok) profile = { ...profile, ...body };
      return response;
    },
    '/api/token': (_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : apiError(405, 'METHOD_NOT_ALLOWED', '-'),
    '/v3/book/popular-wedding-halls': () => json({ item: [] }),
  });
  return { fetchMock, contractBodies };
}

const hallSwitch = () => screen.getByRole('switch', { name: '웨딩홀 계약 완료' });
const sdmSwitch = () => screen.getByRole('switch', { name: '스드메 계약 완료' });

describe('/mypage', () => {
  it('shows the profile with the phone masked, the D-day and the link to edit the additional info', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    signedIn({
      profile: customerProfile({ nick: '민지', region: '서울', weddingDate: '2026-12-01', socialProviders: ['kakao'] }),
    });
    renderRoute('/mypage');

    expect(await screen.findByText('민지')).toBeInTheDocument();
    expect(screen.getByText('김민지님')).toBeInTheDocument();
    expect(screen.getByText('010-****-5678')).toBeInTheDocument();
    expect(screen.queryByText('010-1234-5678')).not.toBeInTheDocument();
    expect(screen.getByText('minji.kim@example.com')).toBeInTheDocument();
    expect(screen.getByText('카카오 계정 · 이메일')).toBeInTheDocument();
    expect(screen.getByText('서울')).toBeInTheDocument();
    expect(screen.getByText('2026년 12월 1일 화요일 (D-10)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '추가 정보 수정' })).toHaveAttribute(
      'href',
      '/sign-additional/2?type=Home_Dday_Complete&returnTo=%2Fmypage',
    );
  });

  it('a contract switch flips at once, then saves both flags', async () => {
    let answer!: (response: Response) => void;
    const { contractBodies } = signedIn({
      profile: customerProfile({ hasSdmContract: true }),
      contract: () => new Promise((resolve) => (answer = resolve)),
    });
    renderRoute('/mypage');
    expect(await screen.findByRole('switch', { name: '웨딩홀 계약 완료' })).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(hallSwitch());
    // Flipped before the server has answered.
    expect(hallSwitch()).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(contractBodies).toEqual([{ hasWeddingHallContract: true, hasSdmContract: true }]));
    answer(json({ item: null }));

    await waitFor(() => expect(hallSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(sdmSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(CONTRACT_FAILED)).not.toBeInTheDocument();
  });

  it('a failed save flips the switch back and says so', async () => {
    const { contractBodies } = signedIn({
      holdRereads: true,
      contract: async () => apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.'),
    });
    renderRoute('/mypage');
    await userEvent.click(await screen.findByRole('switch', { name: '스드메 계약 완료' }));

    expect(await screen.findByText(CONTRACT_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(sdmSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(hallSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(contractBodies).toEqual([{ hasWeddingHallContract: false, hasSdmContract: true }]);
  });

  it('로그아웃 ends the session, forgets the user and goes home with a toast', async () => {
    const { fetchMock } = signedIn();
    const { router } = renderRoute('/mypage');
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/weddinghall/home'));
    expect(
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/token' && init?.method === 'DELETE'),
    ).toHaveLength(1);
    expect(useUserStore.getState()).toMatchObject({ userType: 'GUEST_USER', userInfo: null });
    expect(await screen.findByText('로그아웃되었습니다.')).toBeInTheDocument();
    // Issue 9: the members-only page must not ask "로그인하시겠어요?" on its way out.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(LOGIN_REQUIRED_CONFIRM)).not.toBeInTheDocument();
  });

  it('if the logout call fails the user stays signed in and is told', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/20240404/customer': () => json({ item: customerProfile() }),
      '/api/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderRoute('/mypage');
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('로그아웃하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mypage');
    expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
  });

  it('a guest gets the login-needed confirm; OK goes to sign-in returning to /mypage', async () => {
    const fetchMock = mockFetch();
    const { router } = renderRoute('/mypage');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(LOGIN_REQUIRED_CONFIRM);
    // Issue 9: one prompt at a time: the page's own sign-in invitation waits behind the confirm.
    expect(screen.queryByRole('link', { name: '로그인하기' })).not.toBeInTheDocument();
    // A guest's page asks the server nothing about an account.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user']);

    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/social'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/mypage');
  });

  it('a guest who cancels the confirm still has a way to sign in on the page', async () => {
    mockFetch();
    renderRoute('/mypage');
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      '/sign-in/social?returnTo=%2Fmypage',
    );
  });
});
