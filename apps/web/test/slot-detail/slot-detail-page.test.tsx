import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../src/shared/stores/toast-store.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { HALL_UUID, OTHER_UUID, slotDetail } from './slot-detail-fixtures.ts';

const DETAIL_PATH = '/v3/public/wedding/day/42';
const PAGE = `/weddinghall/${HALL_UUID}/slot?id=42`;

const detailHandler = (overrides: Parameters<typeof slotDetail>[0] = {}) => ({
  [DETAIL_PATH]: () => json({ item: slotDetail(overrides) }),
});

const termValue = (term: string) => {
  const dt = screen.getAllByText(term, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent;
};

describe('slot detail page (spec §2, §3)', () => {
  it('shows the slot: names, region, Korean date with weekday, time, guarantee and formatted prices', async () => {
    mockFetch(detailHandler());
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: '더채플앳청담' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '잔여일정 상세' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '검색' })).toBeInTheDocument();
    expect(screen.getByText('그랜드볼룸')).toBeInTheDocument();
    expect(screen.getByText('서울 강남구')).toBeInTheDocument();
    expect(termValue('예식일')).toBe('2027년 3월 13일 토요일');
    expect(termValue('예식 시간')).toBe('오전 11시 (11:00)');
    expect(termValue('보증인원')).toBe('250명');

    expect(termValue('대관료')).toBe('5,000,000원');
    expect(termValue('꽃장식')).toBe('포함');
    expect(termValue('식대 (1인)')).toBe('65,000원');
    expect(termValue('할인율')).toBe('10%');
    expect(termValue('최종 가격')).toBe('19,125,000원');
    expect(screen.getByTestId('slot-detail-final')).toHaveTextContent('10% 할인19,125,000원');
    expect(screen.getByRole('img', { name: '더채플앳청담 그랜드볼룸' }).getAttribute('src')).toMatch(/^\/v1\/image\?/);
    expect(screen.getByText('즉시 잔여일정 확보', { selector: '.slot-detail__badge' })).toBeInTheDocument();
    expect(screen.queryByTestId('slot-closed')).not.toBeInTheDocument();
  });

  it("links to the hall's slots tab (tabId=2) when the hall uses contracts, else to the hall page", async () => {
    mockFetch(detailHandler());
    const first = renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: '웨딩홀 정보 보기' })).toHaveAttribute(
      'href',
      `/weddinghall/${HALL_UUID}?tabId=2`,
    );
    first.unmount();

    mockFetch(detailHandler({ contractUsed: false }));
    renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: '웨딩홀 정보 보기' })).toHaveAttribute(
      'href',
      `/weddinghall/${HALL_UUID}`,
    );
  });

  // Issue 25: without the app the button opened the 준비 중 inquiry page. Issue 27 §5: in a browser the slot now
  // opens the web's 1:1 inquiry, tied to this slot.
  it("in a plain browser, '1:1 문의' opens the couple's thread about this slot", async () => {
    const posted: unknown[] = [];
    const THREAD_ID = '55555555-5555-4555-8555-555555555555';
    mockFetch({
      ...detailHandler(),
      '/api/user': () => json({ item: currentUser() }),
      '/v3/inquiries': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ item: { id: THREAD_ID } });
      },
    });
    const { router } = renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: '웨딩홀 정보 보기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '잔여일정 문의하기' })).toBeNull();
    await expect.poll(() => useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    await userEvent.click(screen.getByRole('button', { name: '1:1 문의' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiries/${THREAD_ID}`));
    expect(posted).toEqual([{ partnerUuid: HALL_UUID, origin: 'SLOT', weddingDayId: 42 }]);
  });

  it("a guest tapping the slot's '1:1 문의' gets the login prompt and nothing is sent", async () => {
    const fetchMock = mockFetch(detailHandler());
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '1:1 문의' }));
    expect(await screen.findByText('이 서비스는 로그인이 필요합니다. 로그인하시겠어요?')).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v3/inquiries'))).toBe(false);
  });

  it('inside the native app the consult button posts OPEN_CHAT with the slot and stays on the page', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    mockFetch(detailHandler());
    const { router } = renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: '잔여일정 문의하기' }));
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      type: 'OPEN_CHAT',
      payload: { partnerUuid: HALL_UUID, weddingDayId: 42 },
    });
    expect(router.state.location.pathname).toBe(`/weddinghall/${HALL_UUID}/slot`);
  });

  it('an unavailable slot says it is closed and offers no consult button', async () => {
    mockFetch(detailHandler({ isAvailable: false, state: 'BOOKED' }));
    renderRoute(PAGE);
    expect(await screen.findByText('마감된 일정이에요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '잔여일정 문의하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1:1 문의' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '웨딩홀 정보 보기' })).toBeInTheDocument();
    // The facts stay readable: a couple may still want to compare prices.
    expect(termValue('최종 가격')).toBe('19,125,000원');
  });

  it('the variant with weddingDayId, partnerUuid and a toast text shows the slot and the toast (spec §2)', async () => {
    mockFetch(detailHandler());
    const { router } = renderRoute(
      `/weddinghall/${HALL_UUID}/slot?weddingDayId=42&partnerUuid=${HALL_UUID}&toast=${encodeURIComponent('찜한 일정이에요')}`,
    );
    expect(await screen.findByText('찜한 일정이에요')).toBeInTheDocument();
    expect(screen.queryByText('일정을 찾을 수 없어요')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/weddinghall/${HALL_UUID}/slot`);
  });

  it.each([
    ['no id', `/weddinghall/${HALL_UUID}/slot`],
    ['a non-numeric id', `/weddinghall/${HALL_UUID}/slot?id=abc`],
    ['zero', `/weddinghall/${HALL_UUID}/slot?id=0`],
    ['an id beyond safe integers', `/weddinghall/${HALL_UUID}/slot?id=99999999999999999999`],
  ])('%s is an honest not-found page, and nothing is fetched', async (_, path) => {
    const fetchMock = mockFetch(detailHandler());
    renderRoute(path);
    expect(await screen.findByText('일정을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '잔여일정 둘러보기' })).toHaveAttribute('href', '/weddinghall/slot');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('/wedding/day/'))).toEqual([]);
  });

  it.each([
    [404, 'SLOT_NOT_FOUND', '일정을 찾을 수 없어요.'],
    [400, 'VALIDATION_ERROR', '요청 값이 올바르지 않습니다: weddingDayId (일정을 찾을 수 없어요.)'],
  ])('a %i %s from the API is the not-found page', async (status, code, message) => {
    mockFetch({ [DETAIL_PATH]: () => apiError(status, code, message) });
    renderRoute(PAGE);
    expect(await screen.findByText('일정을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('another failure shows the error with a retry that loads the slot', async () => {
    let fail = true;
    mockFetch({
      [DETAIL_PATH]: () =>
        fail
          ? apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.')
          : json({ item: slotDetail() }),
    });
    renderRoute(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 2, name: '더채플앳청담' })).toBeInTheDocument();
  });

  it("replaces a path naming another hall with the slot's own hall, keeping the id", async () => {
    mockFetch(detailHandler());
    const { router } = renderRoute(`/weddinghall/${OTHER_UUID}/slot?id=42`);
    await screen.findByRole('heading', { level: 2, name: '더채플앳청담' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/weddinghall/${HALL_UUID}/slot`));
    expect(router.state.location.search).toBe('?id=42');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the toast text from the query (spec §2) and drops it from the URL', async () => {
    mockFetch(detailHandler());
    const options = encodeURIComponent(JSON.stringify({ type: 'success' }));
    const { router } = renderRoute(
      `${PAGE}&toast=${encodeURIComponent('문의가 접수되었어요')}&toastOptions=${options}`,
    );
    expect(await screen.findByText('문의가 접수되었어요')).toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({ type: 'success' });
    await screen.findByRole('heading', { level: 2, name: '더채플앳청담' });
    expect(router.state.location.search).toBe('?id=42');
  });

  it('the heart asks a guest to log in and sends nothing', async () => {
    const fetchMock = mockFetch(detailHandler());
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: /잔여일정 찜하기$/ }));
    expect(await screen.findByText(LIKE_LOGIN_REQUIRED)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v3/like/'))).toBe(false);
  });

  it('a heart tapped before the session check answers likes the slot once it says a couple is signed in', async () => {
    let answer: (response: Response) => void = () => {};
    const like = vi.fn(() => json({ item: { weddingDayId: 42, isLike: true } }));
    mockFetch({
      ...detailHandler(),
      '/api/user': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      '/v3/like/wedding-day/42': like,
    });
    renderRoute(PAGE);
    const heart = await screen.findByRole('button', { name: /잔여일정 찜하기$/ });
    await userEvent.click(heart);
    expect(like).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer(json({ item: currentUser() }));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(LIKE_LOGIN_REQUIRED)).toBeNull();
  });

  it('the heart likes the slot for a signed-in couple', async () => {
    const like = vi.fn(() => json({ item: { weddingDayId: 42, isLike: true } }));
    mockFetch({
      ...detailHandler(),
      '/api/user': () => json({ item: currentUser() }),
      '/v3/like/wedding-day/42': like,
    });
    renderRoute(PAGE);
    const heart = await screen.findByRole('button', {
      name: '더채플앳청담 2027년 3월 13일 토요일 오전 11시 잔여일정 찜하기',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER');
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveBeenCalledWith(expect.any(URL), expect.objectContaining({ method: 'POST' }));
  });
});

describe('holding the slot (issue 12)', () => {
  it('before the session check answers nobody is asked to log in; once it says guest, that tap asks', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch({
      ...detailHandler(),
      '/api/user': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(PAGE);
    const hold = await screen.findByRole('button', { name: '즉시 잔여일정 확보' });
    await userEvent.click(hold);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/slot-holds'))).toBe(false);

    // The tap was kept, not dropped: the answer 'guest' brings the login prompt without a second tap.
    answer(json({ item: null }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('로그인이 필요합니다');
    expect(useUserStore.getState().userType).toBe('GUEST_USER');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/slot-holds'))).toBe(false);
  });
});
