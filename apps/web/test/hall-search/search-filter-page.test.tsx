import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, withoutApiKey } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { callsTo, hallCalls, searchItem } from './fixtures.ts';

const PATH = '/weddinghall/search-filter?hidetop=true';

/** /v3/book/halls answers `total` and a page of `total` items at most, counting every call. */
function mockHalls(total: (params: URLSearchParams) => number) {
  return mockFetch({
    '/v3/book/halls': (url) => {
      const all = total(withoutApiKey(url.searchParams));
      const start = Number(url.searchParams.get('fetchStart') ?? 0);
      const size = Number(url.searchParams.get('fetchSize') ?? 20);
      const n = Math.max(0, Math.min(size, all - start));
      return json({ item: Array.from({ length: n }, (_, i) => searchItem(start + i + 1)), total: all });
    },
  });
}

const pressed = (name: string | RegExp) => screen.getByRole('button', { name, pressed: true });

describe('/weddinghall/search-filter: filters', () => {
  it('shows the keyword box, every chip group with Korean labels and the three range sliders', async () => {
    mockHalls(() => 42);
    renderRoute(PATH);
    // The first render of the file also compiles the lazily loaded page.
    expect(
      await screen.findByRole('heading', { level: 1, name: '웨딩홀 검색' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // hidetop is the native app's flag (decision 0007): the web keeps its header and the way back.
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('웨딩홀 이름, 지역, 지하철역')).toBeInTheDocument();
    const groups = [
      '지역',
      '홀 스타일',
      '식사 종류',
      '예식 형태',
      '교통',
      '예식 요일',
      '예식 시간',
      '예약 방식',
      '특징',
    ];
    for (const name of groups) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '지역' })).getAllByRole('button')).toHaveLength(17);
    expect(screen.getByRole('button', { name: '한상차림+세미뷔페', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '20:00 ~', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '즉시 잔여일정 확보', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '강아지 화동', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '보증인원 최대' })).toHaveAttribute('aria-valuetext', '350명 이상');
    expect(screen.getByRole('slider', { name: '대관료 최소' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '식대 (1인) 최소' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '웨딩홀 42개 보기' })).toBeInTheDocument();
  });

  it('counts with the chosen filters; a new region clears the sub-region', async () => {
    const fetchMock = mockHalls((p) => (p.get('subRegion') ? 3 : p.get('region') ? 9 : 42));
    renderRoute(PATH);
    await screen.findByRole('button', { name: '웨딩홀 42개 보기' });

    await userEvent.click(screen.getByRole('button', { name: '서울' }));
    const sub = screen.getByRole('group', { name: '서울 세부 지역' });
    expect(within(sub).getByRole('button', { name: '서울 전체' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(sub).getAllByRole('button')).toHaveLength(13);
    await userEvent.click(within(sub).getByRole('button', { name: '강남구' }));
    await userEvent.click(screen.getByRole('button', { name: '채플' }));
    await userEvent.click(screen.getByRole('button', { name: '20:00 ~' }));

    expect(await screen.findByRole('button', { name: '웨딩홀 3개 보기' })).toBeInTheDocument();
    const last = hallCalls(fetchMock).at(-1);
    expect(last?.get('region')).toBe('서울');
    expect(last?.get('subRegion')).toBe('강남구');
    expect(last?.getAll('styles')).toEqual(['CHAPEL']);
    expect(last?.getAll('weddingTimes')).toEqual(['20:00']);
    expect(last?.get('fetchSize')).toBe('1');
    // End-stop bounds never travel.
    expect(last?.has('minGuarantee')).toBe(false);
    expect(last?.has('maxGuarantee')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '경기' }));
    expect(screen.queryByRole('group', { name: '서울 세부 지역' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '경기 세부 지역' })).getByRole('button', { name: '경기 전체' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '웨딩홀 9개 보기' })).toBeInTheDocument();
    const afterSwitch = hallCalls(fetchMock).at(-1);
    expect(afterSwitch?.get('region')).toBe('경기');
    expect(afterSwitch?.has('subRegion')).toBe(false);
  });

  it('a keyword typed but not submitted is counted and applied by the big button (issue 9)', async () => {
    const fetchMock = mockHalls((p) => (p.get('keyword') === '채플' ? 4 : 42));
    const { router } = renderRoute(PATH);
    await screen.findByRole('button', { name: '웨딩홀 42개 보기' });

    await userEvent.type(screen.getByLabelText('웨딩홀 검색어'), '채플');
    // Not submitted: the number on the button already counts the keyword…
    const button = await screen.findByRole('button', { name: '웨딩홀 4개 보기' });
    expect(hallCalls(fetchMock).at(-1)?.get('keyword')).toBe('채플');
    // …and pressing it opens exactly those halls.
    await userEvent.click(button);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('view')).toBe('result'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('채플');
  });

  it('keeps the previous number on the button while recounting', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      '/v3/book/halls': async (url) => {
        if (url.searchParams.get('styles')) await gate;
        return json({ item: [], total: url.searchParams.get('styles') ? 2 : 42 });
      },
    });
    renderRoute(PATH);
    await screen.findByRole('button', { name: '웨딩홀 42개 보기' });
    await userEvent.click(screen.getByRole('button', { name: '호텔' }));
    // The recount is under way (debounced, then waiting on the server): the old number stays.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '웨딩홀 42개 보기' })).toHaveAttribute('aria-busy', 'true'),
    );
    release();
    expect(await screen.findByRole('button', { name: '웨딩홀 2개 보기' })).toBeInTheDocument();
  });

  it('초기화 clears every chip, range and region', async () => {
    const fetchMock = mockHalls((p) => (p.size > 2 ? 1 : 42));
    const { router } = renderRoute(
      `${PATH}&region=서울&subRegion=강남구&styles=HOTEL&mealTypes=BUFFET&minGuarantee=100&maxRentalPrice=3000000`,
    );
    expect(await screen.findByRole('button', { name: '웨딩홀 1개 보기' })).toBeInTheDocument();
    expect(pressed('서울')).toBeInTheDocument();
    expect(pressed('강남구')).toBeInTheDocument();
    expect(pressed('호텔')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '보증인원 최소' })).toHaveValue('100');

    await userEvent.click(screen.getByRole('button', { name: '초기화' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(screen.getByRole('slider', { name: '보증인원 최소' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: '대관료 최대' })).toHaveValue('10000000');
    expect(await screen.findByRole('button', { name: '웨딩홀 42개 보기' })).toBeInTheDocument();
    const last = hallCalls(fetchMock).at(-1);
    expect([...(last?.keys() ?? [])].sort()).toEqual(['fetchSize', 'fetchStart']);
    // The URL follows (hidetop stays), so a reload shows the same, cleared page.
    await waitFor(() => expect(router.state.location.search).toBe('?hidetop=true'));
  });

  it('mirrors the filter into the URL once the taps settle', async () => {
    mockHalls(() => 5);
    const { router } = renderRoute(PATH);
    await screen.findByRole('button', { name: '웨딩홀 5개 보기' });
    await userEvent.click(screen.getByRole('button', { name: '부산' }));
    await userEvent.click(screen.getByRole('button', { name: '토요일' }));
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('region')).toBe('부산');
      expect(params.get('dayOfWeeks')).toBe('SATURDAY');
      expect(params.get('hidetop')).toBe('true');
    });
  });
});

