import { HALL_REASON_VALUES, REFUND_STATES } from '@wedding/domain/booking-labels';
import { BOOKING_STATES, VISIT_STATES } from '@wedding/domain/booking-lifecycle';
import { isIsoDate } from '@wedding/domain/seoul-calendar';
import { VISIT_TIME_PATTERN } from '@wedding/domain/visit-time';
import * as z from 'zod/mini';
import { idParam } from './input-limits.ts';

export * from './bookings-constants.ts';

// Bookings between a couple and a hall (issue 27 §1, §3, §4): the couple's visits and slot bookings with their
// state machine's state, the hall's deadline, every transition, the receipt and the refund; the hall's inbox and
// its answers. Every amount comes from the server; the couple's cancel echoes the refund it was shown.

const int = () => z.number().check(z.int());
const isoDate = (message = '날짜를 다시 골라 주세요.') =>
  z.string(message).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine(isIsoDate, message));

export const bookingActorSchema = z.enum(['COUPLE', 'HALL', 'SYSTEM']);
export const visitStateSchema = z.enum(VISIT_STATES);
export const bookingStateSchema = z.enum(BOOKING_STATES);
export const hallReasonSchema = z.enum(HALL_REASON_VALUES, '사유를 목록에서 골라 주세요.');

export const visitIdParamsSchema = z.object({ id: idParam('방문 예약을 찾을 수 없어요.') });
export const slotBookingIdParamsSchema = z.object({ id: idParam('예약을 찾을 수 없어요.') });

