import { screen } from '@testing-library/react';
import { isSpaPath } from '@wedding/contract/web-routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { browserNavigation } from '../src/features/auth/lib/browser-navigation.ts';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { customerProfile } from './account/profile.ts';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { currentUser } from './session/current-user.ts';

// One concrete URL for each route of spec §2, plus the bridge fallbacks, with the page title each shows.
const SPEC_PATHS: readonly [string, string][] = [
  ['/search?productId=11111111-1111-4111-8111-111111111111', '검색'],
  ['/weddinghall/search-filter?hidetop=true', '웨딩홀 검색'],
  ['/weddinghall/home', '웨딩홀 홈'],
  ['/weddinghall/slot', '잔여일정'],
  ['/weddinghall/event', '이벤트'],
  ['/weddinghall/11111111-1111-4111-8111-111111111111?tabId=2', '웨딩홀 상세'],
  ['/weddinghall/11111111-1111-4111-8111-111111111111/slot?id=42', '잔여일정 상세'],
  ['/weddinghall/7/detail/22222222-2222-4222-8222-222222222222?partnerId=3', '홀 상세'],
  ['/weddinghall/7/detail-preview/5', '홀 상세 미리보기'],
  ['/booking/real-time/11111111-1111-4111-8111-111111111111/3/visit-date', '방문 예약'],
  ['/partner/33333333-3333-4333-8333-333333333333', '파트너 상세'],
  ['/partner/33333333-3333-4333-8333-333333333333/write-review-blog', '블로그 후기 등록'],
  ['/partner/33333333-3333-4333-8333-333333333333/blind-reviews?hidetop=true', '블라인드 처리된 후기'],
  ['/my-interest/like', '찜 목록'],
  ['/my-interest/like/slot?tab=slot', '찜 목록'],
  ['/mypage', '마이페이지'],
  ['/sign-additional/2?type=Home_Dday_Complete', '추가 정보 입력'],
  ['/community/review/edit?reviewUuid=abc', '후기 작성'],
  ['/sign-in/social', '로그인'],
  ['/sign-in/email', '이메일 로그인'],
  ['/sign-up/1', '회원가입'],
  ['/sign-up/2', '회원가입'],
  ['/find-id', '아이디 찾기'],
  // Without a find-id result the completion page sends the user back to /find-id.
  ['/find-id/complete', '아이디 찾기'],
  ['/find-pw', '비밀번호 찾기'],
  // Opened directly (no reset just happened), it must not claim a change: back to /find-pw (issue 9).
  ['/find-pw/complete', '비밀번호 찾기'],
  ['/social/redirect', '소셜 로그인'],
  ['/social/kakao', '카카오 로그인'],
  ['/social/naver', '네이버 로그인'],
  ['/social/apple', 'Apple 로그인'],
  ['/notifications', '알림'],
  ['/inquiry', '문의하기'],
];

beforeEach(() => {
  // /social/{provider} leaves the app for the API's start URL; jsdom cannot follow a document navigation.
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  mockFetch({ '/v3/book/popular-wedding-halls': () => json({ item: [] }) });
});

describe('route table (spec §2)', () => {
  it.each(SPEC_PATHS)('%s resolves to its page, not the not-found page', async (path, title) => {
    // /sign-additional/2 sends a guest to sign-in (test/account covers that); signed in, it shows its page.
    if (path.startsWith('/sign-additional/')) {
      mockFetch({
        '/api/user': () => json({ item: currentUser() }),
        '/v3/20240404/customer': () => json({ item: customerProfile() }),
      });
    }
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('페이지를 찾을 수 없어요')).not.toBeInTheDocument();
  });

  it.each(SPEC_PATHS)('%s is served index.html by the API on a reload or deep link', (path) => {
    expect(isSpaPath(new URL(path, 'http://x').pathname)).toBe(true);
  });

  it('serves every page of the route table, not only the spec pages, as a page on a reload or deep link', () => {
    const paths = routes[0]!.children!.flatMap((r) => (r.path && r.path !== '*' ? [r.path] : []));
    expect(paths.length).toBeGreaterThan(30);
    const concrete = (path: string) => path.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');
    expect(paths.filter((path) => !isSpaPath(concrete(path)))).toEqual([]);
  });

  it('later-issue pages say honestly that they are being prepared and link home', async () => {
    renderRoute('/inquiry');
    expect(await screen.findByText('준비 중')).toBeInTheDocument();
    expect(screen.getByText(/준비하고 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/weddinghall/home');
  });

  it('stack pages have a back button; the hall sections have the main header', async () => {
    renderRoute('/partner/33333333-3333-4333-8333-333333333333');
    expect(await screen.findByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });

  it("'/' redirects to the hall home, keeping the query", async () => {
    const { router } = renderRoute('/?toast=%ED%99%98%EC%98%81%ED%95%B4%EC%9A%94');
    expect(await screen.findByRole('heading', { level: 1, name: '웨딩홀 홈' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/weddinghall/home');
    expect(await screen.findByText('환영해요')).toBeInTheDocument();
  });

  it.each(['not-a-uuid', '%E2%9C%93', '00000000-0000-0000-0000-000000000000'])(
    'the hall page does not break for any uuid (%s)',
    async (uuid) => {
      renderRoute(`/weddinghall/${uuid}`);
      expect(await screen.findByRole('heading', { level: 1, name: '웨딩홀 상세' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    },
  );

  it('an unknown path shows the Korean not-found page', async () => {
    renderRoute('/weddinghall/x/y/z/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeInTheDocument();
  });
});

describe('user bootstrap', () => {
  it('the app boots as a guest when GET /api/user fails', async () => {
    mockFetch({ '/api/user': () => apiError(503, 'SERVICE_UNAVAILABLE', '잠시 후 다시 시도해주세요.') });
    renderRoute('/mypage');
    await screen.findByRole('heading', { level: 1, name: '마이페이지' });
    await expect.poll(() => useUserStore.getState().userType).toBe('GUEST_USER');
  });

  it('a signed-in answer from GET /api/user makes the user COMPLETE_AUTH_USER with the D-day in the header', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser({ weddingDate: '2099-01-01' }) }),
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
    });
    renderRoute('/weddinghall/home');
    await expect.poll(() => useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    expect(await screen.findByText(/^D-\d+$/)).toBeInTheDocument();
  });

  it('item: null from GET /api/user means guest', async () => {
    mockFetch({ '/api/user': () => json({ item: null }) });
    renderRoute('/mypage');
    await expect.poll(() => useUserStore.getState().userType).toBe('GUEST_USER');
    expect(useUserStore.getState().error).toBeNull();
  });
});