describe('/weddinghall/search-filter: results', () => {
  it('apply shows the matching halls with price, badges and ad label; the URL keeps the filter', async () => {
    const items = [
      searchItem(1, {
        partnerName: '더채플앳청담',
        minPrice: 3_500_000,
        consultingSlotsDisplayed: true,
        consultingUsed: true,
      }),
      searchItem(2, {
        partnerName: '라비돌',
        isAdvertise: true,
        totalAmount: 12_000_000,
        contractUsed: true,
        isLiked: true,
      }),
    ];
    const fetchMock = mockFetch({ '/v3/book/halls': () => json({ item: items, total: 2 }) });
    const { router } = renderRoute(`${PATH}&region=서울`);
    await userEvent.click(await screen.findByRole('button', { name: '웨딩홀 2개 보기' }));

    const list = await screen.findByTestId('hall-results');
    const cards = within(list).getAllByTestId('hall-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('hall-results-total')).toHaveTextContent('2');
    expect(cards[0]).toHaveTextContent('3,500,000원~');
    expect(cards[0]).toHaveTextContent('즉시 방문예약');
    expect(within(cards[0] as HTMLElement).queryByText('광고')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('12,000,000원~');
    expect(cards[1]).toHaveTextContent('즉시 잔여일정 확보');
    expect(within(cards[1] as HTMLElement).getByText('광고')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('href', `/weddinghall/${items[0]?.partnerUuid}`);
    expect(screen.getByRole('button', { name: '라비돌 찜하기' })).toHaveAttribute('aria-pressed', 'true');

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('view')).toBe('result');
    expect(params.get('region')).toBe('서울');
    const pageCall = hallCalls(fetchMock).find((p) => p.get('fetchSize') === '20');
    expect(pageCall?.get('fetchStart')).toBe('0');
    expect(pageCall?.get('region')).toBe('서울');

    // 필터 수정 goes back to the same filters.
    await userEvent.click(screen.getByRole('button', { name: /필터 수정/ }));
    expect(await screen.findByRole('button', { name: '서울', pressed: true })).toBeInTheDocument();
  });

  it('pages by fetchStart, 20 at a time, and stops at the total', async () => {
    const fetchMock = mockHalls(() => 45);
    renderRoute(`${PATH}&view=result`);
    const list = await screen.findByTestId('hall-results');
    expect(within(list).getAllByTestId('hall-card')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByTestId('hall-card')).toHaveLength(40));
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(list).getAllByTestId('hall-card')).toHaveLength(45));
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    const starts = hallCalls(fetchMock)
      .filter((p) => p.get('fetchSize') === '20')
      .map((p) => p.get('fetchStart'));
    expect(starts).toEqual(['0', '20', '40']);
  });

  it('no match: an empty state whose reset shows every hall again', async () => {
    const fetchMock = mockHalls((p) => (p.get('styles') ? 0 : 3));
    renderRoute(`${PATH}&view=result&styles=HANOK`);
    expect(await screen.findByText('조건에 맞는 웨딩홀이 없어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '조건 초기화' }));
    const list = await screen.findByTestId('hall-results');
    expect(within(list).getAllByTestId('hall-card')).toHaveLength(3);
    expect(hallCalls(fetchMock).at(-1)?.has('styles')).toBe(false);
  });

  it('a failed list says so and retries', async () => {
    let fail = true;
    mockFetch({
      '/v3/book/halls': () =>
        fail
          ? json({ status: 500, code: 'INTERNAL', message: '일시적인 오류가 발생했습니다.' }, 500)
          : json({ item: [searchItem(1)], total: 1 }),
    });
    renderRoute(`${PATH}&view=result`);
    expect(await screen.findByRole('alert')).toHaveTextContent('웨딩홀을 불러오지 못했어요');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('hall-results')).toBeInTheDocument();
  });

  it('a stale or hand-edited URL opens with what is valid in it', async () => {
    const fetchMock = mockHalls(() => 4);
    renderRoute(`${PATH}&region=서울&subRegion=수원&styles=HOTEL,BOGUS&minGuarantee=abc`);
    expect(await screen.findByRole('button', { name: '웨딩홀 4개 보기' })).toBeInTheDocument();
    const last = hallCalls(fetchMock).at(-1);
    expect(last?.get('region')).toBe('서울');
    expect(last?.has('subRegion')).toBe(false);
    expect(last?.getAll('styles')).toEqual(['HOTEL']);
    expect(callsTo(fetchMock, '/v3/book/halls').length).toBeGreaterThan(0);
  });
});
