import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotHold } from '@wedding/contract/slot-holds';
import { DEPOSIT_POLICY, HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_CHECK_INTERVAL_MS } from '../src/features/slot-holds/api/hold-api.ts';
import { PAID_BANNER, PAID_CANCEL_NOTE } from '../src/features/slot-holds/lib/paid-messages.ts';
import { apiError, json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { currentUser } from './session/current-user.ts';
import { slot } from './slots/slot-fixtures.ts';

const hold = (over: Partial<SlotHold> = {}): SlotHold => ({
  id: 7,
  weddingDayId: 11,
  kind: 'HOLD',
  state: 'ACTIVE',
  expiresAt: new Date(Date.now() + 65_000).toISOString(),
  paymentAmount: 300_000,
  paidAt: null,
  paymentState: 'NONE',
  orderId: 'hold-abc',
  paymentEnabled: false,
  paymentClientKey: null,
  slot: slot({ weddingDayId: 11 }),
  createdAt: new Date().toISOString(),
  ...over,
});

afterEach(() => vi.useRealTimers());

// Issue 12: a hold's countdown, the refund policy before paying, payments honestly off (a booking request), the
// Idempotency-Key on every write.
describe('slot hold page', () => {
  it('counts down, shows the policy first, and turns the hold into a booking request with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: hold() }),
      '/v3/book/slot-holds/7/request': () => json({ item: hold({ kind: 'BOOKING', expiresAt: null }) }),
    });
    renderRoute('/booking/holds/7');
    const timer = await screen.findByTestId('hold-countdown');
    expect(timer).toHaveTextContent(/01:0[45]/);
    expect(screen.getByText(DEPOSIT_POLICY[0])).toBeVisible();
    expect(screen.getByText(HOLD_MESSAGES.PAYMENT_OFF)).toBeVisible();
    expect(screen.getByTestId('hold-deposit')).toHaveTextContent('300,000원');
    await userEvent.click(screen.getByRole('button', { name: '예약 요청하기' }));
    expect(await screen.findByText('예약 요청이 접수되었어요. 웨딩홀이 확인하면 예약이 확정돼요.')).toBeVisible();
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/request'));
    expect(new Headers(call![1]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the time is up when the countdown ends and offers the slot again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const expiresAt = new Date(Date.now() + 3_000).toISOString();
    // The server still says ACTIVE right after the expiry (the sweep has not run): the page decides by the clock.
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: hold({ expiresAt }) }),
    });
    renderRoute('/booking/holds/7');
    await waitFor(() => expect(screen.getByTestId('hold-countdown')).toHaveTextContent('00:03'));
    await act(async () => {
      vi.advanceTimersByTime(3_100);
    });
    expect(await screen.findByText(HOLD_MESSAGES.EXPIRED)).toBeVisible();
    expect(screen.queryByRole('button', { name: '예약 요청하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '잔여일정 다시 보기' })).toBeVisible();
  });
});

const paying = (over: Partial<SlotHold> = {}) =>
  hold({ paymentEnabled: true, paymentClientKey: 'test_ck_fake', ...over });
const paidBooking = () =>
  paying({ kind: 'BOOKING', expiresAt: null, paidAt: new Date().toISOString(), paymentState: 'PAID' });
const PAID_TOAST = '예약금 결제가 끝났어요.';

describe('slot hold page with online payment (Toss Payments configured)', () => {
  it('offers the deposit payment instead of a request', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: paying() }),
    });
    renderRoute('/booking/holds/7');
    expect(await screen.findByRole('button', { name: '예약금 300,000원 결제하기' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '예약 요청하기' })).toBeNull();
    expect(screen.queryByText(HOLD_MESSAGES.PAYMENT_OFF)).toBeNull();
  });

  it('back from the window with success, confirms once with a key of the payment’s own and shows the booking', async () => {
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: paying() }),
      '/v3/book/slot-holds/7/pay': () => json({ item: paidBooking() }),
    });
    renderRoute('/booking/holds/7?pay=success&paymentKey=pk_1&orderId=hold-abc&amount=300000');
    expect(await screen.findByText(PAID_BANNER)).toBeVisible();
    expect(screen.getByTestId('toast-region')).toHaveTextContent(PAID_TOAST);
    // A paid booking is cancelled with the hall, not by a tap here.
    expect(screen.queryByRole('button', { name: '예약 요청 취소' })).toBeNull();
    expect(screen.getByText(PAID_CANCEL_NOTE)).toBeVisible();
    const calls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/pay'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ paymentKey: 'pk_1', orderId: 'hold-abc', amount: 300000 });
    expect(new Headers(calls[0]![1]!.headers).get('idempotency-key')).toBe('pay-pk_1');
  });

  it('back from the window with a failure, says Toss’s message and keeps the hold', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: paying() }),
    });
    renderRoute(
      '/booking/holds/7?pay=fail&code=PAY_PROCESS_CANCELED&message=%EC%82%AC%EC%9A%A9%EC%9E%90%EC%97%90+%EC%9D%98%ED%95%B4+%EA%B2%B0%EC%A0%9C%EA%B0%80+%EC%B7%A8%EC%86%8C%EB%90%98%EC%97%88%EC%8A%B5%EB%8B%88%EB%8B%A4.',
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('사용자에 의해 결제가 취소되었습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    // The hold stays: the window can be opened again while the countdown runs.
    expect(await screen.findByRole('button', { name: '예약금 300,000원 결제하기' })).toBeVisible();
  });
});

