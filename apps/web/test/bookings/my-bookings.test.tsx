import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyBookings, MySlotBooking, MyVisit, RefundQuote } from '@wedding/contract/bookings';
import { BOOKING_STATE_LABELS, VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';

// Issue 27 §4 at /mypage/bookings: the states in Korean, the hall's deadline, a proposal accepted or declined in
// one tap, the refund of the hall's own table before cancelling, the receipt, the refund's progress, and why.

const NOW = new Date('2026-11-27T05:00:00Z'); // 14:00 in Seoul
const HALL = '11111111-1111-4111-8111-111111111111';

const visit = (over: Partial<MyVisit> = {}): MyVisit => ({
  id: 7,
  partnerUuid: HALL,
  bizName: '더채플 강남',
  visitDate: '2026-12-03',
  visitTime: '14:00:00',
  proposedVisitDate: null,
  proposedVisitTime: null,
  state: 'REQUESTED',
  stateLabel: VISIT_STATE_LABELS.REQUESTED,
  answerDueAt: '2026-11-28T05:00:00.000Z',
  proposalDueAt: null,
  reason: null,
  history: [
    {
      from: null,
      to: 'REQUESTED',
      toLabel: VISIT_STATE_LABELS.REQUESTED,
      actor: 'COUPLE',
      at: '2026-11-27T05:00:00.000Z',
      reasonCode: null,
      reasonLabel: null,
      reasonText: null,
    },
  ],
  actions: { cancel: true, acceptProposal: false, declineProposal: false },
  calendarPath: null,
  madeBy: 'ME',
  createdAt: '2026-11-27T05:00:00.000Z',
  ...over,
});

const slotBooking = (over: Partial<MySlotBooking> = {}): MySlotBooking => ({
  id: 31,
  slot: {
    weddingDayId: 901,
    partnerUuid: HALL,
    bizName: '더채플 강남',
    hallName: '그랜드홀',
    weddingDate: '2027-03-07',
    weddingTime: '12:00',
  },
  state: 'CONFIRMED',
  stateLabel: BOOKING_STATE_LABELS.CONFIRMED,
  holdExpiresAt: null,
  answerDueAt: null,
  paymentAmount: 500_000,
  receipt: { amount: 500_000, paymentKeyLast4: 'x9Z1', paidAt: '2026-11-20T03:04:00.000Z' },
  refund: null,
  reason: null,
  history: [],
  actions: { cancel: true },
  madeBy: 'ME',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...over,
});

/** The list as the server answers it; `now` (the server's clock) is NOW unless a test says otherwise. */
type Listed = Omit<MyBookings, 'now'> & { now?: string };

function serve(initial: Listed, more: Parameters<typeof mockFetch>[0] = {}) {
  let data = initial;
  const calls: { method: string; path: string; body?: unknown; key?: string | null }[] = [];
  const record = (url: URL, init?: RequestInit) =>
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: new Headers(init?.headers).get('idempotency-key'),
    });
  const fetchMock = mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    '/v3/book/bookings': () => json({ item: { now: NOW.toISOString(), ...data } }),
    ...Object.fromEntries(
      Object.entries(more ?? {}).map(([path, handler]) => [
        path,
        (url: URL, init?: RequestInit) => {
          record(url, init);
          return handler(url, init);
        },
      ]),
    ),
  });
  return { fetchMock, calls, set: (next: Listed) => (data = next) };
}

afterEach(() => vi.useRealTimers());

