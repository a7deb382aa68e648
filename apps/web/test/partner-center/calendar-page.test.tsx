import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleSlot } from '@wedding/contract/partner-calendar';
import type { StaffMe } from '@wedding/contract/partner-center';
import { CALENDAR_MESSAGES } from '@wedding/domain/slot-calendar';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

const ME: StaffMe = {
  id: 1,
  email: 'hall@wedding.kr',
  name: '대표',
  role: 'OWNER',
  partner: { id: 5, uuid: 'p-uuid', type: 2, bizName: '더채플웨딩' },
  areas: ['statistics', 'calendar', 'disclosure', 'profile', 'messages', 'staff', 'audit'],
  totpEnabled: false,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
};

const month = new Date().toISOString().slice(0, 7);
const slot = (over: Partial<ConsoleSlot>): ConsoleSlot => ({
  id: 1,
  weddingDate: `${month}-20`,
  weddingTime: '11:00',
  dayOfWeek: 'SATURDAY',
  state: 'OPEN',
  taken: false,
  rentalPrice: 2_000_000,
  mealPrice: 55_000,
  flowerPrice: 0,
  guarantee: 150,
  discountRate: 0,
  finalPrice: 10_250_000,
  ...over,
});

const BASE = '/v3/partner-center/calendar';

function mockCalendar(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/v3/partner-center/me': () => json({ item: ME }),
    [`${BASE}/halls`]: () =>
      json({ item: { today: `${month}-01`, lastDate: '2028-12-31', halls: [{ id: 3, name: '그랜드홀' }] } }),
    [`${BASE}/halls/3/month`]: () =>
      json({ item: { month, slots: [slot({}), slot({ id: 2, weddingTime: '13:00', state: 'HELD', taken: true })] } }),
    ...extra,
  });
}

// Issue 26 §2: the console's month view, the 409 reason of a held slot, the bulk preview line before saving.
describe('partner console calendar', () => {
  it('shows the month with each slot’s state and price, and the reason when a held slot cannot be closed', async () => {
    mockCalendar({
      [`${BASE}/slots/2`]: () => apiError(409, 'SLOT_TAKEN', CALENDAR_MESSAGES.SLOT_TAKEN),
    });
    renderRoute('/partner-center/calendar');
    const held = await screen.findByTestId(`slot-${month}-20-13:00`);
    expect(held).toHaveTextContent('홀드');
    expect(screen.getByTestId(`slot-${month}-20-11:00`)).toHaveTextContent('10,250,000원');
    await userEvent.click(held);
    const panel = screen.getByRole('region', { name: /13:00 · 홀드/ });
    await userEvent.click(within(panel).getByRole('button', { name: '이 일정 닫기' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(CALENDAR_MESSAGES.SLOT_TAKEN);
  });

  it('keeps a typed price when saving is refused', async () => {
    mockCalendar({
      [`${BASE}/slots/1`]: () => apiError(409, 'SLOT_TAKEN', CALENDAR_MESSAGES.SLOT_TAKEN),
    });
    renderRoute('/partner-center/calendar');
    await userEvent.click(await screen.findByTestId(`slot-${month}-20-11:00`));
    const panel = screen.getByRole('region', { name: /11:00 · 열림/ });
    const rental = within(panel).getByLabelText('대관료(원)');
    await userEvent.clear(rental);
    await userEvent.type(rental, '3500000');
    await userEvent.click(within(panel).getByRole('button', { name: '가격 저장' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(CALENDAR_MESSAGES.SLOT_TAKEN);
    expect(rental).toHaveValue('3500000');
  });

  it('previews "N개 일정의 가격이 바뀝니다" before saving a range, and saves once with an Idempotency-Key', async () => {
    const fetchMock = mockCalendar({
      [`${BASE}/halls/3/bulk-price/preview`]: () =>
        json({ item: { count: 3, skippedTaken: 1, message: '3개 일정의 가격이 바뀝니다' } }),
      [`${BASE}/halls/3/bulk-price`]: () =>
        json({ item: { count: 3, skippedTaken: 1, message: '3개 일정의 가격이 바뀝니다' } }),
    });
    renderRoute('/partner-center/calendar');
    const card = await screen.findByRole('region', { name: '기간 가격 한꺼번에 바꾸기' });
    await userEvent.click(within(card).getByRole('button', { name: '미리보기' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('시작일과 종료일을 골라 주세요.');
    await userEvent.type(within(card).getByLabelText('시작일'), '2027-01-01');
    await userEvent.type(within(card).getByLabelText('종료일'), '2027-01-31');
    await userEvent.type(within(card).getByLabelText('대관료(원)'), '4000000');
    expect(within(card).queryByRole('button', { name: '저장' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '미리보기' }));
    expect(await within(card).findByText('3개 일정의 가격이 바뀝니다')).toBeVisible();
    expect(within(card).getByText(/홀드·계약된 1개 일정은/)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: '저장' }));
    expect(await within(card).findByText('3개 일정의 가격을 바꿨어요.')).toBeVisible();
    const apply = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/bulk-price'));
    expect(new Headers(apply![1]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(apply![1]!.body))).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
      change: { rentalPrice: 4_000_000 },
    });
  });

  it('saves the weekly plan, then previews and applies generation with an Idempotency-Key', async () => {
    const result = {
      created: 4,
      repriced: 0,
      opened: 0,
      closed: 1,
      skippedTaken: 0,
      unpriced: 0,
      lastDate: '2028-12-31',
    };
    const fetchMock = mockCalendar({
      [`${BASE}/halls/3/setup`]: () => json({ item: { plan: { FRIDAY: [], SATURDAY: [], SUNDAY: [] }, rules: [] } }),
      [`${BASE}/halls/3/plan`]: (_url, init) => json({ item: JSON.parse(String(init?.body)) }),
      [`${BASE}/halls/3/generate/preview`]: () =>
        json({ item: { ...result, message: '새 일정 4개, 가격 변경 0개, 열림 0개, 닫힘 1개' } }),
      [`${BASE}/halls/3/generate`]: () =>
        json({ item: { ...result, message: '새 일정 4개, 가격 변경 0개, 열림 0개, 닫힘 1개' } }),
    });
    renderRoute('/partner-center/calendar');
    await userEvent.click(await screen.findByText('반복 일정과 가격 규칙'));
    const plan = await screen.findByRole('region', { name: '반복 일정 (요일 × 시간)' });
    await userEvent.click(within(within(plan).getByRole('group', { name: '토요일' })).getByLabelText('11:00'));
    await userEvent.click(within(plan).getByRole('button', { name: '반복 일정 저장' }));
    expect(await within(plan).findByText(/반복 일정을 저장했어요/)).toBeVisible();
    const put = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/plan'));
    expect(JSON.parse(String(put![1]!.body))).toEqual({ FRIDAY: [], SATURDAY: ['11:00'], SUNDAY: [] });
    const generate = screen.getByRole('region', { name: '일정 만들기' });
    await userEvent.click(within(generate).getByRole('button', { name: '미리보기' }));
    expect(await within(generate).findByText('새 일정 4개, 가격 변경 0개, 열림 0개, 닫힘 1개')).toBeVisible();
    await userEvent.click(within(generate).getByRole('button', { name: '반영' }));
    expect(await within(generate).findByText(/2028-12-31까지 반영했어요/)).toBeVisible();
    const apply = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/generate'));
    expect(new Headers(apply![1]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
