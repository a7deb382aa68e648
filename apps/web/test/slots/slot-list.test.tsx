import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slot } from '@wedding/contract/slots';
import { HALL_LIKE_FAILED, LIKE_LOGIN_REQUIRED } from '@wedding/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOT_LIKED_TOAST, SLOT_UNLIKED_TOAST } from '../../src/features/slots/hooks/use-slot-like.ts';
import { useUserStore } from '../../src/shared/stores/user-store.ts';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { HALL_UUID, slot, slots } from './slot-fixtures.ts';

const LIST = '/v3/public/wedding/day/remaining-wedding-days';

type Page = { item: Slot[]; total: number };

/** A slot API that answers `pages(query)` and records every query it was asked. */
function slotApi(answer: (query: URLSearchParams) => Page | Response | Promise<Response>, extra = {}) {
  const queries: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    [LIST]: (url) => {
      queries.push(url.searchParams);
      const page = answer(url.searchParams);
      return page instanceof Response || page instanceof Promise ? page : json(page);
    },
    ...extra,
  });
  return { queries, fetchMock };
}

const pageOf = (q: URLSearchParams) => Number(q.get('page'));

/** Puts the viewport at `scrollTop` of a `pageHeight` tall page and fires a scroll event. */
function scrollTo(scrollTop: number, pageHeight = 10_000, viewportHeight = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollTop });
  fireEvent.scroll(window);
}

beforeEach(() => {
  // Like a browser: scrolling to the top puts the viewport at 0 (setup.ts only silences jsdom's scrollTo).
  window.scrollTo = vi.fn(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })) as never;
});

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(window, 'scrollY');
});

/**
 * The cards loaded into the list. The list is windowed (only cards near the screen are in the DOM), and each
 * rendered card says how many there are (aria-setsize), so that number is what paging tests count.
 */
const cards = () => {
  const first = screen.queryAllByTestId('slot-card')[0];
  return Array.from({ length: Number(first?.getAttribute('aria-setsize') ?? 0) });
};

