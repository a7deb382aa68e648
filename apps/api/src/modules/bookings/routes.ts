import {
  hallProposeBodySchema,
  hallReasonBodySchema,
  hallSlotBookingResponseSchema,
  hallVisitResponseSchema,
  inboxCountResponseSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  myBookingsResponseSchema,
  mySlotBookingResponseSchema,
  mySlotCancelBodySchema,
  myVisitResponseSchema,
  refundQuoteResponseSchema,
  slotBookingIdParamsSchema,
  visitIdParamsSchema,
} from '@wedding/contract/bookings';
import { visitSlotsResponseSchema } from '@wedding/contract/visit-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { idempotent } from '../../shared/idempotency/idempotent.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const IDEMPOTENCY =
  'Idempotency-Key 헤더(1–100자)가 필요합니다(없으면 400 IDEMPOTENCY_KEY_REQUIRED). 같은 키로 같은 요청을 다시 보내면 처음 답을 그대로 돌려주고(Idempotent-Replayed: true), 같은 키로 다른 요청을 보내면 422 IDEMPOTENCY_KEY_REUSED입니다.';
const headers = z.object({ 'idempotency-key': z.optional(z.string()) });
const NOT_NOW = '지금 상태에서 할 수 없는 요청(이미 처리됨, 끝난 예약)은 409 VISIT_NOT_OPEN / BOOKING_NOT_OPEN입니다.';

/**
 * The couple's bookings (issue 27 §4), prefix /v3/book: visits and slot bookings with the machine's state, the
 * hall's deadline, history, receipt and refund; the refund quote; cancel; answers to a proposed time.
 */
