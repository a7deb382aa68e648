import { render, screen, within } from '@testing-library/react';
import type { ComparisonItem } from '@wedding/contract/comparison';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ComparisonTable } from '../../src/features/comparison/components/comparison-table.tsx';
import { json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';
import { currentUser } from '../session/current-user.ts';
import { slot } from '../slots/slot-fixtures.ts';

const item = (overrides: Partial<ComparisonItem>): ComparisonItem => ({
  ref: 'slot:1',
  kind: 'slot',
  partnerUuid: '11111111-1111-4111-8111-111111111111',
  name: '더채플',
  roomName: '그랜드홀',
  weddingDate: '2027-03-13',
  weddingTime: '11:00',
  imageUrl: '/media/generated/hall/1.jpg',
  path: '/weddinghall/x/slot?id=1',
  rental: 3_000_000,
  meal: 68_000,
  drinks: 10_000,
  guarantee: 150,
  flowers: 1_500_000,
  requiredOptions: [{ name: '음향', price: 300_000, unit: 'PER_EVENT' }],
  discountRate: 0,
  deposit: 500_000,
  penalties: [{ minDaysBefore: 0, percent: 10, base: 'CONTRACT' }],
  hallType: '채플',
  capacityMin: 100,
  capacityMax: 300,
  lat: 37.5,
  lng: 127,
  rating: 4.5,
  reviewCount: 12,
  ...overrides,
});

const cell = (row: string, index: number) =>
  screen.getByTestId('comparison-table').querySelectorAll(`tr[data-row="${row}"] td`)[index] as HTMLElement;

// Issue 30 §3: rows side by side, the best value marked, '정보 없음' never 0, the all-in total with its formula.
describe('ComparisonTable', () => {
  const items = [
    item({}),
    item({ ref: 'slot:2', name: '가든홀', rental: 2_000_000, flowers: null, rating: 4.8, drinks: null }),
  ];

  it('shows the all-in total for the guests with the formula under it, and no total with missing data', () => {
    render(
      <MemoryRouter>
        <ComparisonTable items={items} guests={200} budgetCeiling={17_000_000} />
      </MemoryRouter>,
    );
    // 3,000,000 + max(200, 150) × 68,000 + 1,500,000 + 300,000 − 0
    const first = cell('all-in', 0);
    expect(first).toHaveTextContent('18,400,000원');
    expect(first).toHaveTextContent('3,000,000 + max(200, 150) × 68,000 + 1,500,000 + 300,000 − 0 = 18,400,000원');
    expect(first).toHaveTextContent('예산 초과');
    const second = cell('all-in', 1);
    expect(second).toHaveTextContent('계산할 수 없어요');
    expect(second).toHaveTextContent('꽃장식 정보 없음');
    expect(screen.getByTestId('all-in-formula')).toHaveTextContent(
      '대관료 + max(예상 하객, 보증인원) × 식대 + 꽃장식 + 필수 옵션 − 할인',
    );
  });

  it('marks the best value of each row, and says 정보 없음 (not 0) where nothing was published', () => {
    render(
      <MemoryRouter>
        <ComparisonTable items={items} guests={200} />
      </MemoryRouter>,
    );
    expect(cell('rental', 1)).toHaveClass('is-best');
    expect(within(cell('rental', 1)).getByText('최저')).toBeVisible();
    expect(cell('rental', 0)).not.toHaveClass('is-best');
    expect(cell('rating', 1)).toHaveClass('is-best');
    expect(within(cell('rating', 1)).getByText('최고')).toBeVisible();
    expect(cell('flowers', 1)).toHaveTextContent('정보 없음');
    expect(cell('flowers', 1)).not.toHaveTextContent('0원');
    expect(cell('meal-drinks', 0)).toHaveTextContent('78,000원');
    expect(cell('meal-drinks', 1)).toHaveTextContent('정보 없음');
    // A lone figure beats nobody: the total row has one number, so nothing is marked.
    expect(cell('all-in', 0)).not.toHaveClass('is-best');
    // The penalty at 7 days: 10 % of the contract (the all-in total).
    expect(cell('penalty-7', 0)).toHaveTextContent('1,840,000원');
  });
});

describe('slot cards with the couple’s guests and budget (§4)', () => {
  it('shows the API’s all-in line, red when over budget; without it the card is as before', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/like/wedding-days': () =>
        json({
          item: [
            {
              ...slot({ weddingDayId: 1 }),
              available: true,
              likedAt: '2026-01-01T00:00:00.000Z',
              allIn: {
                guests: 200,
                total: 20_000_000,
                missing: null,
                overBudget: true,
                line: '예상 총액 (하객 200명) 20,000,000원 · 예산 초과',
              },
            },
            { ...slot({ weddingDayId: 2 }), available: true, likedAt: '2026-01-01T00:00:00.000Z' },
          ],
          total: 2,
        }),
    });
    renderRoute('/my-interest/like/slot?tab=slot');
    const list = await screen.findByTestId('liked-slots');
    const [withLine, without] = within(list).getAllByTestId('slot-card') as [HTMLElement, HTMLElement];
    const line = withLine.querySelector('.slot-card__all-in');
    expect(line).toHaveTextContent('예상 총액 (하객 200명) 20,000,000원 · 예산 초과');
    expect(line).toHaveAttribute('data-over', 'true');
    expect(without.querySelector('.slot-card__all-in')).toBeNull();
    // Two liked slots: the likes page offers to compare them.
    expect(screen.getByRole('button', { name: '잔여일정 비교하기' })).toBeVisible();
  });
});
