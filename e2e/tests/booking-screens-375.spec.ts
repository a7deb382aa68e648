import type {
  HallSlotBooking,
  HallVisit,
  MyBookings,
  MySlotBooking,
  MyVisit,
  RefundQuote,
} from '@wedding/contract/bookings';
import type { VisitDay } from '@wedding/contract/visit-booking';
import {
  BOOKING_STATE_LABELS,
  DEADLINE_MISSED_MESSAGE,
  PROPOSAL_UNANSWERED_MESSAGE,
  VISIT_STATE_LABELS,
} from '@wedding/domain/booking-labels';
import { DEMO_STAFF } from '../../apps/api/src/db/seed/demo-staff.ts';
import { expect, hydrated, type Page, test } from '../fixtures.ts';
import { overlappingBoxes } from '../narrow-layout.ts';
import { signUpAndSignIn } from '../new-customer.ts';

// Issue 27 at 375 px: the couple's /mypage/bookings with a card in every state, its refund sheet in every state
// (paid with a penalty, nothing paid, the figure changed, the quote failing), and the console's inbox in every
// state with its propose picker, empty and failing. The API's answers are stand-ins (page.route) so each state is
// on screen at once; nothing may overlap or widen the page. Screenshots go to SCREENSHOTS_DIR when it is set.

const SHOTS = process.env.SCREENSHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
};
const HOUR = 3_600_000;
const now = new Date();
const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
const day = (days: number) => iso(days * 24 * HOUR).slice(0, 10);
const HALL = '11111111-1111-4111-8111-111111111111';
const LONG_NAME = '더채플앳청담 그랜드볼룸 웨딩홀 본점';

const history = (to: string, label: string): MyVisit['history'] => [
  {
    from: null,
    to: 'REQUESTED',
    toLabel: '답변 대기',
    actor: 'COUPLE',
    at: iso(-2 * HOUR),
    reasonCode: null,
    reasonLabel: null,
    reasonText: null,
  },
  {
    from: 'REQUESTED',
    to,
    toLabel: label,
    actor: 'HALL',
    at: iso(-HOUR),
    reasonCode: null,
    reasonLabel: null,
    reasonText: null,
  },
];
const noVisitActions = { cancel: false, acceptProposal: false, declineProposal: false };
const myVisit = (id: number, over: Partial<MyVisit>): MyVisit => ({
  id,
  partnerUuid: HALL,
  bizName: LONG_NAME,
  visitDate: day(3),
  visitTime: '14:00:00',
  proposedVisitDate: null,
  proposedVisitTime: null,
  state: 'REQUESTED',
  stateLabel: VISIT_STATE_LABELS.REQUESTED,
  answerDueAt: null,
  proposalDueAt: null,
  reason: null,
  history: history('REQUESTED', '답변 대기').slice(0, 1),
  actions: noVisitActions,
  calendarPath: null,
  madeBy: 'ME',
  createdAt: iso(-2 * HOUR),
  ...over,
});
const slot = {
  weddingDayId: 1,
  partnerUuid: HALL,
  bizName: LONG_NAME,
  hallName: '그랜드볼룸 (단독홀)',
  weddingDate: day(120),
  weddingTime: '12:30',
};
const receipt = { amount: 1_500_000, paymentKeyLast4: 'x9Z1', paidAt: iso(-3 * HOUR) };
const mySlot = (id: number, over: Partial<MySlotBooking>): MySlotBooking => ({
  id,
  slot,
  state: 'CONFIRMED',
  stateLabel: BOOKING_STATE_LABELS.CONFIRMED,
  holdExpiresAt: null,
  answerDueAt: null,
  paymentAmount: 1_500_000,
  receipt,
  refund: null,
  reason: null,
  history: [],
  actions: { cancel: false },
  madeBy: 'ME',
  createdAt: iso(-3 * HOUR),
  ...over,
});