// Issue 23: the pay call may answer 202 with the hold CHECKING (Toss has not answered; the server settles it within
// ~30 s), the page polls the hold until it is PAID, REFUNDED or FAILED, and a reload reads the same states.
describe('a deposit payment the server is still confirming (issue 23)', () => {
  const RETURN = '/booking/holds/7?pay=success&paymentKey=pk_1&orderId=hold-abc&amount=300000';
  // A hold with a payment in flight keeps its slot past its time: the page must not call it expired.
  const checking = () => paying({ paymentState: 'CHECKING', expiresAt: new Date(Date.now() - 5_000).toISOString() });
  const POLL = { timeout: PAYMENT_CHECK_INTERVAL_MS * 2 + 1_000 };
  /** These wait for real polls (every PAYMENT_CHECK_INTERVAL_MS), so they outlast the default 5 s. */
  const POLLING_TEST_MS = 15_000;
  const isPay = ([input]: [RequestInfo | URL, RequestInit?]) => String(input).endsWith('/pay');

  /** Nothing a couple could tap or misread while the payment is checked. */
  function expectCheckingOnly() {
    expect(screen.getByTestId('hold-checking')).toHaveTextContent(HOLD_MESSAGES.PAYMENT_CHECKING);
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
    expect(screen.queryByText(HOLD_MESSAGES.EXPIRED)).toBeNull();
    expect(screen.queryByRole('button', { name: '확보 취소' })).toBeNull();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    expect(screen.getByTestId('toast-region')).not.toHaveTextContent(PAID_TOAST);
  }

  it(
    'a 202 shows the checking state with no countdown, expiry or cancel; polling then shows the paid booking',
    async () => {
      let reads = 0;
      let settled = false;
      const fetchMock = mockFetch({
        '/api/user': () => json({ item: currentUser() }),
        // The first read went out before the payment; the next ones find it in flight, then booked.
        '/v3/book/slot-holds/7': () => {
          reads += 1;
          return json({ item: settled ? paidBooking() : reads === 1 ? paying() : checking() });
        },
        '/v3/book/slot-holds/7/pay': () => json({ item: checking() }, 202),
      });
      renderRoute(RETURN);
      expect(await screen.findByTestId('hold-checking')).toHaveTextContent(HOLD_MESSAGES.PAYMENT_CHECKING);
      // Past the 202 and at least one poll: still checking, and nothing says paid, expired or cancellable.
      await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2), POLL);
      expectCheckingOnly();
      expect(screen.queryByRole('alertdialog')).toBeNull();

      settled = true;
      expect(await screen.findByText(PAID_BANNER, {}, POLL)).toBeVisible();
      expect(screen.queryByTestId('hold-checking')).toBeNull();
      expect(screen.getByTestId('toast-region')).toHaveTextContent(PAID_TOAST);
      expect(screen.getByText(PAID_CANCEL_NOTE)).toBeVisible();
      expect(fetchMock.mock.calls.filter(isPay)).toHaveLength(1);
      // Settled: the polling stops.
      const readsWhenPaid = reads;
      await new Promise((resolve) => setTimeout(resolve, PAYMENT_CHECK_INTERVAL_MS + 500));
      expect(reads).toBe(readsWhenPaid);
    },
    POLLING_TEST_MS,
  );

  it(
    'a 409 PAYMENT_IN_PROGRESS (another payment of the hold in flight) is checked the same way, not alerted',
    async () => {
      let reads = 0;
      let settled = false;
      mockFetch({
        '/api/user': () => json({ item: currentUser() }),
        '/v3/book/slot-holds/7': () => {
          reads += 1;
          return json({ item: settled ? paidBooking() : reads === 1 ? paying() : checking() });
        },
        '/v3/book/slot-holds/7/pay': () => apiError(409, 'PAYMENT_IN_PROGRESS', HOLD_MESSAGES.PAYMENT_IN_PROGRESS),
      });
      renderRoute(RETURN);
      await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2), POLL);
      expectCheckingOnly();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      settled = true;
      expect(await screen.findByText(PAID_BANNER, {}, POLL)).toBeVisible();
      expect(screen.getByTestId('toast-region')).toHaveTextContent(PAID_TOAST);
    },
    POLLING_TEST_MS,
  );

  it(
    'a hold read CHECKING on a reload is polled too, and a refund is said as a refund',
    async () => {
      let refunded = false;
      mockFetch({
        '/api/user': () => json({ item: currentUser() }),
        '/v3/book/slot-holds/7': () =>
          json({ item: refunded ? paying({ state: 'CANCELLED', paymentState: 'REFUNDED' }) : checking() }),
      });
      renderRoute('/booking/holds/7');
      expect(await screen.findByTestId('hold-checking')).toBeVisible();
      expectCheckingOnly();
      refunded = true;
      expect(await screen.findByText(HOLD_MESSAGES.PAYMENT_REFUNDED, {}, POLL)).toBeVisible();
      expect(screen.queryByTestId('hold-checking')).toBeNull();
      expect(screen.queryByText(/확보를 취소했어요/)).toBeNull();
      expect(screen.getByTestId('toast-region')).not.toHaveTextContent(PAID_TOAST);
      expect(screen.getByRole('link', { name: '잔여일정 다시 보기' })).toBeVisible();
    },
    POLLING_TEST_MS,
  );

  it.each([
    ['REFUNDED', 'CANCELLED', HOLD_MESSAGES.PAYMENT_REFUNDED],
    ['REFUNDED', 'EXPIRED', HOLD_MESSAGES.REFUNDED_AFTER_EXPIRY],
    ['FAILED', 'CANCELLED', HOLD_MESSAGES.PAYMENT_FAILED_RELEASED],
  ] as const)('a %s hold (state %s) reads as such on a reload', async (paymentState, state, message) => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: paying({ state, paymentState }) }),
    });
    renderRoute('/booking/holds/7');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(/확보를 취소했어요/)).toBeNull();
    expect(screen.queryByText(HOLD_MESSAGES.EXPIRED)).toBeNull();
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
    expect(screen.queryByTestId('hold-checking')).toBeNull();
    expect(screen.queryByRole('button', { name: '확보 취소' })).toBeNull();
    expect(screen.getByRole('link', { name: '잔여일정 다시 보기' })).toBeVisible();
  });

  it('a 402 refund (a virtual account) alerts the server’s message and the hold then reads refunded', async () => {
    let paid = false;
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () =>
        json({ item: paid ? paying({ state: 'CANCELLED', paymentState: 'REFUNDED' }) : paying() }),
      '/v3/book/slot-holds/7/pay': () => {
        paid = true;
        return apiError(402, 'PAYMENT_FAILED', HOLD_MESSAGES.DEPOSIT_ACCOUNT_REFUSED);
      },
    });
    renderRoute(RETURN);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(HOLD_MESSAGES.DEPOSIT_ACCOUNT_REFUSED);
    expect(await screen.findByText(HOLD_MESSAGES.PAYMENT_REFUNDED)).toBeVisible();
    expect(screen.getByTestId('toast-region')).not.toHaveTextContent(PAID_TOAST);
  });
});

// Issue 23: a new hold may be refused for the couple's limit, the hall's one date, or too many tries an hour; the
// server's Korean message is what the couple reads.
describe('the hold button says why a hold was refused', () => {
  it.each([
    ['HOLD_LIMIT', 409, HOLD_MESSAGES.LIMIT(2)],
    ['HALL_ALREADY_HELD', 409, HOLD_MESSAGES.SAME_HALL],
    ['TOO_MANY_REQUESTS', 429, HOLD_MESSAGES.TOO_MANY],
  ] as const)('%s (%i)', async (code, status, message) => {
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/public/wedding/day/remaining-wedding-days': () =>
        json({ item: [slot({ weddingDayId: 1, contractUsed: true })], total: 1 }),
      '/v3/book/slot-holds': () => {
        const response = apiError(status, code, message);
        if (status === 429) response.headers.set('Retry-After', '1200');
        return response;
      },
    });
    const { router } = renderRoute('/weddinghall/slot');
    await userEvent.click(
      await screen.findByRole('button', { name: '그랜드볼룸 2027-03-13 11:00 즉시 잔여일정 확보' }),
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/weddinghall/slot');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/v3/book/slot-holds'))).toHaveLength(1);
  });
});