export const myBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const { bookings, idempotencyKeys } = app.services;
  const tags = ['bookings'];

  app.get(
    '/bookings',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My visits and slot bookings with state, deadline, history, receipt and refund',
        description:
          "진행 중인 것이 먼저, 그다음 날짜가 늦은 순서(각 최대 100개). 상태(state)와 한국어 이름(stateLabel), 웨딩홀의 답변 기한(answerDueAt), 모든 상태 변화(history), 결제 영수증(금액, paymentKey 끝 4자, 결제 시각), 환불 상태(환불 처리 중 / 환불 완료)를 답합니다. 기한 안에 답이 없어 끝난 요청의 reason.label은 '기한 내 답변이 없어 요청이 취소되었어요'입니다.",
        tags,
        response: { 200: myBookingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ item: await bookings.mine(request.customer!.id) }),
  );

  app.get(
    '/bookings/visits/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'One of my visits',
        description: '다른 고객의 것이나 없는 것은 404 VISIT_NOT_FOUND입니다.',
        tags,
        params: visitIdParamsSchema,
        response: { 200: myVisitResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await bookings.myVisit(request.customer!.id, request.params.id) }),
  );

  const visitWrite = (
    path: string,
    summary: string,
    description: string,
    run: (customerId: number, id: number) => ReturnType<typeof bookings.myVisit>,
  ) =>
    app.post(
      path,
      {
        preHandler: requireCustomer,
        schema: {
          summary,
          description: `${description} ${NOT_NOW} 다른 고객의 것이나 없는 것은 404 VISIT_NOT_FOUND. ${IDEMPOTENCY}`,
          tags,
          headers,
          params: visitIdParamsSchema,
          response: { 200: myVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      (request, reply) =>
        idempotent(request, reply, idempotencyKeys, async () => ({
          status: 200,
          body: { item: await run(request.customer!.id, request.params.id) },
        })),
    );

  visitWrite(
    '/bookings/visits/:id/cancel',
    'Cancel my visit',
    '방문 시간 전에 답변 대기·제안·확정 상태의 방문을 취소합니다(CANCELLED_BY_COUPLE). 그 시간의 자리가 다시 열립니다.',
    (c, id) => bookings.cancelMyVisit(c, id),
  );
  visitWrite(
    '/bookings/visits/:id/accept-proposal',
    "Take the hall's proposed time",
    '웨딩홀이 제안한 다른 시간(PROPOSED)을 받아들이면 그 시간으로 방문이 확정됩니다(CONFIRMED).',
    (c, id) => bookings.acceptProposal(c, id),
  );
  visitWrite(
    '/bookings/visits/:id/decline-proposal',
    "Refuse the hall's proposed time",
    '웨딩홀이 제안한 시간을 거절하면 방문 요청이 끝납니다(CANCELLED_BY_COUPLE).',
    (c, id) => bookings.declineProposal(c, id),
  );

  app.get(
    '/bookings/slots/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'One of my slot bookings',
        description: '다른 고객의 것이나 없는 것은 404 BOOKING_NOT_FOUND입니다.',
        tags,
        params: slotBookingIdParamsSchema,
        response: { 200: mySlotBookingResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await bookings.mySlot(request.customer!.id, request.params.id) }),
  );

  app.get(
    '/bookings/slots/:id/refund-quote',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'What cancelling my booking now gives back',
        description:
          '지금 취소하면 돌려받는 금액: 결제한 금액(paid)에서 웨딩홀이 공개한 위약금 표의 해당 줄(rule, 서울 날짜로 예식까지 남은 날 daysBefore)에 따른 위약금(penalty)을 뺀 금액(refund). 취소할 때 이 refund를 expectedRefund로 보냅니다.',
        tags,
        params: slotBookingIdParamsSchema,
        response: { 200: refundQuoteResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await bookings.refundQuote(request.customer!.id, request.params.id) }),
  );

  app.post(
    '/bookings/slots/:id/cancel',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Cancel my slot booking; the refund follows the hall’s disclosed table',
        description: `확보·예약 요청·결제된 예약·확정된 예약을 취소합니다(CANCELLED_BY_COUPLE). 일정은 바로 다시 열립니다. 결제한 예약은 환불 견적과 같은 금액을 토스 결제 취소(cancelAmount)로 돌려주며, 토스가 확인할 때까지 refund.state는 REFUND_PENDING(환불 처리 중)이고 자동으로 다시 시도합니다. body의 expectedRefund가 서버의 금액과 다르면(날짜가 바뀌었거나 표가 바뀜) 아무것도 바꾸지 않고 409 REFUND_CHANGED로 답하니, 견적을 다시 받아 보여 주고 새 Idempotency-Key로 다시 보내 주세요. 결제를 확인하는 중이면 409 PAYMENT_IN_PROGRESS. ${NOT_NOW} ${IDEMPOTENCY}`,
        tags,
        headers,
        params: slotBookingIdParamsSchema,
        body: mySlotCancelBodySchema,
        response: { 200: mySlotBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 200,
        body: { item: await bookings.cancelMySlot(request.customer!.id, request.params.id, request.body) },
      })),
  );
};

const SCOPE =
  'OWNER, MANAGER, MESSAGES 역할만(그 밖은 403 STAFF_FORBIDDEN). 다른 웨딩홀의 것은 없는 것과 같이 404입니다. 감사 기록에 남습니다.';

/**
 * The hall's inbox (issue 27 §3), prefix /v3/partner-center: visits and bookings of the staff's hall with the
 * time left to answer, and the hall's answers. Every write goes through the state machine and is audited.
 */