const coupleList: MyBookings = {
  now: now.toISOString(),
  bookings: [
    mySlot(1, {
      state: 'HOLD',
      stateLabel: BOOKING_STATE_LABELS.HOLD,
      holdExpiresAt: iso(8 * 60_000),
      receipt: null,
      actions: { cancel: true },
    }),
    mySlot(2, {
      state: 'PAID',
      stateLabel: BOOKING_STATE_LABELS.PAID,
      answerDueAt: iso(47 * HOUR),
      actions: { cancel: true },
    }),
    mySlot(3, {
      state: 'REQUESTED',
      stateLabel: BOOKING_STATE_LABELS.REQUESTED,
      answerDueAt: iso(5 * HOUR),
      receipt: null,
      paymentAmount: 0,
      actions: { cancel: true },
    }),
    mySlot(4, { actions: { cancel: true } }),
    mySlot(5, {
      state: 'CANCELLED_BY_HALL',
      stateLabel: BOOKING_STATE_LABELS.CANCELLED_BY_HALL,
      refund: {
        state: 'REFUND_PENDING',
        label: '환불 처리 중',
        amount: 1_500_000,
        penalty: 0,
        requestedAt: iso(-HOUR),
        refundedAt: null,
      },
      reason: { code: 'OTHER', label: '기타', text: '내부 공사로 그날 예식을 진행할 수 없어요. 정말 죄송합니다.' },
    }),
    mySlot(6, {
      state: 'CANCELLED_BY_COUPLE',
      stateLabel: BOOKING_STATE_LABELS.CANCELLED_BY_COUPLE,
      refund: {
        state: 'REFUNDED',
        label: '환불 완료',
        amount: 1_350_000,
        penalty: 150_000,
        requestedAt: iso(-HOUR),
        refundedAt: iso(-HOUR / 2),
      },
      reason: { code: 'COUPLE_CANCELLED', label: '직접 취소했어요', text: null },
    }),
    mySlot(7, {
      state: 'EXPIRED',
      stateLabel: BOOKING_STATE_LABELS.EXPIRED,
      reason: { code: 'DEADLINE_MISSED', label: DEADLINE_MISSED_MESSAGE, text: null },
    }),
  ],
  visits: [
    myVisit(11, { answerDueAt: iso(23 * HOUR), actions: { ...noVisitActions, cancel: true } }),
    myVisit(12, {
      state: 'PROPOSED',
      stateLabel: VISIT_STATE_LABELS.PROPOSED,
      proposedVisitDate: day(5),
      proposedVisitTime: '11:00:00',
      proposalDueAt: iso(23 * HOUR),
      history: history('PROPOSED', VISIT_STATE_LABELS.PROPOSED),
      actions: { cancel: true, acceptProposal: true, declineProposal: true },
    }),
    myVisit(13, {
      state: 'CONFIRMED',
      stateLabel: VISIT_STATE_LABELS.CONFIRMED,
      history: history('CONFIRMED', '방문 확정'),
      actions: { ...noVisitActions, cancel: true },
    }),
    myVisit(14, {
      state: 'EXPIRED',
      stateLabel: VISIT_STATE_LABELS.EXPIRED,
      reason: { code: 'PROPOSAL_UNANSWERED', label: PROPOSAL_UNANSWERED_MESSAGE, text: null },
    }),
    myVisit(15, {
      state: 'EXPIRED',
      stateLabel: VISIT_STATE_LABELS.EXPIRED,
      reason: { code: 'DEADLINE_MISSED', label: DEADLINE_MISSED_MESSAGE, text: null },
    }),
    myVisit(16, {
      state: 'DECLINED',
      stateLabel: VISIT_STATE_LABELS.DECLINED,
      reason: { code: 'HALL_CLOSED', label: '휴무일이거나 행사가 있어요', text: '그날은 내부 행사가 있어요' },
    }),
  ],
};

const paidQuote: RefundQuote = {
  paid: 1_500_000,
  penalty: 150_000,
  refund: 1_350_000,
  daysBefore: 120,
  rule: { minDaysBefore: 90, percent: 10, base: 'DEPOSIT' },
};
const unpaidQuote: RefundQuote = { paid: 0, penalty: 0, refund: 0, daysBefore: 120, rule: null };

/** Nothing overlaps, with every folded history opened (a closed <details> keeps its rows in the layout tree). */
async function noOverlaps(page: Page, scope?: string) {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  expect(await overlappingBoxes(page, scope)).toEqual([]);
}