describe('/mypage/bookings', () => {
  it("shows each state in Korean and the hall's deadline with the time left", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    serve({ visits: [visit({ answerDueAt: '2026-11-28T04:12:00.000Z' })], bookings: [slotBooking()] });
    renderRoute('/mypage/bookings');
    const card = await screen.findByTestId('my-visit');
    // The badge, and the history's first row, say the state in Korean.
    expect(card.querySelector('[data-state="REQUESTED"]')).toHaveTextContent('답변 대기');
    expect(within(card).getByTestId('answer-deadline')).toHaveTextContent(
      '홀 답변 기한 11월 28일 13:12까지 · 23시간 12분 남음',
    );
    expect(within(screen.getByTestId('my-slot-booking')).getByText('예약 확정')).toBeVisible();
  });

  it("offers '캘린더에 추가' on a confirmed visit: its signed calendar link, as a download (issue 28 §4)", async () => {
    const path = '/v3/calendar/visits/7.abcdefghijklmnopqrstuv.ics';
    serve({
      visits: [
        visit({ id: 7, state: 'CONFIRMED', stateLabel: VISIT_STATE_LABELS.CONFIRMED, calendarPath: path }),
        visit({ id: 8, partnerUuid: 'other' }),
      ],
      bookings: [],
    });
    renderRoute('/mypage/bookings');
    const [confirmed, waiting] = await screen.findAllByTestId('my-visit');
    const link = within(confirmed!).getByRole('link', { name: '캘린더에 추가' });
    expect(link).toHaveAttribute('href', path);
    expect(link).toHaveAttribute('download', 'visit.ics');
    // The card is the anchor a notice links to.
    expect(confirmed).toHaveAttribute('id', 'visit-7');
    expect(within(waiting!).queryByRole('link', { name: '캘린더에 추가' })).toBeNull();
  });

  it("counts the hall's deadline down on the server's clock, not the phone's", async () => {
    // The phone runs 3 hours fast; the server's now is 14:00 in Seoul.
    vi.useFakeTimers({ now: new Date(NOW.getTime() + 3 * 60 * 60_000), toFake: ['Date'] });
    serve({
      visits: [visit({ answerDueAt: '2026-11-28T04:12:00.000Z' })],
      bookings: [],
      now: NOW.toISOString(),
    });
    renderRoute('/mypage/bookings');
    const card = await screen.findByTestId('my-visit');
    await waitFor(() =>
      expect(within(card).getByTestId('answer-deadline')).toHaveTextContent(
        '홀 답변 기한 11월 28일 13:12까지 · 23시간 12분 남음',
      ),
    );
  });

  it("shows the couple's own deadline to answer the hall's proposal", async () => {
    vi.useFakeTimers({ now: new Date(NOW.getTime() - 5 * 60 * 60_000), toFake: ['Date'] });
    serve({
      visits: [
        visit({
          state: 'PROPOSED',
          stateLabel: VISIT_STATE_LABELS.PROPOSED,
          answerDueAt: null,
          proposalDueAt: '2026-11-28T02:30:00.000Z',
          proposedVisitDate: '2026-12-05',
          proposedVisitTime: '15:30:00',
          actions: { cancel: true, acceptProposal: true, declineProposal: true },
        }),
      ],
      bookings: [],
    });
    renderRoute('/mypage/bookings');
    const card = await screen.findByTestId('my-visit');
    await waitFor(() =>
      expect(within(card).getByTestId('proposal-deadline')).toHaveTextContent(
        '답변 기한 11월 28일 11:30까지 · 21시간 30분 남음',
      ),
    );
    expect(within(card).getByTestId('proposal-deadline')).toHaveTextContent('기한까지 답하지 않으면 요청이 취소돼요.');
    // The hall's deadline is not shown while the couple is the one to answer.
    expect(within(card).queryByTestId('answer-deadline')).toBeNull();
  });

  it('shows the deposit receipt: amount, the last characters of the payment key, and when', async () => {
    serve({ visits: [], bookings: [slotBooking()] });
    renderRoute('/mypage/bookings');
    const receipt = await screen.findByTestId('deposit-receipt');
    expect(receipt).toHaveTextContent('500,000원');
    expect(receipt).toHaveTextContent('…x9Z1');
    expect(receipt).toHaveTextContent('11월 20일 12:04');
  });

  it("says why an expired request ended: '기한 내 답변이 없어 요청이 취소되었어요'", async () => {
    serve({
      visits: [
        visit({
          state: 'EXPIRED',
          stateLabel: VISIT_STATE_LABELS.EXPIRED,
          answerDueAt: null,
          reason: { code: 'DEADLINE_MISSED', label: '기한 내 답변이 없어 요청이 취소되었어요', text: null },
          actions: { cancel: false, acceptProposal: false, declineProposal: false },
        }),
      ],
      bookings: [],
    });
    renderRoute('/mypage/bookings');
    expect(await screen.findByTestId('end-reason')).toHaveTextContent('기한 내 답변이 없어 요청이 취소되었어요');
    expect(screen.getByText('기한 만료')).toBeVisible();
    expect(screen.queryByTestId('answer-deadline')).toBeNull();
    expect(screen.queryByRole('button', { name: '방문 취소' })).toBeNull();
  });

  it("shows '환불 처리 중' while Toss has not refunded, and '환불 완료' after", async () => {
    const pending = slotBooking({
      state: 'CANCELLED_BY_HALL',
      stateLabel: BOOKING_STATE_LABELS.CANCELLED_BY_HALL,
      actions: { cancel: false },
      reason: { code: 'HALL_CLOSED', label: '휴무일이거나 행사가 있어요', text: '내부 공사' },
      refund: {
        state: 'REFUND_PENDING',
        label: '환불 처리 중',
        amount: 500_000,
        penalty: 0,
        requestedAt: '2026-11-27T01:00:00.000Z',
        refundedAt: null,
      },
    });
    const api = serve({ visits: [], bookings: [pending] });
    const { client } = renderRoute('/mypage/bookings');
    const refund = await screen.findByTestId('refund-state');
    expect(refund).toHaveTextContent('환불 처리 중');
    expect(refund).toHaveTextContent('500,000원');
    expect(screen.getByTestId('end-reason')).toHaveTextContent('휴무일이거나 행사가 있어요 — 내부 공사');
    api.set({
      visits: [],
      bookings: [
        {
          ...pending,
          refund: { ...pending.refund!, state: 'REFUNDED', label: '환불 완료', refundedAt: '2026-11-27T02:00:00Z' },
        },
      ],
    });
    await client.invalidateQueries();
    await waitFor(() => expect(screen.getByTestId('refund-state')).toHaveTextContent('환불 완료'));
  });

  it("asks the hall about one visit from its card: '1:1 문의' opens the thread tied to that visit", async () => {
    const THREAD = '66666666-6666-4666-8666-666666666666';
    const { calls } = serve(
      { visits: [visit()], bookings: [] },
      { '/v3/inquiries': () => json({ item: { id: THREAD } }) },
    );
    const { router } = renderRoute('/mypage/bookings');
    const card = await screen.findByTestId('my-visit');
    await userEvent.click(within(card).getByRole('button', { name: '1:1 문의' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiries/${THREAD}`));
    expect(calls.find((c) => c.path === '/v3/inquiries')?.body).toEqual({
      partnerUuid: HALL,
      origin: 'VISIT',
      visitId: 7,
    });
  });

  it('accepts the hall’s proposed time in one tap', async () => {
    const proposed = visit({
      state: 'PROPOSED',
      stateLabel: VISIT_STATE_LABELS.PROPOSED,
      answerDueAt: null,
      proposedVisitDate: '2026-12-05',
      proposedVisitTime: '15:30:00',
      actions: { cancel: true, acceptProposal: true, declineProposal: true },
    });
    const confirmed = { ...proposed, state: 'CONFIRMED' as const, stateLabel: VISIT_STATE_LABELS.CONFIRMED };
    const api = serve(
      { visits: [proposed], bookings: [] },
      {
        '/v3/book/bookings/visits/7/accept-proposal': () => {
          api.set({
            visits: [{ ...confirmed, actions: { ...confirmed.actions, acceptProposal: false } }],
            bookings: [],
          });
          return json({ item: confirmed });
        },
      },
    );
    renderRoute('/mypage/bookings');
    expect(await screen.findByText('2026년 12월 5일 (토) 15:30')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '이 시간으로 확정' }));
    await waitFor(() => expect(screen.getByText('방문 확정')).toBeVisible());
    expect(api.calls).toEqual([
      { method: 'POST', path: '/v3/book/bookings/visits/7/accept-proposal', body: undefined, key: expect.any(String) },
    ]);
    // No confirm dialog stood in between: one tap.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('declines the proposal in one tap, and says the server’s refusal in Korean', async () => {
    const proposed = visit({
      state: 'PROPOSED',
      stateLabel: VISIT_STATE_LABELS.PROPOSED,
      proposedVisitDate: '2026-12-05',
      proposedVisitTime: '15:30:00',
      actions: { cancel: true, acceptProposal: true, declineProposal: true },
    });
    const api = serve(
      { visits: [proposed], bookings: [] },
      {
        '/v3/book/bookings/visits/7/decline-proposal': () =>
          apiError(409, 'VISIT_NOT_OPEN', '지금 상태에서는 할 수 없는 요청이에요. 화면을 새로고침해 주세요.'),
      },
    );
    renderRoute('/mypage/bookings');
    const decline = await screen.findByRole('button', { name: '거절' });
    await userEvent.click(decline);
    expect(await screen.findByText('지금 상태에서는 할 수 없는 요청이에요. 화면을 새로고침해 주세요.')).toBeVisible();
    expect(api.calls.map((c) => c.path)).toEqual(['/v3/book/bookings/visits/7/decline-proposal']);
  });

  it("shows the hall's refund figures before cancelling, and cancels echoing the refund shown", async () => {
    const quote: RefundQuote = {
      paid: 500_000,
      penalty: 50_000,
      refund: 450_000,
      daysBefore: 100,
      rule: { minDaysBefore: 90, percent: 10, base: 'DEPOSIT' },
    };
    let release: () => void = () => {};
    const api = serve(
      { visits: [], bookings: [slotBooking()] },
      {
        '/v3/book/bookings/slots/31/refund-quote': () => json({ item: quote }),
        '/v3/book/bookings/slots/31/cancel': async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return json({ item: slotBooking({ state: 'CANCELLED_BY_COUPLE' }) });
        },
      },
    );
    renderRoute('/mypage/bookings');
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    const sheet = await screen.findByRole('dialog', { name: '예약을 취소할까요?' });
    expect(await within(sheet).findByTestId('quote-paid')).toHaveTextContent('500,000원');
    expect(within(sheet).getByTestId('quote-days')).toHaveTextContent('100일');
    expect(within(sheet).getByTestId('quote-rule')).toHaveTextContent('예식 90일 전부터 · 예약금의 10%');
    expect(within(sheet).getByTestId('quote-penalty')).toHaveTextContent('50,000원');
    expect(within(sheet).getByTestId('quote-refund')).toHaveTextContent('450,000원');
    const confirm = within(sheet).getByRole('button', { name: '취소하고 450,000원 환불받기' });
    await userEvent.click(confirm);
    // In flight: the button waits for the answer and cannot send twice.
    await waitFor(() => expect(confirm).toBeDisabled());
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cancels = api.calls.filter((c) => c.path.endsWith('/cancel'));
    expect(cancels).toEqual([
      {
        method: 'POST',
        path: '/v3/book/bookings/slots/31/cancel',
        body: { expectedRefund: 450_000 },
        key: expect.any(String),
      },
    ]);
  });

  it('reads the refund again when the server says it changed, and cancels nothing meanwhile', async () => {
    let quoteReads = 0;
    const api = serve(
      { visits: [], bookings: [slotBooking()] },
      {
        '/v3/book/bookings/slots/31/refund-quote': () => {
          quoteReads += 1;
          const refund = quoteReads === 1 ? 450_000 : 400_000;
          return json({
            item: {
              paid: 500_000,
              penalty: 500_000 - refund,
              refund,
              daysBefore: quoteReads === 1 ? 100 : 89,
              rule: { minDaysBefore: quoteReads === 1 ? 90 : 60, percent: quoteReads === 1 ? 10 : 20, base: 'DEPOSIT' },
            },
          });
        },
        '/v3/book/bookings/slots/31/cancel': () =>
          apiError(409, 'REFUND_CHANGED', '환불 금액이 바뀌었어요. 바뀐 금액을 확인해 주세요.'),
      },
    );
    renderRoute('/mypage/bookings');
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.click(await within(sheet).findByRole('button', { name: '취소하고 450,000원 환불받기' }));
    expect(await within(sheet).findByText('환불 금액이 바뀌었어요. 바뀐 금액을 확인해 주세요.')).toBeVisible();
    expect(await within(sheet).findByRole('button', { name: '취소하고 400,000원 환불받기' })).toBeEnabled();
    expect(within(sheet).getByTestId('quote-days')).toHaveTextContent('89일');
    expect(api.calls.filter((c) => c.path.endsWith('/cancel'))).toHaveLength(1);
  });

  it('says so when there is nothing yet, and when the list could not be read', async () => {
    serve({ visits: [], bookings: [] });
    const first = renderRoute('/mypage/bookings');
    expect(await screen.findByText('아직 예약이 없어요')).toBeVisible();
    first.unmount();
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/bookings': () => apiError(500, 'INTERNAL', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'),
    });
    renderRoute('/mypage/bookings');
    expect(await screen.findByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
  });
});
