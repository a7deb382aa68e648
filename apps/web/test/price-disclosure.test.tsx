import { screen, within } from '@testing-library/react';
import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import type { SlotHold } from '@wedding/contract/slot-holds';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { VENUE_UUID, venue } from './helpers/venue.ts';
import { currentUser } from './session/current-user.ts';
import { slot } from './slots/slot-fixtures.ts';

const DISCLOSURE: PriceDisclosure = {
  items: [
    { name: '대관료', price: 2_500_000, unit: 'PER_EVENT', required: true },
    { name: '식대(1인)', price: 72_000, unit: 'PER_PERSON', required: true },
    { name: '스냅 촬영', price: 600_000, unit: 'PER_EVENT', required: false },
  ],
  penalties: [
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
    { minDaysBefore: 90, percent: 10, base: 'CONTRACT' },
    { minDaysBefore: 0, percent: 50, base: 'CONTRACT' },
  ],
  refundRules: '위약금을 뺀 금액을 취소 요청일로부터 7영업일 안에 돌려드립니다.',
  updatedAt: '2026-11-20T03:00:00.000Z',
};

const hall = (disclosure: PriceDisclosure | null) =>
  mockFetch({
    [`/v3/book/halls/${VENUE_UUID}/detail`]: () => json({ item: venue() }),
    [`/v3/book/halls/${VENUE_UUID}/price-disclosure`]: () => json({ item: disclosure }),
    '/v3/book/maps/keyword': () => json({ documents: [], source: 'local' }),
    '/v3/book/maps/config': () => json({ item: null }),
    '/v3/book/recommendations/nearby': () => json({ item: [] }),
    '/web/v1/analytics/events': () => json({ ok: true }),
  });

// Issue 26 §3: the 고시 items on the hall's info tab for anyone, and the hall's own penalties before paying.
describe('price disclosure for couples', () => {
  it('the info tab lists base and optional items with unit, the penalties, the refund rules and the date', async () => {
    hall(DISCLOSURE);
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    const section = within(await screen.findByTestId('price-disclosure'));
    expect(section.getByText('최종 업데이트 2026년 11월 20일')).toBeVisible();
    const base = section.getByRole('table', { name: '기본 서비스(필수)' });
    expect(within(base).getByRole('row', { name: /식대\(1인\)/ })).toHaveTextContent('72,000원 / 1인당');
    expect(section.getByRole('table', { name: '선택 항목' })).toHaveTextContent('스냅 촬영');
    const penalties = section.getByRole('table', { name: '취소 위약금' });
    expect(within(penalties).getByRole('row', { name: /예식 90일 전부터/ })).toHaveTextContent('계약금액의 10%');
    expect(section.getByText(DISCLOSURE.refundRules)).toBeVisible();
  });

  it("a hall without a disclosure says '가격 정보 준비 중'", async () => {
    hall(null);
    renderRoute(`/weddinghall/${VENUE_UUID}`);
    expect(await screen.findByText('가격 정보 준비 중')).toBeVisible();
  });

  it("the hold page shows the hall's own penalty table and refund rules before paying", async () => {
    const held: SlotHold = {
      id: 7,
      weddingDayId: 11,
      kind: 'HOLD',
      state: 'ACTIVE',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      paymentAmount: 300_000,
      paidAt: null,
      paymentState: 'NONE',
      orderId: 'hold-abc',
      paymentEnabled: false,
      paymentClientKey: null,
      slot: slot({ weddingDayId: 11 }),
      createdAt: new Date().toISOString(),
    };
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/slot-holds/7': () => json({ item: held }),
      [`/v3/book/halls/${held.slot.partnerUuid}/price-disclosure`]: () => json({ item: DISCLOSURE }),
    });
    renderRoute('/booking/holds/7');
    const policy = within(await screen.findByTestId('hold-hall-policy'));
    const table = policy.getByRole('table', { name: '웨딩홀 취소 위약금' });
    expect(within(table).getByRole('row', { name: /예식 당일까지/ })).toHaveTextContent('계약금액의 50%');
    expect(policy.getByText(DISCLOSURE.refundRules)).toBeVisible();
  });
});