test('the couple’s bookings and the refund sheet in every state at 375 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, '화면');
  let quote: RefundQuote | 'fail' = paidQuote;
  await page.route(
    (url) => url.pathname === '/v3/book/bookings',
    (route) => route.fulfill({ json: { item: coupleList } }),
  );
  await page.route(
    (url) => /\/v3\/book\/bookings\/slots\/\d+\/refund-quote$/.test(url.pathname),
    (route) =>
      quote === 'fail'
        ? route.fulfill({
            status: 503,
            json: { status: 503, code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
          })
        : route.fulfill({ json: { item: quote } }),
  );
  await page.route(
    (url) => /\/v3\/book\/bookings\/slots\/\d+\/cancel$/.test(url.pathname),
    (route) =>
      route.fulfill({
        status: 409,
        json: {
          status: 409,
          code: 'REFUND_CHANGED',
          message: '환불 금액이 1,350,000원으로 바뀌었어요. 바뀐 금액을 확인하고 다시 취소해 주세요.',
        },
      }),
  );
  await page.goto('/mypage/bookings');
  await expect(page.getByTestId('my-slot-booking')).toHaveCount(7);
  await expect(page.getByTestId('my-visit')).toHaveCount(6);
  await expect(page.getByTestId('proposal-deadline')).toContainText('답변 기한');
  await expect(page.getByText(PROPOSAL_UNANSWERED_MESSAGE)).toBeVisible();
  await noOverlaps(page);
  await shoot(page, 'screens-my-bookings-all-states');

  const confirmed = page.locator('[data-testid="my-slot-booking"][data-id="4"]');
  await confirmed.getByRole('button', { name: '예약 취소' }).click();
  const sheet = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(sheet.getByTestId('quote-refund')).toHaveText('1,350,000원');
  await noOverlaps(page, '[role=dialog]');
  await shoot(page, 'screens-refund-sheet-paid');
  await sheet.getByTestId('confirm-cancel').click();
  await expect(sheet.getByRole('alert')).toContainText('환불 금액이 1,350,000원으로 바뀌었어요');
  await noOverlaps(page, '[role=dialog]');
  await shoot(page, 'screens-refund-sheet-changed');
  await sheet.getByRole('button', { name: '닫기', exact: true }).last().click();

  quote = unpaidQuote;
  const requested = page.locator('[data-testid="my-slot-booking"][data-id="3"]');
  await requested.getByRole('button', { name: '예약 취소' }).click();
  await expect(sheet.getByText('결제한 금액이 없어 환불할 금액도 없어요.', { exact: false })).toBeVisible();
  await noOverlaps(page, '[role=dialog]');
  await shoot(page, 'screens-refund-sheet-unpaid');
  await sheet.getByRole('button', { name: '닫기', exact: true }).last().click();

  quote = 'fail';
  await page.locator('[data-testid="my-slot-booking"][data-id="2"]').getByRole('button', { name: '예약 취소' }).click();
  await expect(sheet.getByRole('alert')).toContainText('잠시 후 다시 시도해 주세요.');
  await noOverlaps(page, '[role=dialog]');
  await shoot(page, 'screens-refund-sheet-error');
});

const hallActions = {
  confirm: false,
  decline: false,
  propose: false,
  move: false,
  markVisited: false,
  markNoShow: false,
  cancel: false,
};
const hallVisit = (id: number, over: Partial<HallVisit>): HallVisit => ({
  id,
  visitDate: day(3),
  visitTime: '14:00:00',
  proposedVisitDate: null,
  proposedVisitTime: null,
  state: 'REQUESTED',
  stateLabel: VISIT_STATE_LABELS.REQUESTED,
  answerDueAt: null,
  answerMsLeft: null,
  proposalDueAt: null,
  groomName: '김신랑',
  brideName: '이신부',
  groomTel: null,
  brideTel: null,
  requestedByPlanner: true,
  plannerName: '박플래너',
  plannerConsultingPartnerName: '웨딩컨설팅 아주 긴 이름의 플래너 회사',
  expectedMinPersonnel: 150,
  expectedMaxPersonnel: 200,
  hopeWeddingYearMonths: ['2027-05'],
  hopeWeddingDaysOfTheWeek: ['sat'],
  hopeWeddingTimes: ['12:00'],
  additionalInquiry: '주차가 몇 대까지 가능한지, 폐백실이 따로 있는지 궁금합니다. 부모님과 함께 방문할 예정이에요.',
  reason: null,
  history: [],
  actions: hallActions,
  createdAt: iso(-HOUR),
  ...over,
});
const hallSlot = (id: number, over: Partial<HallSlotBooking>): HallSlotBooking => ({
  id,
  slot,
  state: 'PAID',
  stateLabel: BOOKING_STATE_LABELS.PAID,
  answerDueAt: iso(3 * HOUR),
  answerMsLeft: 3 * HOUR,
  paymentAmount: 1_500_000,
  paid: true,
  paidAt: iso(-HOUR),
  refund: null,
  reason: null,
  history: [],
  actions: { confirm: true, decline: true, cancel: true },
  createdAt: iso(-HOUR),
  ...over,
});
const inbox = {
  now: now.toISOString(),
  bookings: [
    hallSlot(1, {}),
    hallSlot(2, {
      state: 'REQUESTED',
      stateLabel: BOOKING_STATE_LABELS.REQUESTED,
      paid: false,
      paidAt: null,
      answerDueAt: iso(40 * HOUR),
    }),
    hallSlot(3, {
      state: 'CONFIRMED',
      stateLabel: BOOKING_STATE_LABELS.CONFIRMED,
      answerDueAt: null,
      actions: { confirm: false, decline: false, cancel: true },
    }),
    hallSlot(4, {
      state: 'CANCELLED_BY_HALL',
      stateLabel: BOOKING_STATE_LABELS.CANCELLED_BY_HALL,
      answerDueAt: null,
      refund: {
        state: 'REFUND_PENDING',
        label: '환불 처리 중',
        amount: 1_500_000,
        penalty: 0,
        requestedAt: iso(-HOUR),
        refundedAt: null,
      },
      reason: { code: 'PRICE_CHANGED', label: '가격이나 조건이 바뀌었어요', text: null },
      actions: { confirm: false, decline: false, cancel: false },
    }),
  ],
  visits: [
    hallVisit(11, {
      answerDueAt: iso(2 * HOUR),
      answerMsLeft: 2 * HOUR,
      actions: { ...hallActions, confirm: true, decline: true, propose: true },
    }),
    hallVisit(12, {
      state: 'PROPOSED',
      stateLabel: VISIT_STATE_LABELS.PROPOSED,
      proposedVisitDate: day(5),
      proposedVisitTime: '11:00:00',
      proposalDueAt: iso(20 * HOUR),
      actions: { ...hallActions, cancel: true },
    }),
    hallVisit(13, {
      state: 'CONFIRMED',
      stateLabel: VISIT_STATE_LABELS.CONFIRMED,
      groomTel: '010-1234-5678',
      brideTel: '010-8765-4321',
      actions: { ...hallActions, markVisited: true, markNoShow: true, cancel: true },
    }),
    hallVisit(14, {
      state: 'EXPIRED',
      stateLabel: VISIT_STATE_LABELS.EXPIRED,
      reason: { code: 'PROPOSAL_UNANSWERED', label: PROPOSAL_UNANSWERED_MESSAGE, text: null },
    }),
    hallVisit(15, {
      state: 'DECLINED',
      stateLabel: VISIT_STATE_LABELS.DECLINED,
      reason: { code: 'OTHER', label: '기타', text: '그 주에는 리모델링 공사가 있어요.' },
    }),
  ],
};
const hours: VisitDay[] = [
  {
    date: day(1),
    times: [
      { time: '10:00', capacity: 2, booked: 2, available: false },
      { time: '11:00', capacity: 2, booked: 1, available: true },
    ],
  },
  { date: day(2), times: [{ time: '10:00', capacity: 2, booked: 0, available: true }] },
];

