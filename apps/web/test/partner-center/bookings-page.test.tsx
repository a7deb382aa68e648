import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HallSlotBooking, HallVisit, Inbox } from '@wedding/contract/bookings';
import type { StaffMe } from '@wedding/contract/partner-center';
import { BOOKING_STATE_LABELS, VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch } from '../helpers/mock-fetch.ts';
import { renderRoute } from '../helpers/render-route.tsx';

// Issue 27 §3: the hall's inbox in the console — time left to answer, confirm, decline with a reason from the
// list plus text, propose another time, visited / no-show, cancel with a reason, filters, and the dashboard count.

const staff = (role: StaffMe['role'], areas: StaffMe['areas']): StaffMe => ({
  id: 1,
  email: 'hall@wedding.kr',
  name: '데모홀 담당',
  role,
  partner: { id: 3, uuid: '11111111-1111-4111-8111-111111111111', type: 2, bizName: '더채플 강남' },
  areas,
  totpEnabled: true,
  mustEnrolTotp: false,
  pause: null,
  listed: true,
});
const OWNER = staff('OWNER', ['calendar', 'disclosure', 'profile', 'messages', 'statistics', 'staff', 'audit']);
const SERVER_NOW = '2026-11-27T05:00:00.000Z';

const noActions = {
  confirm: false,
  decline: false,
  propose: false,
  move: false,
  markVisited: false,
  markNoShow: false,
  cancel: false,
};
const visit = (over: Partial<HallVisit> = {}): HallVisit => ({
  id: 7,
  visitDate: '2026-12-03',
  visitTime: '14:00:00',
  proposedVisitDate: null,
  proposedVisitTime: null,
  state: 'REQUESTED',
  stateLabel: VISIT_STATE_LABELS.REQUESTED,
  // 3 h 20 min after the server's now: near, shown in red.
  answerDueAt: '2026-11-27T08:20:00.000Z',
  answerMsLeft: 12_000_000,
  proposalDueAt: null,
  groomName: '김신랑',
  brideName: '이신부',
  groomTel: null,
  brideTel: null,
  requestedByPlanner: false,
  plannerName: null,
  plannerConsultingPartnerName: null,
  expectedMinPersonnel: 150,
  expectedMaxPersonnel: 200,
  hopeWeddingYearMonths: [],
  hopeWeddingDaysOfTheWeek: [],
  hopeWeddingTimes: [],
  additionalInquiry: null,
  reason: null,
  history: [],
  actions: { ...noActions, confirm: true, decline: true, propose: true },
  createdAt: '2026-11-26T08:20:00.000Z',
  ...over,
});
const booking = (over: Partial<HallSlotBooking> = {}): HallSlotBooking => ({
  id: 31,
  slot: {
    weddingDayId: 901,
    partnerUuid: OWNER.partner.uuid,
    bizName: '더채플 강남',
    hallName: '그랜드홀',
    weddingDate: '2027-03-07',
    weddingTime: '12:00',
  },
  state: 'PAID',
  stateLabel: BOOKING_STATE_LABELS.PAID,
  answerDueAt: '2026-11-29T01:00:00.000Z',
  answerMsLeft: 158_400_000,
  paymentAmount: 500_000,
  paid: true,
  paidAt: '2026-11-27T01:00:00.000Z',
  refund: null,
  reason: null,
  history: [],
  actions: { confirm: true, decline: true, cancel: true },
  createdAt: '2026-11-27T00:58:00.000Z',
  ...over,
});

type Call = { method: string; path: string; query: string; body?: unknown };

