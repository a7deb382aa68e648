import { EXPECTED_GUESTS_CAP } from '@wedding/domain/constants';
import { WEDDING_DAYS, WEDDING_START_TIMES } from '@wedding/domain/enums';
import { isYearMonth } from '@wedding/domain/months';
import { STRICT_PHONE_PATTERN } from '@wedding/domain/phone';
import { isIsoDate } from '@wedding/domain/seoul-calendar';
import { VISIT_MESSAGES } from '@wedding/domain/visit-booking';
import { VISIT_TIME_PATTERN } from '@wedding/domain/visit-time';
import * as z from 'zod/mini';
import { idField, idParam } from './input-limits.ts';

export { VISIT_ERROR_CODES, VISIT_IDEMPOTENCY_HEADER } from './visit-booking-constants.ts';

// Visit booking (issue 12; spec §3 hall booking draft `data`, §5 expected visitors, visit time, PHONE rule).

const int = () => z.number().check(z.int());
const text = (max: number, message = `${max}자 이내로 입력해 주세요.`) =>
  z.string().check(z.trim(), z.maxLength(max, message));
const name = () =>
  z
    .string(VISIT_MESSAGES.NAME_REQUIRED)
    .check(
      z.trim(),
      z.minLength(1, VISIT_MESSAGES.NAME_REQUIRED),
      z.maxLength(20, '이름은 20자 이내로 입력해 주세요.'),
    );
const phone = () =>
  z.string(VISIT_MESSAGES.PHONE_INVALID).check(z.regex(STRICT_PHONE_PATTERN, VISIT_MESSAGES.PHONE_INVALID));
const DAY_VALUES = WEDDING_DAYS.map((d) => d.value) as ['FRIDAY', 'SATURDAY', 'SUNDAY'];

export const visitPartnerParamsSchema = z.object({ partnerId: idParam('웨딩홀을 찾을 수 없어요.') });
export const visitReservationParamsSchema = z.object({ id: idParam('방문 예약을 찾을 수 없어요.') });

/** One consulting hour of one day: how many the hall receives, how many are booked, whether it can be picked. */
export const visitTimeSchema = z.object({ time: z.string(), capacity: int(), booked: int(), available: z.boolean() });
export const visitDaySchema = z.object({ date: z.string(), times: z.array(visitTimeSchema) });
/** The bookable days (tomorrow through reservationOpenDate days ahead) with the hall's consulting hours. */
export const visitSlotsResponseSchema = z.object({ item: z.array(visitDaySchema) });
export type VisitSlotsResponse = z.infer<typeof visitSlotsResponseSchema>;
export type VisitDay = z.infer<typeof visitDaySchema>;

/** What the form sends (spec §3 data). paymentAmount is the hall's deposit, decided by the server. */
export const visitReservationBodySchema = z
  .object({
    partnerId: idField('웨딩홀을 찾을 수 없어요.'),
    visitDate: z.string(VISIT_MESSAGES.DATE_REQUIRED).check(z.refine(isIsoDate, VISIT_MESSAGES.DATE_REQUIRED)),
    /** 'HH:MM' gets ':00' (spec §5). */
    visitTime: z.string(VISIT_MESSAGES.TIME_REQUIRED).check(z.regex(VISIT_TIME_PATTERN, VISIT_MESSAGES.TIME_REQUIRED)),
    /** The range shown to the hall is min..min+50, capped at 400 (spec §5); the server works out the max. */
    expectedMinPersonnel: z
      .number(VISIT_MESSAGES.GUESTS_REQUIRED)
      .check(
        z.int(VISIT_MESSAGES.GUESTS_REQUIRED),
        z.minimum(1, VISIT_MESSAGES.GUESTS_REQUIRED),
        z.maximum(EXPECTED_GUESTS_CAP, `하객 수는 ${EXPECTED_GUESTS_CAP}명까지 입력할 수 있어요.`),
      ),
    hopeWeddingYearMonths: z._default(
      z.array(z.string().check(z.refine(isYearMonth, '희망 예식 월을 다시 골라 주세요.'))).check(z.maxLength(24)),
      [],
    ),
    hopeWeddingDaysOfTheWeek: z._default(
      z.array(z.enum(DAY_VALUES, '희망 요일을 다시 골라 주세요.')).check(z.maxLength(3)),
      [],
    ),
    hopeWeddingTimes: z._default(
      z.array(z.enum([...WEDDING_START_TIMES], '희망 시간을 다시 골라 주세요.')).check(z.maxLength(13)),
      [],
    ),
    groomName: name(),
    groomTel: phone(),
    brideName: name(),
    brideTel: phone(),
    requestedByPlanner: z._default(z.boolean(), false),
    plannerName: z.optional(z.nullable(text(20))),
    plannerTel: z.optional(z.nullable(z.string())),
    plannerConsultingPartnerName: z.optional(z.nullable(text(40))),
    additionalInquiry: z.optional(z.nullable(text(1000, '문의 내용은 1,000자 이내로 입력해 주세요.'))),
  })
  .check(
    z.refine(
      (body) =>
        !body.requestedByPlanner ||
        (Boolean(body.plannerName?.trim()) && STRICT_PHONE_PATTERN.test(body.plannerTel ?? '')),
      { message: VISIT_MESSAGES.PLANNER_REQUIRED, path: ['plannerName'] },
    ),
  );
export type VisitReservationBody = z.infer<typeof visitReservationBodySchema>;

export const VISIT_STATES = ['ACTIVE', 'CANCELLED', 'COMPLETED'] as const;

/** A booked visit as the customer sees it (spec §3 data, with the hall's name and the state). */
export const visitReservationSchema = z.object({
  id: int(),
  partnerId: int(),
  partnerUuid: z.string(),
  bizName: z.string(),
  visitDate: z.string(),
  /** 'HH:MM:SS'. */
  visitTime: z.string(),
  expectedMinPersonnel: int(),
  /** 0 when the minimum reached the 400 cap (open-ended, spec §5). */
  expectedMaxPersonnel: int(),
  hopeWeddingYearMonths: z.array(z.string()),
  hopeWeddingDaysOfTheWeek: z.array(z.string()),
  hopeWeddingTimes: z.array(z.string()),
  groomName: z.string(),
  groomTel: z.string(),
  brideName: z.string(),
  brideTel: z.string(),
  requestedByPlanner: z.boolean(),
  plannerName: z.nullable(z.string()),
  plannerTel: z.nullable(z.string()),
  plannerConsultingPartnerName: z.nullable(z.string()),
  additionalInquiry: z.nullable(z.string()),
  /** The hall's deposit at booking time (spec §3: paymentAmount defaults to the deposit). */
  paymentAmount: int(),
  state: z.enum(VISIT_STATES),
  /** The booking lifecycle's own state in Korean (issue 27: '답변 대기', '방문 확정', '기한 만료', …). */
  stateLabel: z.string(),
  createdAt: z.string(),
});
export type VisitReservation = z.infer<typeof visitReservationSchema>;
export const visitReservationResponseSchema = z.object({ item: visitReservationSchema });
export type VisitReservationResponse = z.infer<typeof visitReservationResponseSchema>;
export const visitReservationsResponseSchema = z.object({ item: z.array(visitReservationSchema) });
export type VisitReservationsResponse = z.infer<typeof visitReservationsResponseSchema>;
/** The duplicate check before the form opens: the customer's ACTIVE visit to this hall, or null. */
export const activeVisitResponseSchema = z.object({ item: z.nullable(visitReservationSchema) });
export type ActiveVisitResponse = z.infer<typeof activeVisitResponseSchema>;
