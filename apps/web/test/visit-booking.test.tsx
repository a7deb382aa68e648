import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultingInfo } from '@wedding/contract/hall-detail';
import { VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { describe, expect, it } from 'vitest';
import { hallPersonnelText } from '../src/features/visit-booking/lib/visit-form.ts';
import { customerProfile } from './account/profile.ts';
import { apiError, type Handler, json, mockFetch } from './helpers/mock-fetch.ts';
import { renderRoute } from './helpers/render-route.tsx';
import { VENUE_UUID } from './helpers/venue.ts';
import { currentUser } from './session/current-user.ts';

const HALL: ConsultingInfo = {
  partnerId: 41,
  name: '더채플앳청담',
  storedToConsulting: true,
  consultingSlotsDisplayed: true,
  consultingUsed: true,
  deposit: 100_000,
  weddingOpenDate: '2028-11',
  reservationOpenDate: 14,
  minPersonnel: 100,
  maxPersonnel: 300,
  sugPersonnel: 200,
  reservationNotice: '주차는 2시간 무료예요.',
  individualHalls: [],
};
const DAYS = [
  {
    date: '2026-12-01',
    times: [
      { time: '10:00', capacity: 2, booked: 2, available: false },
      { time: '11:00', capacity: 2, booked: 0, available: true },
    ],
  },
  { date: '2026-12-02', times: [] },
];
const VISIT = {
  id: 5,
  partnerId: 41,
  partnerUuid: VENUE_UUID,
  bizName: '더채플앳청담',
  visitDate: '2026-12-01',
  visitTime: '11:00:00',
  expectedMinPersonnel: 200,
  expectedMaxPersonnel: 250,
  hopeWeddingYearMonths: [],
  hopeWeddingDaysOfTheWeek: [],
  hopeWeddingTimes: [],
  groomName: '김신랑',
  groomTel: '010-1234-5678',
  brideName: '이신부',
  brideTel: '010-8765-4321',
  requestedByPlanner: false,
  plannerName: null,
  plannerTel: null,
  plannerConsultingPartnerName: null,
  additionalInquiry: null,
  paymentAmount: 100000,
  state: 'ACTIVE',
  stateLabel: VISIT_STATE_LABELS.REQUESTED,
  createdAt: '2026-11-25T00:00:00.000Z',
};
const visitTimes = () => within(screen.getByRole('group', { name: '방문 시간' }));
const PATH = `/booking/real-time/${VENUE_UUID}/41/visit-date`;

// By default a customer whose sex is unknown, so nothing is pre-filled and the tests type every field.
function bookingWith(post: Handler, profile = customerProfile({ sex: null })) {
  return mockFetch({
    '/api/user': () => json({ item: currentUser() }),
    '/v3/20240404/customer': () => json({ item: profile }),
    '/v3/book/consulting/41': () => json({ data: { data: HALL } }),
    '/v3/book/consulting/41/visit-slots': () => json({ item: DAYS }),
    '/v3/book/consulting/41/visit-reservation': () => json({ item: null }),
    '/v3/book/visit-reservations': post,
  });
}

// Issue 12 visit booking form: spec §5 expected visitors (min..min+50, cap 400), the PHONE rule and its
// formatter, full hours that cannot be picked, and values kept across a failed submit.
describe('visit booking form', () => {
  it('pre-fills the suggested guests and tells the range the hall receives (min + 50, capped at 400) beside the hall’s own numbers', async () => {
    bookingWith(() => json({}));
    renderRoute(PATH);
    const guests = await screen.findByLabelText('예상 하객 수');
    const hall = '이 홀은 100명 ~ 300명, 권장 200명이에요.';
    expect(guests).toHaveValue('200');
    expect(screen.getByText(`웨딩홀에는 200명 ~ 250명으로 전해요. ${hall}`)).toBeVisible();
    await userEvent.clear(guests);
    expect(screen.getByText(hall)).toBeVisible();
    await userEvent.type(guests, '380');
    expect(screen.getByText(`웨딩홀에는 380명 ~ 400명으로 전해요. ${hall}`)).toBeVisible();
    await userEvent.clear(guests);
    await userEvent.type(guests, '400');
    expect(screen.getByText(`웨딩홀에는 400명 이상으로 전해요. ${hall}`)).toBeVisible();
  });

  it("pre-fills the signed-in customer's own name and phone on their side of the couple (issue 25)", async () => {
    bookingWith(() => json({}), customerProfile({ name: '김민지', sex: 'F', tel: '01012345678' }));
    renderRoute(PATH);
    await waitFor(() => expect(screen.getByLabelText('신부 이름')).toHaveValue('김민지'));
    expect(screen.getByLabelText('신부 휴대폰')).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText('신랑 이름')).toHaveValue('');
  });

  it.each([
    [{ minPersonnel: 150, maxPersonnel: null, sugPersonnel: null }, '이 홀은 150명 이상이에요.'],
    [{ minPersonnel: null, maxPersonnel: 250, sugPersonnel: 180 }, '이 홀은 최대 250명, 권장 180명이에요.'],
    [{ minPersonnel: null, maxPersonnel: null, sugPersonnel: null }, null],
  ])('says the hall’s own guest numbers as far as it gives them: %o', (numbers, text) => {
    expect(hallPersonnelText(numbers)).toBe(text);
  });

  it('formats phones as typed and cannot pick a full hour or a closed day', async () => {
    bookingWith(() => json({}));
    renderRoute(PATH);
    const tel = await screen.findByLabelText('신랑 휴대폰');
    await userEvent.type(tel, '01012345678');
    expect(tel).toHaveValue('010-1234-5678');
    expect(screen.getByRole('button', { name: /12월 2일/ })).toBeDisabled();
    // Hoped months run to the hall's wedding open date ('2028-11' here), not further.
    const months = within(screen.getByRole('group', { name: '희망 예식 월' }));
    expect(months.getByRole('button', { name: '28.11' })).toBeVisible();
    expect(months.queryByRole('button', { name: '28.12' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /12월 1일/ }));
    expect(visitTimes().getByRole('button', { name: /10:00/ })).toBeDisabled();
    expect(visitTimes().getByRole('button', { name: /11:00/ })).toBeEnabled();
  });

  it('when the hour fills up meanwhile, says so, drops the time and keeps everything else', async () => {
    const fetchMock = bookingWith(() =>
      apiError(409, 'VISIT_SLOT_FULL', '이 시간은 예약이 다 찼어요. 다른 시간을 골라 주세요.'),
    );
    renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: /12월 1일/ }));
    await userEvent.click(visitTimes().getByRole('button', { name: /11:00/ }));
    await userEvent.type(screen.getByLabelText('신랑 이름'), '김신랑');
    await userEvent.type(screen.getByLabelText('신랑 휴대폰'), '01012345678');
    await userEvent.type(screen.getByLabelText('신부 이름'), '이신부');
    await userEvent.type(screen.getByLabelText('신부 휴대폰'), '01087654321');
    await userEvent.click(screen.getByRole('button', { name: '방문 예약하기' }));
    expect(await screen.findByText('이 시간은 예약이 다 찼어요. 다른 시간을 골라 주세요.')).toBeVisible();
    expect(visitTimes().getByRole('button', { name: /11:00/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('신랑 이름')).toHaveValue('김신랑');
    expect(screen.getByLabelText('신부 휴대폰')).toHaveValue('010-8765-4321');
    const sent = fetchMock.mock.calls.find(
      ([input, init]) => String(input).endsWith('/visit-reservations') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent![1]!.body))).toMatchObject({
      partnerId: 41,
      visitDate: '2026-12-01',
      visitTime: '11:00',
      expectedMinPersonnel: 200,
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/visit-slots')).length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('shows the existing visit instead of the form when the duplicate check finds one', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/consulting/41': () => json({ data: { data: HALL } }),
      '/v3/book/consulting/41/visit-slots': () => json({ item: DAYS }),
      '/v3/book/consulting/41/visit-reservation': () => json({ item: VISIT }),
    });
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: '이미 방문 예약이 있어요' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '방문 예약하기' })).toBeNull();
    expect(within(screen.getByTestId('visit-summary')).getByText('200명 ~ 250명')).toBeVisible();
  });
  it('keeps the Idempotency-Key when the network fails, so the retry cannot book twice; an answer ends it', async () => {
    let posts = 0;
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/consulting/41': () => json({ data: { data: HALL } }),
      '/v3/book/consulting/41/visit-slots': () => json({ item: DAYS }),
      '/v3/book/consulting/41/visit-reservation': () => json({ item: null }),
      '/v3/book/visit-reservations': () => {
        posts++;
        if (posts === 1) throw new TypeError('Failed to fetch');
        if (posts === 2)
          return apiError(409, 'VISIT_SLOT_FULL', '이 시간은 예약이 다 찼어요. 다른 시간을 골라 주세요.');
        return json({ item: VISIT }, 201);
      },
      '/v3/book/visit-reservations/5': () => json({ item: VISIT }),
    });
    const keys = () =>
      fetchMock.mock.calls
        .filter(([input, init]) => String(input).endsWith('/visit-reservations') && init?.method === 'POST')
        .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    const pickTimeAndSubmit = async () => {
      await userEvent.click(screen.getByRole('button', { name: /12월 1일/ }));
      await userEvent.click(visitTimes().getByRole('button', { name: /11:00/ }));
      await userEvent.click(screen.getByRole('button', { name: '방문 예약하기' }));
    };
    renderRoute(PATH);
    await userEvent.type(await screen.findByLabelText('신랑 이름'), '김신랑');
    await userEvent.type(screen.getByLabelText('신랑 휴대폰'), '01012345678');
    await userEvent.type(screen.getByLabelText('신부 이름'), '이신부');
    await userEvent.type(screen.getByLabelText('신부 휴대폰'), '01087654321');
    await pickTimeAndSubmit();
    expect(await screen.findByText('네트워크 연결을 확인한 뒤 다시 시도해주세요.')).toBeVisible();
    // The same booking tapped again: the same key, so had the first arrived, the server answers it once.
    await userEvent.click(screen.getByRole('button', { name: '방문 예약하기' }));
    expect(await screen.findByText('이 시간은 예약이 다 찼어요. 다른 시간을 골라 주세요.')).toBeVisible();
    expect(keys()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);
    // That answer ended the intent: the next booking, though its body is the same, is a new one.
    await pickTimeAndSubmit();
    expect(await screen.findByRole('heading', { name: '방문 예약이 접수되었어요' })).toBeVisible();
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[2]).not.toBe(keys()[0]);
  });
  it("says a visit waiting for the hall is '답변 대기' (the lifecycle's label, issue 27), not '예약됨' (issue 25)", async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/visit-reservations/5': () => json({ item: VISIT }),
    });
    renderRoute('/booking/visits/5');
    expect(await screen.findByText('답변 대기')).toBeVisible();
    expect(screen.queryByText('예약됨')).toBeNull();
  });
  it('shows no empty planner row when a planner asked without leaving details (issue 25)', async () => {
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/visit-reservations/5': () => json({ item: { ...VISIT, requestedByPlanner: true, plannerName: ' ' } }),
    });
    renderRoute('/booking/visits/5');
    expect(await screen.findByTestId('visit-summary')).toBeVisible();
    expect(within(screen.getByTestId('visit-summary')).queryByText('플래너')).toBeNull();
  });
  it("asks the hall about this visit: '1:1 문의' on the visit page opens the thread tied to it (issue 27 §5)", async () => {
    const THREAD = '77777777-7777-4777-8777-777777777777';
    const posted: unknown[] = [];
    mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/visit-reservations/5': () => json({ item: VISIT }),
      '/v3/inquiries': (_url, init) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ item: { id: THREAD } });
      },
    });
    const { router } = renderRoute('/booking/visits/5');
    await userEvent.click(await screen.findByRole('button', { name: '1:1 문의' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/inquiries/${THREAD}`));
    expect(posted).toEqual([{ partnerUuid: VISIT.partnerUuid, origin: 'VISIT', visitId: 5 }]);
  });
  it('cancels from the visit page with an Idempotency-Key', async () => {
    const fetchMock = mockFetch({
      '/api/user': () => json({ item: currentUser() }),
      '/v3/book/visit-reservations/5': (_url, init) =>
        json({ item: init?.method === 'DELETE' ? { ...VISIT, state: 'CANCELLED' } : VISIT }),
    });
    renderRoute('/booking/visits/5');
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '예약 취소' }));
    expect(await screen.findByText('방문 예약을 취소했어요.')).toBeVisible();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(sent![1]!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