function fakeConsole(
  inbox: Omit<Inbox, 'now'>,
  answers: Record<string, (body: unknown) => Response | Promise<Response>> = {},
  me = OWNER,
) {
  const calls: Call[] = [];
  const record = (url: URL, init?: RequestInit) =>
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
  const handlers: Parameters<typeof mockFetch>[0] = {
    '/v3/partner-center/me': () => json({ item: me }),
    '/v3/partner-center/statistics': () => json({ item: { weeks: [] } }),
    '/v3/partner-center/bookings': (url, init) => {
      record(url, init);
      return json({ item: { ...inbox, now: SERVER_NOW } });
    },
    '/v3/partner-center/bookings/count': () => json({ item: { visits: 2, bookings: 1, total: 3 } }),
  };
  for (const [path, answer] of Object.entries(answers))
    handlers[`/v3/partner-center/bookings/${path}`] = (url, init) => {
      record(url, init);
      return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
    };
  mockFetch(handlers);
  return calls;
}
const writes = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }));

describe('/partner-center/bookings', () => {
  it('lists requests with the time left to answer on the server’s clock, and confirms one', async () => {
    const calls = fakeConsole(
      { visits: [visit()], bookings: [booking()] },
      { 'visits/7/confirm': () => json({ item: visit({ state: 'CONFIRMED' }) }) },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    expect(within(card).getByTestId('inbox-deadline')).toHaveTextContent(
      '답변 기한 11월 27일 17:20까지 · 3시간 20분 남음',
    );
    expect(within(screen.getByTestId('inbox-slot')).getByTestId('inbox-deadline')).toHaveTextContent(
      '답변 기한 11월 29일 10:00까지 · 1일 20시간 남음',
    );
    await userEvent.click(within(card).getByRole('button', { name: '확정' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ path: '/v3/partner-center/bookings/visits/7/confirm', body: undefined }]),
    );
  });

  it('declines with a reason from the list plus text; 기타 asks for the text first', async () => {
    const calls = fakeConsole(
      { visits: [visit()], bookings: [] },
      { 'visits/7/decline': () => json({ item: visit({ state: 'DECLINED' }) }) },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    await userEvent.click(within(card).getByRole('button', { name: '거절' }));
    await userEvent.click(within(card).getByRole('button', { name: '거절하기' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('사유를 골라 주세요.');
    await userEvent.selectOptions(within(card).getByLabelText('사유'), 'OTHER');
    await userEvent.click(within(card).getByRole('button', { name: '거절하기' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('기타 사유를 입력해 주세요.');
    expect(writes(calls)).toEqual([]);
    await userEvent.selectOptions(within(card).getByLabelText('사유'), 'HALL_CLOSED');
    await userEvent.type(within(card).getByLabelText(/고객에게 전할 말/), '  그날은 내부 행사가 있어요 ');
    await userEvent.click(within(card).getByRole('button', { name: '거절하기' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          path: '/v3/partner-center/bookings/visits/7/decline',
          body: { reasonCode: 'HALL_CLOSED', reasonText: '그날은 내부 행사가 있어요' },
        },
      ]),
    );
  });

  it('proposes one of the hall’s free consulting hours from a picker, and shows the server’s refusal in Korean', async () => {
    let tries = 0;
    const hours = [
      // The day asked: its 14:00 is the couple's own (not offered again); 15:00 is free.
      {
        date: '2026-12-03',
        times: [
          { time: '14:00', capacity: 2, booked: 1, available: true },
          { time: '15:00', capacity: 2, booked: 0, available: true },
        ],
      },
      {
        date: '2026-12-05',
        times: [
          { time: '15:00', capacity: 2, booked: 0, available: true },
          { time: '16:00', capacity: 2, booked: 2, available: false },
        ],
      },
      // Full all day, and a day without consulting: neither is offered.
      { date: '2026-12-06', times: [{ time: '10:00', capacity: 2, booked: 2, available: false }] },
      { date: '2026-12-07', times: [] },
    ];
    const calls = fakeConsole(
      { visits: [visit()], bookings: [] },
      {
        'visit-hours': () => json({ item: hours }),
        'visits/7/propose': () =>
          ++tries === 1
            ? apiError(409, 'PROPOSAL_HOUR_FULL', '그 시간은 상담 예약이 다 찼어요. 다른 시간을 골라 주세요.')
            : json({ item: visit({ state: 'PROPOSED' }) }),
      },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    await userEvent.click(within(card).getByRole('button', { name: '다른 시간 제안' }));
    const date = await within(card).findByLabelText('날짜');
    const dates = within(date)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(dates).toEqual(['', '2026-12-03', '2026-12-05']);
    const time = within(card).getByLabelText('시간');
    expect(time).toBeDisabled();
    const send = within(card).getByRole('button', { name: '이 시간 제안하기' });
    await userEvent.click(send);
    expect(within(card).getByRole('alert')).toHaveTextContent('제안할 날짜와 시간을 골라 주세요.');

    await userEvent.selectOptions(date, '2026-12-03');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '15:00']);
    await userEvent.selectOptions(date, '2026-12-05');
    const options = within(time).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', '시간 선택', false],
      ['15:00', '15:00 (남은 자리 2)', false],
      ['16:00', '16:00 (마감)', true],
    ]);
    await userEvent.selectOptions(time, '15:00');
    await userEvent.click(send);
    expect(await within(card).findByText('그 시간은 상담 예약이 다 찼어요. 다른 시간을 골라 주세요.')).toBeVisible();
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual({
      path: '/v3/partner-center/bookings/visits/7/propose',
      body: { visitDate: '2026-12-05', visitTime: '15:00' },
    });
  });

  it('moves a confirmed visit to another free hour with the same picker (issue 28: 시간 변경)', async () => {
    const confirmed = visit({
      state: 'CONFIRMED',
      stateLabel: VISIT_STATE_LABELS.CONFIRMED,
      answerDueAt: null,
      actions: { ...noActions, move: true, cancel: true },
    });
    const calls = fakeConsole(
      { visits: [confirmed], bookings: [] },
      {
        'visit-hours': () =>
          json({ item: [{ date: '2026-12-05', times: [{ time: '11:00', capacity: 1, booked: 0, available: true }] }] }),
        'visits/7/move': () => json({ item: { ...confirmed, visitDate: '2026-12-05', visitTime: '11:00:00' } }),
      },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    expect(within(card).queryByRole('button', { name: '다른 시간 제안' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '시간 변경' }));
    await userEvent.selectOptions(await within(card).findByLabelText('날짜'), '2026-12-05');
    await userEvent.selectOptions(within(card).getByLabelText('시간'), '11:00');
    await userEvent.click(within(card).getByRole('button', { name: '이 시간으로 변경' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      path: '/v3/partner-center/bookings/visits/7/move',
      body: { visitDate: '2026-12-05', visitTime: '11:00' },
    });
  });

  it('says so when the hall has no free hour to propose', async () => {
    fakeConsole(
      { visits: [visit()], bookings: [] },
      { 'visit-hours': () => json({ item: [{ date: '2026-12-05', times: [] }] }) },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    await userEvent.click(within(card).getByRole('button', { name: '다른 시간 제안' }));
    expect(await within(card).findByText(/제안할 수 있는 상담 시간이 없어요/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: '이 시간 제안하기' })).toBeNull();
  });

  it('shows the couple’s deadline to answer a proposal on the server’s clock', async () => {
    fakeConsole({
      visits: [
        visit({
          state: 'PROPOSED',
          stateLabel: VISIT_STATE_LABELS.PROPOSED,
          answerDueAt: null,
          answerMsLeft: null,
          proposedVisitDate: '2026-12-05',
          proposedVisitTime: '15:00:00',
          // 23 h 30 min after the server's now.
          proposalDueAt: '2026-11-28T04:30:00.000Z',
          actions: { ...noActions, cancel: true },
        }),
      ],
      bookings: [],
    });
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    expect(card).toHaveTextContent('제안한 시간 2026년 12월 5일 (토) 15:00 · 고객 답변 대기');
    expect(within(card).getByTestId('inbox-deadline')).toHaveTextContent(
      '고객 답변 기한 11월 28일 13:30까지 · 23시간 30분 남음',
    );
  });

  it('marks a past confirmed visit visited, or no-show behind a confirm, and keeps buttons off while in flight', async () => {
    let release: () => void = () => {};
    const calls = fakeConsole(
      {
        visits: [
          visit({
            state: 'CONFIRMED',
            stateLabel: VISIT_STATE_LABELS.CONFIRMED,
            answerDueAt: null,
            groomTel: '010-1234-5678',
            actions: { ...noActions, markVisited: true, markNoShow: true },
          }),
        ],
        bookings: [],
      },
      {
        'visits/7/visited': () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(json({ item: visit({ state: 'VISITED' }) }));
          }),
      },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-visit');
    expect(card).toHaveTextContent('연락처 010-1234-5678');
    expect(within(card).queryByTestId('inbox-deadline')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '방문 완료' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: '노쇼' })).toBeDisabled());
    expect(within(card).getByRole('button', { name: '방문 완료' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(card).getByRole('button', { name: '노쇼' })).toBeEnabled());
    expect(writes(calls)).toEqual([{ path: '/v3/partner-center/bookings/visits/7/visited', body: undefined }]);
  });

  it('cancels a paid booking with a reason, telling the hall the deposit goes back in full', async () => {
    const calls = fakeConsole(
      {
        visits: [],
        bookings: [
          booking({
            state: 'CONFIRMED',
            stateLabel: '예약 확정',
            actions: { confirm: false, decline: false, cancel: true },
          }),
        ],
      },
      { 'slots/31/cancel': () => json({ item: booking({ state: 'CANCELLED_BY_HALL' }) }) },
    );
    renderRoute('/partner-center/bookings');
    const card = await screen.findByTestId('inbox-slot');
    await userEvent.click(within(card).getByRole('button', { name: '예약 취소' }));
    expect(within(card).getByText('결제된 예약금 500,000원은 고객에게 전액 환불돼요.')).toBeVisible();
    await userEvent.selectOptions(within(card).getByLabelText('사유'), 'ALREADY_BOOKED');
    await userEvent.click(within(card).getByRole('button', { name: '예약 취소하기' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { path: '/v3/partner-center/bookings/slots/31/cancel', body: { reasonCode: 'ALREADY_BOOKED', reasonText: '' } },
      ]),
    );
  });

  it('filters by kind, state and date through the query', async () => {
    const calls = fakeConsole({ visits: [], bookings: [] });
    renderRoute('/partner-center/bookings');
    expect(await screen.findByText('아직 받은 예약 요청이 없어요.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '방문' }));
    await userEvent.selectOptions(screen.getByLabelText('상태'), 'WAITING');
    await userEvent.type(screen.getByLabelText('시작일'), '2026-12-01');
    await waitFor(() => expect(screen.getByText('조건에 맞는 요청이 없어요.')).toBeVisible());
    const last = calls.filter((c) => c.path === '/v3/partner-center/bookings').at(-1)!;
    const query = new URLSearchParams(last.query);
    expect(Object.fromEntries(query)).toEqual({ kind: 'VISIT', state: 'WAITING', from: '2026-12-01' });
  });

  it('is in the menu of a MESSAGES staff member, whose first screen it is', async () => {
    fakeConsole({ visits: [], bookings: [] }, {}, staff('MESSAGES', ['messages']));
    const { router } = renderRoute('/partner-center/bookings');
    expect(await screen.findByRole('heading', { name: '예약 요청', level: 1 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: '파트너센터 메뉴' })).toHaveTextContent('예약 요청');
    expect(router.state.location.pathname).toBe('/partner-center/bookings');
  });
});

describe('the console dashboard', () => {
  it('counts what waits for the hall’s answer and leads to those requests', async () => {
    fakeConsole({ visits: [], bookings: [] });
    renderRoute('/partner-center');
    expect(await screen.findByTestId('inbox-waiting-count')).toHaveTextContent('3건 (방문 2 · 예식 일정 1)');
    expect(screen.getByRole('link', { name: '예약 요청 보기' })).toHaveAttribute(
      'href',
      '/partner-center/bookings?state=WAITING',
    );
  });
});