export const hallBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const { bookings } = app.services;
  const tags = ['partner-center'];
  const messages = requireStaff('messages');

  app.get(
    '/bookings',
    {
      preHandler: messages,
      schema: {
        summary: "The hall's visit requests and bookings, waiting ones first",
        description: `방문 요청과 예약을 답변할 것(기한이 가까운 순서)부터 보여 줍니다(각 최대 200개). kind(ALL, VISIT, SLOT), state(상태 하나 또는 WAITING = 답변 대기), from/to(방문일·예식일, 포함)로 거릅니다. answerMsLeft는 서버 시계로 답변까지 남은 시간(ms)입니다. 고객 연락처는 방문을 확정한 뒤에만 보입니다. ${SCOPE}`,
        tags,
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ item: await bookings.inbox(staffOf(request), request.query) }),
  );

  app.get(
    '/bookings/count',
    {
      preHandler: messages,
      schema: {
        summary: "What waits for the hall's answer (the dashboard's count)",
        description: `답변을 기다리는 방문 요청(REQUESTED)과 예약(PAID, REQUESTED)의 수. ${SCOPE}`,
        tags,
        response: { 200: inboxCountResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await bookings.waitingCount(staffOf(request)) }),
  );

  app.get(
    '/bookings/visits/:id',
    {
      preHandler: messages,
      schema: {
        summary: 'One visit request of the hall',
        description: `404 VISIT_NOT_FOUND. ${SCOPE}`,
        tags,
        params: visitIdParamsSchema,
        response: { 200: hallVisitResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await bookings.hallVisit(staffOf(request), request.params.id) }),
  );

  app.get(
    '/bookings/slots/:id',
    {
      preHandler: messages,
      schema: {
        summary: 'One booking of the hall',
        description: `404 BOOKING_NOT_FOUND. ${SCOPE}`,
        tags,
        params: slotBookingIdParamsSchema,
        response: { 200: hallSlotBookingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await bookings.hallSlot(staffOf(request), request.params.id) }),
  );

  const visitAction = (path: string, summary: string, description: string, run: typeof bookings.confirmVisit) =>
    app.post(
      path,
      {
        preHandler: messages,
        schema: {
          summary,
          description: `${description} ${NOT_NOW} ${SCOPE}`,
          tags,
          params: visitIdParamsSchema,
          response: { 200: hallVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ item: await run(staffOf(request), request.params.id) }),
    );

  const visitReasonAction = (path: string, summary: string, description: string, run: typeof bookings.declineVisit) =>
    app.post(
      path,
      {
        preHandler: messages,
        schema: {
          summary,
          description: `${description} reasonCode는 목록(HALL_REASONS)에서, OTHER면 reasonText가 필요합니다(없으면 400 REASON_REQUIRED). ${NOT_NOW} ${SCOPE}`,
          tags,
          params: visitIdParamsSchema,
          body: hallReasonBodySchema,
          response: { 200: hallVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ item: await run(staffOf(request), request.params.id, request.body) }),
    );

  visitAction(
    '/bookings/visits/:id/confirm',
    'Confirm a visit request',
    '답변 대기(REQUESTED) 방문을 방문 시간 전에 확정합니다(CONFIRMED). 확정한 뒤에는 고객 연락처가 보입니다.',
    bookings.confirmVisit,
  );
  visitReasonAction(
    '/bookings/visits/:id/decline',
    'Decline a visit request with a reason',
    '답변 대기 방문을 사유와 함께 거절합니다(DECLINED). 그 시간의 자리가 다시 열립니다.',
    bookings.declineVisit,
  );
  app.get(
    '/bookings/visit-hours',
    {
      preHandler: messages,
      schema: {
        summary: "The hall's bookable visit hours (the propose form's picker)",
        description:
          '내일부터 예약 가능 일수 동안, 웨딩홀의 요일별 운영 시간에서 나온 상담 시간과 남은 자리(제안된 방문은 제안한 시간의 자리를 차지합니다). 다른 시간을 제안할 때 이 중 available인 시간만 고를 수 있습니다. 방문 예약을 받지 않는 웨딩홀은 409 CONSULTING_UNAVAILABLE입니다.',
        tags,
        response: { 200: visitSlotsResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({ item: await bookings.visitHours(staffOf(request)) }),
  );
  app.post(
    '/bookings/visits/:id/propose',
    {
      preHandler: messages,
      schema: {
        summary: 'Propose another visit time',
        description: `답변 대기 방문에 다른 시간을 제안합니다(PROPOSED). 고객이 한 번에 받아들이거나 거절하고, 24시간 안에(제안한 시간을 넘지 않게) 답하지 않으면 요청이 만료됩니다(EXPIRED, PROPOSAL_UNANSWERED). 제안한 시간의 자리를 차지합니다. 지금 이후가 아니면 400 PROPOSAL_IN_PAST, 예약 가능한 날의 상담 시간이 아니면(또는 요청된 시간과 같으면) 422 PROPOSAL_UNAVAILABLE, 자리가 다 찼으면 409 PROPOSAL_HOUR_FULL. ${NOT_NOW} ${SCOPE}`,
        tags,
        params: visitIdParamsSchema,
        body: hallProposeBodySchema,
        response: { 200: hallVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({ item: await bookings.proposeVisit(staffOf(request), request.params.id, request.body) }),
  );
  app.post(
    '/bookings/visits/:id/move',
    {
      preHandler: messages,
      schema: {
        summary: 'Move a confirmed visit to another time',
        description: `확정된 방문(CONFIRMED)을 방문 시간 전에 다른 시간으로 옮깁니다. 확정 상태 그대로이고, 고객에게 변경 알림(변경 전·후 일시)이 가며, 하루 전 알림과 캘린더 파일(SEQUENCE +1)이 새 시간을 따릅니다. 고를 수 있는 시간은 visit-hours의 available인 시간뿐이고(제안과 같은 검사), 자리는 웨딩홀 잠금 아래에서 잡습니다. 지금 이후가 아니면 400 PROPOSAL_IN_PAST, 지금 방문 시간과 같으면 422 MOVE_SAME_TIME, 상담 시간이 아니면 422 PROPOSAL_UNAVAILABLE, 자리가 다 찼으면 409 PROPOSAL_HOUR_FULL. 다른 콘솔 답변처럼 Idempotency-Key는 받지 않으며, 같은 요청을 다시 보내면 이미 그 시간이라 422 MOVE_SAME_TIME으로 아무것도 바꾸지 않습니다. ${NOT_NOW} ${SCOPE}`,
        tags,
        params: visitIdParamsSchema,
        body: hallProposeBodySchema,
        response: { 200: hallVisitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      item: await bookings.moveConfirmedVisit(staffOf(request), request.params.id, request.body),
    }),
  );
  visitAction(
    '/bookings/visits/:id/visited',
    'Mark a confirmed visit as visited',
    '방문 시간이 지난 확정 방문을 방문 완료로 표시합니다(VISITED). 시간 전이면 409 VISIT_NOT_YET.',
    bookings.markVisited,
  );
  visitAction(
    '/bookings/visits/:id/no-show',
    'Mark a confirmed visit as a no-show',
    '방문 시간이 지난 확정 방문을 방문하지 않음으로 표시합니다(NO_SHOW). 시간 전이면 409 VISIT_NOT_YET.',
    bookings.markNoShow,
  );
  visitReasonAction(
    '/bookings/visits/:id/cancel',
    'Cancel a visit with a reason',
    '방문 시간 전에 방문을 사유와 함께 취소합니다(CANCELLED_BY_HALL).',
    bookings.cancelVisitByHall,
  );

  app.post(
    '/bookings/slots/:id/confirm',
    {
      preHandler: messages,
      schema: {
        summary: 'Confirm a booking (paid or requested)',
        description: `결제 완료(PAID)나 예약 요청(REQUESTED)을 확정합니다(CONFIRMED). ${NOT_NOW} ${SCOPE}`,
        tags,
        params: slotBookingIdParamsSchema,
        response: { 200: hallSlotBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ item: await bookings.confirmSlot(staffOf(request), request.params.id) }),
  );

  const slotReasonAction = (path: string, summary: string, description: string, run: typeof bookings.declineSlot) =>
    app.post(
      path,
      {
        preHandler: messages,
        schema: {
          summary,
          description: `${description} 결제한 예약은 전액 환불합니다(토스 결제 취소, 확인될 때까지 REFUND_PENDING). 일정은 바로 다시 열립니다. reasonCode는 목록에서, OTHER면 reasonText가 필요합니다(400 REASON_REQUIRED). ${NOT_NOW} ${SCOPE}`,
          tags,
          params: slotBookingIdParamsSchema,
          body: hallReasonBodySchema,
          response: { 200: hallSlotBookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({ item: await run(staffOf(request), request.params.id, request.body) }),
    );

  slotReasonAction(
    '/bookings/slots/:id/decline',
    'Decline a booking with a reason (full refund)',
    '결제 완료나 예약 요청을 사유와 함께 거절합니다(DECLINED).',
    bookings.declineSlot,
  );
  slotReasonAction(
    '/bookings/slots/:id/cancel',
    'Cancel a booking with a reason (full refund)',
    '결제 완료·예약 요청·확정된 예약을 사유와 함께 취소합니다(CANCELLED_BY_HALL).',
    bookings.cancelSlotByHall,
  );
};