test('the console’s inbox in every state, its propose picker, empty and failing, at 375 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/partner-center/sign-in');
  await hydrated(page);
  await page.getByLabel('이메일').fill(DEMO_STAFF.email);
  await page.getByLabel('비밀번호').fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  let answer: 'all' | 'empty' | 'fail' = 'all';
  await page.route(
    (url) => url.pathname === '/v3/partner-center/bookings',
    (route) =>
      answer === 'fail'
        ? route.fulfill({
            status: 503,
            json: { status: 503, code: 'UNAVAILABLE', message: '잠시 후 다시 시도해 주세요.' },
          })
        : route.fulfill({ json: { item: answer === 'empty' ? { now: inbox.now, visits: [], bookings: [] } : inbox } }),
  );
  await page.route(
    (url) => url.pathname === '/v3/partner-center/bookings/visit-hours',
    (route) => route.fulfill({ json: { item: hours } }),
  );
  await page.goto('/partner-center/bookings');
  await expect(page.getByTestId('inbox-visit')).toHaveCount(5);
  await expect(page.getByTestId('inbox-slot')).toHaveCount(4);
  await noOverlaps(page);
  await shoot(page, 'screens-inbox-all-states');

  const request = page.locator('[data-testid="inbox-visit"][data-id="11"]');
  await request.getByRole('button', { name: '다른 시간 제안' }).click();
  await request.getByLabel('날짜').selectOption(day(1));
  await expect(request.getByLabel('시간').locator('option')).toHaveText([
    '시간 선택',
    '10:00 (마감)',
    '11:00 (남은 자리 1)',
  ]);
  await noOverlaps(page);
  await shoot(page, 'screens-inbox-propose-picker');
  await request.getByRole('button', { name: '닫기' }).click();
  await request.getByRole('button', { name: '거절' }).click();
  await noOverlaps(page);
  await shoot(page, 'screens-inbox-decline-form');

  answer = 'empty';
  await page.goto('/partner-center/bookings?state=WAITING');
  await expect(page.getByTestId('inbox-visit')).toHaveCount(0);
  await noOverlaps(page);
  await shoot(page, 'screens-inbox-empty');
  answer = 'fail';
  await page.goto('/partner-center/bookings?kind=VISIT');
  await expect(page.getByRole('alert').first()).toContainText('잠시 후 다시 시도해 주세요.');
  await noOverlaps(page);
  await shoot(page, 'screens-inbox-error');
  // The failure is not a dead end: 다시 시도 reads the inbox again.
  answer = 'all';
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('inbox-visit')).toHaveCount(5);
});
