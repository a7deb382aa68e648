import { screen, within } from '@testing-library/react';
import type { HallEvent } from '@wedding/contract/events';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, TEST_API_KEY } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { HALL_UUID, slot } from './slot-fixtures.ts';

// 2027-01-31T15:00Z is the first instant of 1 February in Seoul: the event's last day is 31 January.
const EVENT: HallEvent = {
  uuid: '33333333-3333-4333-8333-333333333333',
  partnerUuid: HALL_UUID,
  partnerName: '더채플앳청담',
  region: '서울 강남구',
  title: '겨울 예식 식대 할인',
  content: '1월 예식 계약 시 식대 10% 할인',
  imageUrl: '/media/generated/event/1.jpg',
  discountRate: 10,
  startsAt: Date.UTC(2026, 10, 1),
  endsAt: Date.UTC(2027, 0, 31, 15),
};

const SLOT_PATH = '/v3/public/wedding/day/remaining-wedding-days';

describe('/weddinghall/home: discounted slots and events', () => {
  it('asks for the four cheapest discounted slots and links to the event section with their total', async () => {
    const fetchMock = mockFetch({
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
      [SLOT_PATH]: () => json({ item: [slot({ weddingDayId: 7, finalPrice: 9_870_000 })], total: 1234 }),
      '/v3/book/events': () => json({ item: [EVENT] }),
    });
    renderRoute('/weddinghall/home');

    const highlights = await screen.findByTestId('slot-highlights');
    expect(within(highlights).getAllByTestId('slot-card')).toHaveLength(1);
    expect(highlights).toHaveTextContent('9,870,000원');
    expect(screen.getByRole('link', { name: '1,234개 모두 보기' })).toHaveAttribute('href', '/weddinghall/event');

    const slotCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === SLOT_PATH);
    expect(Object.fromEntries(slotCall?.searchParams ?? [])).toEqual({
      sortType: 'FINAL_PRICE_ASC',
      discounted: 'true',
      page: '1',
      fetchSize: '20',
      apiKey: TEST_API_KEY,
    });

    const events = await screen.findByTestId('hall-events');
    const card = within(events).getByRole('link', { name: /겨울 예식 식대 할인/ });
    expect(card).toHaveAttribute('href', `/weddinghall/${HALL_UUID}`);
    expect(card).toHaveTextContent('최대 10% 할인');
    expect(card).toHaveTextContent('더채플앳청담 · 서울 강남구');
    expect(card).toHaveTextContent('1월 31일까지');
  });

  it('shows four cards from four different halls, the cheapest slot of each (issue 9)', async () => {
    const hall = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    // Hall 1 holds the three cheapest dates; the preview still shows four halls.
    const slots = [
      slot({ weddingDayId: 1, partnerUuid: hall(1), hallName: '홀1', finalPrice: 5_390_000 }),
      slot({ weddingDayId: 2, partnerUuid: hall(1), hallName: '홀1', finalPrice: 5_400_000 }),
      slot({ weddingDayId: 3, partnerUuid: hall(1), hallName: '홀1', finalPrice: 5_500_000 }),
      slot({ weddingDayId: 4, partnerUuid: hall(2), hallName: '홀2', finalPrice: 5_600_000 }),
      slot({ weddingDayId: 5, partnerUuid: hall(3), hallName: '홀3', finalPrice: 5_700_000 }),
      slot({ weddingDayId: 6, partnerUuid: hall(2), hallName: '홀2', finalPrice: 5_800_000 }),
      slot({ weddingDayId: 7, partnerUuid: hall(4), hallName: '홀4', finalPrice: 5_900_000 }),
      slot({ weddingDayId: 8, partnerUuid: hall(5), hallName: '홀5', finalPrice: 6_000_000 }),
    ];
    mockFetch({
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
      [SLOT_PATH]: () => json({ item: slots, total: slots.length }),
      '/v3/book/events': () => json({ item: [] }),
    });
    renderRoute('/weddinghall/home');

    const cards = within(await screen.findByTestId('slot-highlights')).getAllByTestId('slot-card');
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => card.textContent?.match(/[\d,]+원/)?.[0])).toEqual([
      '5,390,000원',
      '5,600,000원',
      '5,700,000원',
      '5,900,000원',
    ]);
  });

  it('says so when no slot is discounted and no event runs', async () => {
    mockFetch({
      '/v3/book/popular-wedding-halls': () => json({ item: [] }),
      [SLOT_PATH]: () => json({ item: [], total: 0 }),
      '/v3/book/events': () => json({ item: [] }),
    });
    renderRoute('/weddinghall/home');
    expect(await screen.findByText('지금은 할인 중인 잔여일정이 없어요.')).toBeInTheDocument();
    expect(await screen.findByText('진행 중인 이벤트가 없어요')).toBeInTheDocument();
  });
});

describe('/weddinghall/event', () => {
  it('lists the running benefits and only discounted slots', async () => {
    const fetchMock = mockFetch({
      [SLOT_PATH]: () => json({ item: [slot({ weddingDayId: 9 })], total: 1 }),
      '/v3/book/events': () => json({ item: [EVENT] }),
    });
    renderRoute('/weddinghall/event');

    expect(await screen.findByRole('heading', { name: '진행 중인 혜택' })).toBeInTheDocument();
    expect(await screen.findByTestId('hall-events')).toHaveTextContent('겨울 예식 식대 할인');
    expect(await screen.findByTestId('slot-list')).toBeInTheDocument();
    const slotCalls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === SLOT_PATH);
    expect(slotCalls.length).toBeGreaterThan(0);
    expect(slotCalls.every((u) => u.searchParams.get('discounted') === 'true')).toBe(true);
  });
});