/** One transition, oldest first. `from` is null for the row's creation. */
export const bookingHistoryEntrySchema = z.object({
  from: z.nullable(z.string()),
  to: z.string(),
  /** The Korean label of `to`. */
  toLabel: z.string(),
  actor: bookingActorSchema,
  /** ISO instant. */
  at: z.string(),
  reasonCode: z.nullable(z.string()),
  /** The Korean label of reasonCode (e.g. '기한 내 답변이 없어 요청이 취소되었어요'). */
  reasonLabel: z.nullable(z.string()),
  /** The hall's or couple's own words. */
  reasonText: z.nullable(z.string()),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

/** Why the visit or booking ended (declined, expired, cancelled), in Korean; null while it is going on. */
export const bookingReasonSchema = z.object({
  code: z.string(),
  label: z.nullable(z.string()),
  text: z.nullable(z.string()),
});

// ── The couple's side ─────────────────────────────────────────────────────────────────────────────────────────

/** Who of a linked couple made a visit or booking: it stays theirs, the other sees it (issue 30 §1). */
export const madeBySchema = z.enum(['ME', 'PARTNER']);

/** What the couple may do now (the domain machine's answer at the server's clock). */
export const myVisitActionsSchema = z.object({
  cancel: z.boolean(),
  acceptProposal: z.boolean(),
  declineProposal: z.boolean(),
});

export const myVisitSchema = z.object({
  id: int(),
  partnerUuid: z.string(),
  bizName: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM:SS' (the confirmed or requested time). */
  visitDate: z.string(),
  visitTime: z.string(),
  /** The hall's other time while PROPOSED; null otherwise. */
  proposedVisitDate: z.nullable(z.string()),
  proposedVisitTime: z.nullable(z.string()),
  state: visitStateSchema,
  stateLabel: z.string(),
  /** ISO instant the hall must answer by while REQUESTED; null otherwise. */
  answerDueAt: z.nullable(z.string()),
  /**
   * ISO instant the couple must answer the hall's proposed time by while PROPOSED (VISIT_ANSWER_HOURS after the
   * proposal, never after the proposed time); null otherwise. Unanswered, the visit expires.
   */
  proposalDueAt: z.nullable(z.string()),
  reason: z.nullable(bookingReasonSchema),
  history: z.array(bookingHistoryEntrySchema),
  actions: myVisitActionsSchema,
  /**
   * While CONFIRMED: the site path of the visit's calendar file ('캘린더에 추가', issue 28 §4), a signed link that
   * needs no session; the same link later gives the moved time or the cancel. null otherwise.
   */
  calendarPath: z.nullable(z.string()),
  /**
   * Who made it (issue 30 §1): 'ME', or 'PARTNER' for the linked partner's, shown read-only (every action false).
   */
  madeBy: madeBySchema,
  createdAt: z.string(),
});
export type MyVisit = z.infer<typeof myVisitSchema>;

/** The deposit's receipt (issue 27 §4): amount, the paymentKey's last 4 characters, when it was paid. */
export const depositReceiptSchema = z.object({
  amount: int(),
  paymentKeyLast4: z.string(),
  paidAt: z.string(),
});

export const refundSchema = z.object({
  state: z.enum(REFUND_STATES),
  /** '환불 처리 중' or '환불 완료'. */
  label: z.string(),
  amount: int(),
  penalty: int(),
  requestedAt: z.string(),
  refundedAt: z.nullable(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

export const myBookingActionsSchema = z.object({ cancel: z.boolean() });

export const bookedSlotSchema = z.object({
  weddingDayId: int(),
  partnerUuid: z.string(),
  bizName: z.string(),
  hallName: z.string(),
  /** 'YYYY-MM-DD' (Seoul) and 'HH:MM'. */
  weddingDate: z.string(),
  weddingTime: z.string(),
});

export const mySlotBookingSchema = z.object({
  id: int(),
  slot: bookedSlotSchema,
  state: bookingStateSchema,
  stateLabel: z.string(),
  /** While HOLD: when the hold lapses. */
  holdExpiresAt: z.nullable(z.string()),
  /** While PAID or REQUESTED: when the hall must have answered. */
  answerDueAt: z.nullable(z.string()),
  /** The deposit the server asks (integer won). */
  paymentAmount: int(),
  receipt: z.nullable(depositReceiptSchema),
  refund: z.nullable(refundSchema),
  reason: z.nullable(bookingReasonSchema),
  history: z.array(bookingHistoryEntrySchema),
  actions: myBookingActionsSchema,
  /** 'ME', or 'PARTNER' for the linked partner's booking, shown read-only (issue 30 §1). */
  madeBy: madeBySchema,
  createdAt: z.string(),
});
export type MySlotBooking = z.infer<typeof mySlotBookingSchema>;

/** GET /v3/book/bookings: open ones first, then the latest. */
export const myBookingsResponseSchema = z.object({
  item: z.object({
    visits: z.array(myVisitSchema),
    bookings: z.array(mySlotBookingSchema),
    /** The server's clock (ISO), to count down answerDueAt, proposalDueAt and holdExpiresAt. */
    now: z.string(),
  }),
});
export type MyBookings = z.infer<typeof myBookingsResponseSchema>['item'];
export const myVisitResponseSchema = z.object({ item: myVisitSchema });
export const mySlotBookingResponseSchema = z.object({ item: mySlotBookingSchema });

/** What cancelling now gives back (issue 27: "the couple sees the exact figure before confirming"). */
export const refundQuoteSchema = z.object({
  /** What was paid (0 for a request the hall confirms without payment). */
  paid: int(),
  penalty: int(),
  refund: int(),
  /** Whole days from today (Seoul) to the wedding day. */
  daysBefore: int(),
  /** The row of the hall's disclosed table that applies; null when there is none (nothing paid, or no table). */
  rule: z.nullable(z.object({ minDaysBefore: int(), percent: z.number(), base: z.enum(['CONTRACT', 'DEPOSIT']) })),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;
export const refundQuoteResponseSchema = z.object({ item: refundQuoteSchema });

/** The couple's cancel echoes the refund it was shown; a different server figure is 409 REFUND_CHANGED. */
export const mySlotCancelBodySchema = z.object({
  expectedRefund: z.number('환불 금액을 다시 확인해 주세요.').check(z.int(), z.minimum(0)),
  reasonText: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, '500자 이내로 입력해 주세요.')))),
});
export type MySlotCancelBody = z.infer<typeof mySlotCancelBodySchema>;

// ── The hall's inbox ──────────────────────────────────────────────────────────────────────────────────────────

export const INBOX_KINDS = ['ALL', 'VISIT', 'SLOT'] as const;

/** Filters of the inbox: kind, one state, the visit's or wedding's date range (inclusive). */
export const inboxQuerySchema = z.object({
  kind: z._default(z.enum(INBOX_KINDS), 'ALL'),
  /** A visit state or a booking state; 'WAITING' = what waits for the hall's answer. */
  state: z.optional(z.enum([...new Set([...VISIT_STATES, ...BOOKING_STATES, 'WAITING'])] as [string, ...string[]])),
  from: z.optional(isoDate()),
  to: z.optional(isoDate()),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const hallVisitActionsSchema = z.object({
  confirm: z.boolean(),
  decline: z.boolean(),
  propose: z.boolean(),
  /** Move a CONFIRMED visit to another free hour before it (issue 28); it stays CONFIRMED. */
  move: z.boolean(),
  markVisited: z.boolean(),
  markNoShow: z.boolean(),
  cancel: z.boolean(),
});

export const hallVisitSchema = z.object({
  id: int(),
  visitDate: z.string(),
  visitTime: z.string(),
  proposedVisitDate: z.nullable(z.string()),
  proposedVisitTime: z.nullable(z.string()),
  state: visitStateSchema,
  stateLabel: z.string(),
  answerDueAt: z.nullable(z.string()),
  /** Milliseconds left to answer at the server's clock (0 when past); null when nothing is due. */
  answerMsLeft: z.nullable(int()),
  /** While PROPOSED: the ISO instant the couple must answer the proposal by (else it expires); null otherwise. */
  proposalDueAt: z.nullable(z.string()),
  groomName: z.nullable(z.string()),
  brideName: z.nullable(z.string()),
  /** Only once the visit is CONFIRMED (then VISITED / NO_SHOW); null before and after it ended otherwise. */
  groomTel: z.nullable(z.string()),
  brideTel: z.nullable(z.string()),
  requestedByPlanner: z.boolean(),
  plannerName: z.nullable(z.string()),
  plannerConsultingPartnerName: z.nullable(z.string()),
  expectedMinPersonnel: z.nullable(int()),
  expectedMaxPersonnel: z.nullable(int()),
  hopeWeddingYearMonths: z.array(z.string()),
  hopeWeddingDaysOfTheWeek: z.array(z.string()),
  hopeWeddingTimes: z.array(z.string()),
  additionalInquiry: z.nullable(z.string()),
  reason: z.nullable(bookingReasonSchema),
  history: z.array(bookingHistoryEntrySchema),
  actions: hallVisitActionsSchema,
  createdAt: z.string(),
});
export type HallVisit = z.infer<typeof hallVisitSchema>;

export const hallBookingActionsSchema = z.object({ confirm: z.boolean(), decline: z.boolean(), cancel: z.boolean() });

export const hallSlotBookingSchema = z.object({
  id: int(),
  slot: bookedSlotSchema,
  state: bookingStateSchema,
  stateLabel: z.string(),
  answerDueAt: z.nullable(z.string()),
  answerMsLeft: z.nullable(int()),
  paymentAmount: int(),
  /** Whether the deposit was paid online (declining or cancelling then refunds it in full). */
  paid: z.boolean(),
  paidAt: z.nullable(z.string()),
  refund: z.nullable(refundSchema),
  reason: z.nullable(bookingReasonSchema),
  history: z.array(bookingHistoryEntrySchema),
  actions: hallBookingActionsSchema,
  createdAt: z.string(),
});
export type HallSlotBooking = z.infer<typeof hallSlotBookingSchema>;

/** Waiting ones first (soonest deadline first), then by date. At most 200 of each kind. */
export const inboxResponseSchema = z.object({
  item: z.object({
    visits: z.array(hallVisitSchema),
    bookings: z.array(hallSlotBookingSchema),
    /** The server's clock (ISO), to count down answerDueAt. */
    now: z.string(),
  }),
});
export type Inbox = z.infer<typeof inboxResponseSchema>['item'];

/** What waits for the hall's answer: REQUESTED visits, PAID or REQUESTED bookings. */
export const inboxCountResponseSchema = z.object({
  item: z.object({ visits: int(), bookings: int(), total: int() }),
});

export const hallVisitResponseSchema = z.object({ item: hallVisitSchema });
export const hallSlotBookingResponseSchema = z.object({ item: hallSlotBookingSchema });

/** Decline or cancel by the hall: a reason from the list, and text (required for OTHER). */
export const hallReasonBodySchema = z.object({
  reasonCode: hallReasonSchema,
  reasonText: z._default(z.string().check(z.trim(), z.maxLength(500, '500자 이내로 입력해 주세요.')), ''),
});
export type HallReasonBody = z.infer<typeof hallReasonBodySchema>;

/** Another visit time: a day and a consulting hour ('HH:MM' gets ':00'). */
export const hallProposeBodySchema = z.object({
  visitDate: isoDate(),
  visitTime: z.string('시간을 다시 골라 주세요.').check(z.regex(VISIT_TIME_PATTERN, '시간을 다시 골라 주세요.')),
});
export type HallProposeBody = z.infer<typeof hallProposeBodySchema>;
