import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { callsTo, history, searchItem, suggestion } from './fixtures.ts';

const PATH = '/weddinghall/search-filter?hidetop=true';
const HISTORIES = '/v3/book/halls/histories';
const HALL_UUID = '00000000-0000-4000-8000-000000000077';

const HISTORY_LIST = [
  history({ id: 3, keyword: '강남역' }),
  history({ id: 2, partnerId: 77, partnerUuid: HALL_UUID, partnerName: '더채플앳청담' }),
];

/** A small stand-in for the API: histories are kept per test, so a delete really removes the entry. */
function mockSearch({ loggedIn }: { loggedIn: boolean }) {
  let histories = [...HISTORY_LIST];
  return mockFetch({
    '/api/user': () => json({ item: loggedIn ? currentUser() : null }),
    '/v3/book/halls': (url) => json({ item: [searchItem(1)], total: url.searchParams.get('keyword') ? 1 : 30 }),
    '/v3/book/halls/keyword': () =>
      json({
        item: suggestion({
          halls: [{ partnerId: 77, partnerUuid: HALL_UUID, partnerName: '더채플앳청담', region: '서울 강남구' }],
          regions: [{ region: '서울', subRegion: '강남구', label: '서울 강남구' }],
          stations: [{ stationName: '강남역', lineName: '2호선', hallCount: 3 }],
        }),
      }),
    [HISTORIES]: (_url, init) => {
      if (init?.method === 'POST') return json({ item: history({ id: 9, keyword: 'x' }) });
      if (init?.method !== 'DELETE') return json({ item: histories });
      histories = [];
      return new Response(null, { status: 204 });
    },
    [`${HISTORIES}/3`]: () => {
      histories = histories.filter((h) => h.id !== 3);
      return new Response(null, { status: 204 });
    },
  });
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('keyword box: recent searches', () => {
  it('a guest sees no recent searches and the histories API is never called', async () => {
    const fetchMock = mockSearch({ loggedIn: false });
    renderRoute(PATH);
    await screen.findByRole('button', { name: '웨딩홀 30개 보기' }, { timeout: 5000 });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    expect(screen.queryByRole('heading', { name: '최근 검색' })).not.toBeInTheDocument();

    // A guest's search still works; it is just not remembered.
    await userEvent.type(screen.getByRole('searchbox', { name: '웨딩홀 검색어' }), '채플{Enter}');
    expect(await screen.findByTestId('hall-results')).toBeInTheDocument();
    expect(callsTo(fetchMock, HISTORIES, 'GET')).toHaveLength(0);
    expect(callsTo(fetchMock, HISTORIES, 'POST')).toHaveLength(0);
  });

  it('a logged-in customer sees them; × deletes one, 전체 삭제 all', async () => {
    const fetchMock = mockSearch({ loggedIn: true });
    renderRoute(PATH);
    const section = (await screen.findByRole('heading', { name: '최근 검색' }, { timeout: 5000 })).closest('section');
    const recent = within(section as HTMLElement);
    expect(await recent.findByRole('button', { name: '강남역' })).toBeInTheDocument();
    expect(recent.getByRole('button', { name: '웨딩홀 더채플앳청담' })).toBeInTheDocument();

    await userEvent.click(recent.getByRole('button', { name: '강남역 삭제' }));
    await waitFor(() => expect(recent.queryByRole('button', { name: '강남역' })).not.toBeInTheDocument());
    expect(recent.getByRole('button', { name: '웨딩홀 더채플앳청담' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `${HISTORIES}/3`, 'DELETE')).toHaveLength(1));

    await userEvent.click(recent.getByRole('button', { name: '전체 삭제' }));
    expect(await recent.findByText('최근 검색 기록이 없어요.')).toBeInTheDocument();
    expect(callsTo(fetchMock, HISTORIES, 'DELETE')).toHaveLength(1);
  });

  it('a refused delete puts the entry back and says why', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/halls': () => json({ item: [], total: 0 }),
      [HISTORIES]: () => json({ item: HISTORY_LIST }),
      [`${HISTORIES}/3`]: () => apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.'),
    });
    renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '강남역 삭제' }, { timeout: 5000 }));
    expect(await screen.findByText('일시적인 오류가 발생했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '강남역' })).toBeInTheDocument();
  });

  it('tapping a recent keyword searches it again and records it', async () => {
    const fetchMock = mockSearch({ loggedIn: true });
    const { router } = renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '강남역' }, { timeout: 5000 }));
    expect(await screen.findByTestId('hall-results')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('강남역');
    await waitFor(() => expect(callsTo(fetchMock, HISTORIES, 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, HISTORIES, 'POST')[0])).toEqual({ keyword: '강남역' });
  });

  it('tapping a recent hall opens it', async () => {
    mockSearch({ loggedIn: true });
    const { router } = renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: '웨딩홀 더채플앳청담' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/weddinghall/${HALL_UUID}`));
  });
});

describe('keyword box: suggestions and submit', () => {
  async function typeKeyword(text: string) {
    const box = await screen.findByRole('searchbox', { name: '웨딩홀 검색어' }, { timeout: 5000 });
    await userEvent.type(box, text);
    return box;
  }

  it('asks for suggestions once typing pauses, not on every key', async () => {
    const fetchMock = mockSearch({ loggedIn: false });
    renderRoute(PATH);
    await typeKeyword('강남');
    expect(await screen.findByRole('heading', { name: '웨딩홀', level: 2 })).toBeInTheDocument();
    const asked = callsTo(fetchMock, '/v3/book/halls/keyword').map(([u]) =>
      new URL(String(u), 'http://x').searchParams.get('keyword'),
    );
    expect(asked).toEqual(['강남']);
  });

  it('a hall suggestion records {partnerId} and opens the hall', async () => {
    const fetchMock = mockSearch({ loggedIn: true });
    const { router } = renderRoute(PATH);
    await screen.findByRole('heading', { name: '최근 검색' }, { timeout: 5000 });
    await typeKeyword('채플');
    await userEvent.click(await screen.findByRole('button', { name: /더채플앳청담\s*서울 강남구/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/weddinghall/${HALL_UUID}`));
    await waitFor(() => expect(callsTo(fetchMock, HISTORIES, 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, HISTORIES, 'POST')[0])).toEqual({ partnerId: 77 });
  });

  it('a region suggestion sets the region and sub-region filter', async () => {
    mockSearch({ loggedIn: false });
    renderRoute(PATH);
    const box = await typeKeyword('강남');
    await userEvent.click(await screen.findByRole('button', { name: /서울 강남구\s*지역 필터/ }));
    expect(screen.getByRole('button', { name: '서울', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '강남구', pressed: true })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('a station suggestion searches the station as a keyword', async () => {
    mockSearch({ loggedIn: false });
    const { router } = renderRoute(PATH);
    await typeKeyword('강남');
    await userEvent.click(await screen.findByRole('button', { name: /강남역\s*2호선/ }));
    expect(await screen.findByTestId('hall-results')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('강남역');
  });

  it('submitting records {keyword} and shows the results; a blank submit keeps the text and says why', async () => {
    const fetchMock = mockSearch({ loggedIn: true });
    renderRoute(PATH);
    await screen.findByRole('heading', { name: '최근 검색' }, { timeout: 5000 });
    const box = await typeKeyword('   ');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByText('검색어를 입력해주세요.')).toBeInTheDocument();
    expect(box).toHaveValue('   ');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(box);
    await userEvent.type(box, ' 더채플 {Enter}');
    expect(await screen.findByTestId('hall-results')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, HISTORIES, 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, HISTORIES, 'POST')[0])).toEqual({ keyword: '더채플' });
    expect(screen.getByText(/'더채플'/)).toBeInTheDocument();
  });

  it('the box stops at 50 characters', async () => {
    mockSearch({ loggedIn: false });
    renderRoute(PATH);
    const box = await screen.findByRole('searchbox', { name: '웨딩홀 검색어' }, { timeout: 5000 });
    expect(box).toHaveAttribute('maxLength', '50');
  });
});
