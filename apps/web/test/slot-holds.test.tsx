import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotHold } from '@wedding/contract/slot-holds';
import { DEPOSIT_POLICY, HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from './helpers/mock-fetch.ts';
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

describe('slot hold page with online payment (Toss Payments configured)', () => {
  const paying = () => hold({ paymentEnabled: true, paymentClientKey: 'test_ck_fake' });

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
      '/v3/book/slot-holds/7/pay': () =>
        json({
          item:
            paying().kind === 'HOLD'
              ? { ...paying(), kind: 'BOOKING', expiresAt: null, paidAt: new Date().toISOString() }
              : null,
        }),
    });
    renderRoute('/booking/holds/7?pay=success&paymentKey=pk_1&orderId=hold-abc&amount=300000');
    expect(await screen.findByText('예약금 결제가 끝나 예약이 확정되었어요.')).toBeVisible();
    // A paid booking is cancelled with the hall, not by a tap here.
    expect(screen.queryByRole('button', { name: '예약 요청 취소' })).toBeNull();
    expect(screen.getByText(HOLD_MESSAGES.PAID_CANCEL)).toBeVisible();
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