describe('/weddinghall/slot cards', () => {
  it('shows each slot with Korean date, guarantee, won prices and a link to the slot page', async () => {
    slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    const [card] = await screen.findAllByTestId('slot-card');
    expect(screen.getByRole('heading', { level: 1, name: '잔여일정' })).toBeInTheDocument();
    expect(screen.getByTestId('slot-total')).toHaveTextContent('총 1개 · 최근 1분 기준');

    const link = within(card!).getByRole('link');
    expect(link).toHaveAttribute('href', `/weddinghall/${HALL_UUID}/slot?id=101`);
    expect(link).toHaveTextContent('더채플앳청담');
    expect(link).toHaveTextContent('그랜드볼룸');
    expect(link).toHaveTextContent('서울 강남구');
    expect(link).toHaveTextContent('2027년 3월 13일 (토) 11:00');
    expect(link).toHaveTextContent('보증인원 200명');
    expect(link.querySelector('img')).toHaveAttribute(
      'src',
      `/v1/image?src=${encodeURIComponent('/media/generated/hall/1.jpg')}&w=320`,
    );
    expect(card).toHaveTextContent('15%');
    expect(within(card!).getByTestId('slot-final-price')).toHaveTextContent('12,345,000원');

    const heart = within(card!).getByRole('button', { name: '더채플앳청담 3월 13일 11:00 찜하기' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(link).not.toContainElement(heart);
  });

  it('loads the photos of the first three cards at once and lazily after that (largest paint)', async () => {
    slotApi(() => ({ item: slots(5), total: 5 }));
    renderRoute('/weddinghall/slot');
    const cards = await screen.findAllByTestId('slot-card');
    const loading = cards.map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('"가격 상세" opens the price modal: rental, flowers included, meal per guest, discount and final price', async () => {
    slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    const button = await screen.findByRole('button', { name: '가격 상세' });
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: '가격 상세' }); // its chunk loads on the first tap
    const row = (term: string) => within(dialog).getByText(term).closest('div');
    expect(row('대관료')).toHaveTextContent('1,234,000원');
    expect(row('꽃장식')).toHaveTextContent('포함');
    expect(row('식대 (1인)')).toHaveTextContent('68,000원');
    expect(row('할인율')).toHaveTextContent('15%');
    expect(row('최종 가격')).toHaveTextContent('12,345,000원');
    expect(dialog).toHaveTextContent('보증인원 200명');

    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a flower price above 0 is shown in won', async () => {
    slotApi(() => ({ item: [slot({ flowerPrice: 550_000, discountRate: 0 })], total: 1 }));
    renderRoute('/weddinghall/slot');
    await userEvent.click(await screen.findByRole('button', { name: '가격 상세' }));
    const dialog = await screen.findByRole('dialog', { name: '가격 상세' }); // its chunk loads on the first tap
    expect(within(dialog).getByText('꽃장식').closest('div')).toHaveTextContent('550,000원');
    expect(within(dialog).queryByText('포함')).not.toBeInTheDocument();
  });
});

describe('slot hold from a card (issue 12)', () => {
  it("only a contract hall's card offers '즉시 잔여일정 확보', and a tap holds it and opens the hold page", async () => {
    const fetchMock = slotApi(
      () => ({
        item: [slot({ weddingDayId: 1, contractUsed: true }), slot({ weddingDayId: 2, contractUsed: false })],
        total: 2,
      }),
      {
        '/api/user': () => json({ item: currentUser() }),
        '/v3/book/slot-holds': () =>
          json({
            item: {
              id: 9,
              weddingDayId: 1,
              kind: 'HOLD',
              state: 'ACTIVE',
              expiresAt: new Date(Date.now() + 600_000).toISOString(),
              paymentAmount: 300_000,
              paidAt: null,
              paymentState: 'NONE',
              orderId: 'hold-9',
              paymentEnabled: false,
              paymentClientKey: null,
              slot: slot({ weddingDayId: 1, contractUsed: true }),
              createdAt: new Date().toISOString(),
            },
          }),
        '/v3/book/slot-holds/9': () => json({ message: 'stop here' }, 500),
      },
    ).fetchMock;
    const { router } = renderRoute('/weddinghall/slot');
    const [held, asked] = await screen.findAllByTestId('slot-card');
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));
    expect(within(asked!).queryByRole('button', { name: /즉시 잔여일정 확보$/ })).toBeNull();
    await userEvent.click(
      within(held!).getByRole('button', { name: '그랜드볼룸 2027-03-13 11:00 즉시 잔여일정 확보' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/holds/9'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/v3/book/slot-holds'));
    expect(JSON.parse(String(call![1]!.body))).toEqual({ weddingDayId: 1 });
  });
});

describe('slot heart', () => {
  const heartName = '더채플앳청담 3월 13일 11:00 찜하기';

  it('a guest gets the login alert and no like request is made', async () => {
    const { fetchMock } = slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    const heart = await screen.findByRole('button', { name: heartName });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('GUEST_USER'));
    await userEvent.click(heart);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(LIKE_LOGIN_REQUIRED);
    // Issue 25: with a way to log in, not only 확인.
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/v3/like/'))).toBe(false);
  });

  it('a customer likes and unlikes: the toast follows a 200 and taps within 300 ms of an answer are ignored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T03:00:00Z'));
    const likeCalls: string[] = [];
    slotApi(() => ({ item: [slot()], total: 1 }), {
      '/api/user': () => json({ item: currentUser() }),
      '/v3/like/wedding-day/101': (_url: URL, init?: RequestInit) => {
        likeCalls.push(init?.method ?? 'GET');
        return json({ item: { weddingDayId: 101, isLike: init?.method === 'POST' } });
      },
    });
    renderRoute('/weddinghall/slot');
    const heart = await screen.findByRole('button', { name: heartName });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));

    // Two quick taps: the second comes while the first request runs and is ignored.
    await userEvent.click(heart);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('toast-region')).toHaveTextContent(SLOT_LIKED_TOAST);
    expect(likeCalls).toEqual(['POST']);

    vi.setSystemTime(Date.now() + 299);
    await userEvent.click(heart);
    expect(likeCalls).toEqual(['POST']);

    vi.setSystemTime(Date.now() + 1);
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(likeCalls).toEqual(['POST', 'DELETE']);
    expect(screen.getByTestId('toast-region')).toHaveTextContent(SLOT_UNLIKED_TOAST);
  });

  it('a failed like keeps the heart as it was and says 오류가 발생했습니다.', async () => {
    slotApi(() => ({ item: [slot()], total: 1 }), {
      '/api/user': () => json({ item: currentUser() }),
      '/v3/like/wedding-day/101': () => apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.'),
    });
    renderRoute('/weddinghall/slot');
    const heart = await screen.findByRole('button', { name: heartName });
    await waitFor(() => expect(useUserStore.getState().userType).toBe('COMPLETE_AUTH_USER'));
    await userEvent.click(heart);
    await waitFor(() => expect(screen.getByTestId('toast-region')).toHaveTextContent(HALL_LIKE_FAILED));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('hearts per viewer', () => {
  it("hearts are per customer: after a login the list is asked again and shows that customer's likes", async () => {
    let asCustomer = false;
    const { queries } = slotApi(() => ({ item: [slot({ isLike: asCustomer })], total: 1 }));
    renderRoute('/weddinghall/slot');
    const heart = await screen.findByRole('button', { name: /찜하기$/ });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(queries).toHaveLength(1);

    asCustomer = true;
    act(() => useUserStore.getState().setUserInfo(currentUser()));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /찜하기$/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(queries).toHaveLength(2);
  });
});

describe('slot paging', () => {
  it('loads page 2 once the scroll passes 60% after a page of exactly 30, and stops after a short page', async () => {
    const { queries } = slotApi((q) =>
      pageOf(q) === 1 ? { item: slots(30), total: 45 } : { item: slots(15, 31), total: 45 },
    );
    renderRoute('/weddinghall/slot');
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('fetchSize')).toBe('30');
    expect(queries[0]?.get('sortType')).toBe('FINAL_PRICE_ASC');

    scrollTo(5200); // bottom at 6000 of 10000: exactly 60%, not past it
    await new Promise((r) => setTimeout(r, 250));
    expect(queries).toHaveLength(1);

    scrollTo(5201);
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(queries.map(pageOf)).toEqual([1, 2]);
    // Every rendered card is a different slot (the list of 45 is deduplicated across pages).
    const ids = screen.getAllByTestId('slot-card').map((c) => c.dataset.weddingDayId);
    expect(new Set(ids).size).toBe(ids.length);

    await new Promise((r) => setTimeout(r, 250));
    scrollTo(9200);
    await new Promise((r) => setTimeout(r, 250));
    expect(queries.map(pageOf)).toEqual([1, 2]);
    expect(screen.getByText('모든 잔여일정을 확인했어요')).toBeInTheDocument();
  });

  it('a first page of 29 never asks for page 2', async () => {
    const { queries } = slotApi(() => ({ item: slots(29), total: 100 }));
    renderRoute('/weddinghall/slot');
    await waitFor(() => expect(cards()).toHaveLength(29));
    scrollTo(9200);
    await new Promise((r) => setTimeout(r, 250));
    expect(queries.map(pageOf)).toEqual([1]);
  });

  it('a failed next page keeps the cards and offers a retry', async () => {
    let failPage2 = true;
    slotApi((q) =>
      pageOf(q) === 1
        ? { item: slots(30), total: 40 }
        : failPage2
          ? apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.')
          : { item: slots(10, 31), total: 40 },
    );
    renderRoute('/weddinghall/slot');
    await waitFor(() => expect(cards()).toHaveLength(30));
    scrollTo(8000);
    expect(await screen.findByRole('alert')).toHaveTextContent('잔여일정을 더 불러오지 못했어요');
    expect(cards()).toHaveLength(30);
    failPage2 = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
  });
});

describe('sort and filters', () => {
  it('a new sort goes back to page 1, scrolls to the top and is kept in the URL', async () => {
    const { queries } = slotApi((q) =>
      q.get('sortType') === 'GUARANTEE_ASC'
        ? { item: [slot({ weddingDayId: 999, partnerProfileName: '보증순 웨딩홀' })], total: 1 }
        : pageOf(q) === 1
          ? { item: slots(30), total: 60 }
          : { item: slots(30, 31), total: 60 },
    );
    const { router } = renderRoute('/weddinghall/slot');
    await waitFor(() => expect(cards()).toHaveLength(30));
    scrollTo(8000);
    await waitFor(() => expect(cards()).toHaveLength(60));
    vi.mocked(window.scrollTo).mockClear();

    await userEvent.click(screen.getByRole('button', { name: '정렬: 최종가 낮은순' }));
    const sheet = await screen.findByRole('dialog', { name: '정렬' }); // its chunk loads on the first tap
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: undefined })
        .map((b) => b.textContent),
    ).toEqual(
      expect.arrayContaining([
        '최종가 낮은순',
        '최종가 높은순',
        '보증인원 적은순',
        '보증인원 많은순',
        '예식시간 빠른순',
        '예식시간 늦은순',
      ]),
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '보증인원 적은순' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('보증순 웨딩홀')).toBeInTheDocument();
    const last = queries.at(-1)!;
    expect(last.get('sortType')).toBe('GUARANTEE_ASC');
    expect(last.get('page')).toBe('1');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(router.state.location.search).toBe('?sortType=GUARANTEE_ASC');
    expect(screen.getByRole('button', { name: '정렬: 보증인원 적은순' })).toBeInTheDocument();

    // Back to the first sort: page 1 again, not the two pages it had reached before.
    const before = queries.length;
    await userEvent.click(screen.getByRole('button', { name: '정렬: 보증인원 적은순' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '정렬' })).getByRole('button', { name: '최종가 낮은순' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(30));
    await new Promise((r) => setTimeout(r, 250));
    expect(queries.slice(before).map((q) => [q.get('sortType'), pageOf(q)])).toEqual([['FINAL_PRICE_ASC', 1]]);
    expect(router.state.location.search).toBe('');
  });

  it('the wedding-day filter goes back to page 1 and the chip shows its value', async () => {
    const { queries } = slotApi((q) =>
      pageOf(q) === 1 ? { item: slots(30), total: 60 } : { item: slots(30, 31), total: 60 },
    );
    const { router } = renderRoute('/weddinghall/slot');
    await waitFor(() => expect(cards()).toHaveLength(30));
    scrollTo(8000);
    await waitFor(() => expect(queries.map(pageOf)).toEqual([1, 2]));

    await userEvent.click(screen.getByRole('button', { name: '요일' }));
    const sheet = await screen.findByRole('dialog', { name: '예식 요일' }); // its chunk loads on the first tap
    await userEvent.click(within(sheet).getByRole('button', { name: '토요일' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '일요일' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));

    await waitFor(() => expect(queries).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 250));
    expect(queries).toHaveLength(3);
    expect(queries[2]?.getAll('dayOfWeeks')).toEqual(['SATURDAY', 'SUNDAY']);
    expect(queries[2]?.get('page')).toBe('1');
    expect(router.state.location.search).toBe(`?dayOfWeeks=${encodeURIComponent('SATURDAY,SUNDAY')}`);
    expect(screen.getByRole('button', { name: '요일: 토 · 일' })).toBeInTheDocument();
  });

  it('the time filter sends the chip values, with 20:00 for the "20:00 ~" chip', async () => {
    const { queries } = slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    await screen.findAllByTestId('slot-card');
    await userEvent.click(screen.getByRole('button', { name: '예식시간' }));
    const sheet = await screen.findByRole('dialog', { name: '예식 시간' }); // its chunk loads on the first tap
    expect(within(sheet).getAllByRole('button', { pressed: false })).toHaveLength(12);
    await userEvent.click(within(sheet).getByRole('button', { name: '20:00 ~' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '11:00' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]?.getAll('weddingTimes')).toEqual(['11:00', '20:00']);
    expect(screen.getByRole('button', { name: '예식시간: 11:00 외 1' })).toBeInTheDocument();
  });

  it('the guarantee slider sends the lower bound and leaves out the 350명 이상 end stop', async () => {
    const { queries } = slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    await screen.findAllByTestId('slot-card');
    await userEvent.click(screen.getByRole('button', { name: '보증인원' }));
    const sheet = await screen.findByRole('dialog', { name: '보증인원' }); // its chunk loads on the first tap
    expect(within(sheet).getByText('0명 ~ 350명 이상')).toBeInTheDocument();
    fireEvent.change(within(sheet).getByRole('slider', { name: '보증인원 최소' }), { target: { value: '150' } });
    await userEvent.click(within(sheet).getByRole('button', { name: '적용하기' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]?.get('minGuarantee')).toBe('150');
    expect(queries[1]?.has('maxGuarantee')).toBe(false);
    expect(screen.getByRole('button', { name: '보증인원: 150명 이상' })).toBeInTheDocument();
  });

  it('the date chip opens the date sheet; a month chosen there is sent as months', async () => {
    const { queries } = slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot');
    await screen.findAllByTestId('slot-card');
    await userEvent.click(screen.getByRole('button', { name: '날짜' }));
    const sheet = await screen.findByRole('dialog', { name: '전체 날짜 선택' }); // its chunk loads on the first tap
    const [firstMonth] = within(sheet).getAllByRole('button', { pressed: false, name: /년 \d+월$/ });
    const label = firstMonth!.getAttribute('aria-label')!; // '2026년 11월'
    const [, year, month] = /^(\d+)년 (\d+)월$/.exec(label)!;
    await userEvent.click(firstMonth!);
    await userEvent.click(within(sheet).getByRole('button', { name: /적용하기$/ }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]?.getAll('months')).toEqual([`${year}-${month!.padStart(2, '0')}`]);
    expect(queries[1]?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: new RegExp(`^날짜: .*${month}월`) })).toBeInTheDocument();
  });

  it('filters and sort in the URL are used on arrival (back and refresh keep them)', async () => {
    const { queries } = slotApi(() => ({ item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot?sortType=GUARANTEE_DESC&dayOfWeeks=SATURDAY&minGuarantee=150&months=2027-03');
    await screen.findAllByTestId('slot-card');
    const first = queries[0]!;
    expect(first.get('sortType')).toBe('GUARANTEE_DESC');
    expect(first.getAll('dayOfWeeks')).toEqual(['SATURDAY']);
    expect(first.get('minGuarantee')).toBe('150');
    expect(first.getAll('months')).toEqual(['2027-03']);
    expect(screen.getByRole('button', { name: '정렬: 보증인원 많은순' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '요일: 토요일' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '보증인원: 150명 이상' })).toBeInTheDocument();
  });
});

describe('empty, loading and error', () => {
  it('no slots: the spec §8 message and, inside the app, a button that opens the expert chat', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('ReactNativeWebView', { postMessage });
    slotApi(() => ({ item: [], total: 0 }));
    renderRoute('/weddinghall/slot');
    expect(await screen.findByText('오픈된 잔여 일정이 없어요')).toBeInTheDocument();
    expect(screen.getByText('웨딩홀 전문가에게 문의해 보세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '필터 초기화' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '웨딩홀 전문가에게 문의하기' }));
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual({ type: 'OPEN_CHAT' });
  });

  // Issue 25: in a browser the button led to the 준비 중 inquiry page.
  it('no slots in a plain browser: the message without an expert-chat button that would lead nowhere', async () => {
    slotApi(() => ({ item: [], total: 0 }));
    renderRoute('/weddinghall/slot');
    expect(await screen.findByText('오픈된 잔여 일정이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '웨딩홀 전문가에게 문의하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /원하는 날짜가 없나요/ })).toBeNull();
  });

  it('no slots under a filter also offers to reset the filters', async () => {
    const { queries } = slotApi((q) => (q.has('dayOfWeeks') ? { item: [], total: 0 } : { item: [slot()], total: 1 }));
    renderRoute('/weddinghall/slot?dayOfWeeks=FRIDAY&sortType=GUARANTEE_ASC');
    await screen.findByText('오픈된 잔여 일정이 없어요');
    await userEvent.click(
      within(screen.getByText('오픈된 잔여 일정이 없어요').parentElement!).getByRole('button', { name: '필터 초기화' }),
    );
    await screen.findAllByTestId('slot-card');
    expect(queries.at(-1)?.has('dayOfWeeks')).toBe(false);
    expect(queries.at(-1)?.get('sortType')).toBe('GUARANTEE_ASC');
  });

  it('shows skeletons while the first page loads', async () => {
    slotApi(() => new Promise<Response>(() => {}));
    renderRoute('/weddinghall/slot');
    expect(await screen.findByText('잔여일정을 불러오는 중')).toBeInTheDocument();
  });

  it('a failed load says so with a retry instead of a blank list', async () => {
    let fail = true;
    slotApi(() =>
      fail ? apiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다.') : { item: [slot()], total: 1 },
    );
    renderRoute('/weddinghall/slot');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('잔여일정을 불러오지 못했어요');
    expect(alert).toHaveTextContent('일시적인 오류가 발생했습니다.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByTestId('slot-card')).toHaveLength(1);
  });
});
