import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../src/shared/stores/user-store.ts';
import { hall } from './helpers/halls.ts';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';

const HALLS = [
  hall({ partnerUuid: '11111111-1111-4111-8111-111111111111', partnerName: '더채플앳청담', region: '서울 강남구' }),
  hall({
    partnerUuid: '22222222-2222-4222-8222-222222222222',
    partnerName: '라비돌리조트',
    region: '경기 수원',
    isAdvertise: true,
    adName: '메인 광고',
    adCode: 'AD-1',
    isLiked: true,
  }),
];

// The home also shows discounted slots and events (test/slots/home-and-event.test.tsx); here they are empty.
const homeFetch = (handlers: Parameters<typeof mockFetch>[0]) =>
  mockFetch({
    '/v3/public/wedding/day/remaining-wedding-days': () => json({ item: [], total: 0 }),
    '/v3/book/events': () => json({ item: [] }),
    ...handlers,
  });

describe('/weddinghall/home', () => {
  it('renders popular halls from the API: name, region, ad label, proxied cover and a link per hall', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => json({ item: HALLS }) });
    renderRoute('/weddinghall/home');

    const list = await screen.findByTestId('popular-halls');
    const cards = within(list).getAllByTestId('hall-card');
    expect(cards).toHaveLength(2);

    const first = screen.getByRole('link', { name: /더채플앳청담/ });
    expect(first).toHaveAttribute('href', '/weddinghall/11111111-1111-4111-8111-111111111111');
    expect(first).toHaveTextContent('서울 강남구');
    expect(within(first).queryByText('광고')).not.toBeInTheDocument();

    const second = screen.getByRole('link', { name: /라비돌리조트/ });
    expect(second).toHaveTextContent('경기 수원');
    expect(within(second).getByText('광고')).toBeInTheDocument();

    const img = first.querySelector('img');
    expect(img).toHaveAttribute('src', `/v1/image?src=${encodeURIComponent('/media/generated/hall/1.jpg')}&w=600`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');

    expect(screen.getByRole('button', { name: '라비돌리조트 찜하기' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '더채플앳청담 찜하기' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('has the main header, the section links and a search entry', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => json({ item: [] }) });
    renderRoute('/weddinghall/home');
    const nav = await screen.findByRole('navigation', { name: '웨딩홀 메뉴' });
    expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '잔여일정' })).toHaveAttribute('href', '/weddinghall/slot');
    expect(within(nav).getByRole('link', { name: '이벤트' })).toHaveAttribute('href', '/weddinghall/event');
    expect(screen.getByText('미정')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /웨딩홀 찾기/ })).toHaveAttribute(
      'href',
      '/weddinghall/search-filter?hidetop=true',
    );
  });

  it('a guest pressing a heart gets the login alert and nothing else happens', async () => {
    const fetchMock = homeFetch({ '/v3/book/popular-wedding-halls': () => json({ item: HALLS }) });
    const { router } = renderRoute('/weddinghall/home');
    const heart = await screen.findByRole('button', { name: '더채플앳청담 찜하기' });
    // Once the session check says guest, a tap is answered at once (before that it would wait for the check).
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    await userEvent.click(heart);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('로그인 후 이용해주세요.');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.pathname).toBe('/weddinghall/home');
    // What matters is that nothing was written: no like call and no other write. Reads (the page's own queries,
    // a refetch of them) are not counted, so an extra one cannot fail this test.
    const calls = fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), method: init?.method ?? 'GET' }));
    expect(calls.filter(({ url }) => url.includes('/like'))).toEqual([]);
    expect(calls.filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it('shows an honest Korean error state with retry when the call fails, and recovers on retry', async () => {
    let fail = true;
    homeFetch({
      '/v3/book/popular-wedding-halls': () =>
        fail ? apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.') : json({ item: HALLS }),
    });
    renderRoute('/weddinghall/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('인기 웨딩홀을 불러오지 못했어요');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    expect(screen.queryByTestId('hall-card')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByTestId('hall-card')).toHaveLength(2);
  });

  // Reads are shaped by the server and typed by the contract (decision 0037); what the browser still refuses
  // is an answer that is not JSON at all, such as a proxy's page sent with 200.
  it('treats an answer that is not JSON as an error with the Korean message, not as a crash', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => new Response('<html>점검 중</html>', { status: 200 }) });
    renderRoute('/weddinghall/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('인기 웨딩홀을 불러오지 못했어요');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
  });

  it('shows an empty state when there are no popular halls', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => json({ item: [] }) });
    renderRoute('/weddinghall/home');
    expect(await screen.findByText('아직 소개할 인기 웨딩홀이 없어요')).toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => new Promise<Response>(() => {}) });
    renderRoute('/weddinghall/home');
    expect(await screen.findByText('인기 웨딩홀을 불러오는 중')).toBeInTheDocument();
  });

  it('following a hall card opens the hall page with the product header', async () => {
    homeFetch({ '/v3/book/popular-wedding-halls': () => json({ item: HALLS }) });
    const { router } = renderRoute('/weddinghall/home');
    const [card] = await screen.findAllByTestId('hall-card');
    await userEvent.click(card!);
    expect(await screen.findByRole('heading', { level: 1, name: '웨딩홀 상세' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/weddinghall/11111111-1111-4111-8111-111111111111');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });
});
