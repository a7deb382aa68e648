import {
  slotHoldBodySchema,
  slotHoldParamsSchema,
  slotHoldPayBodySchema,
  slotHoldResponseSchema,
} from '@wedding/contract/slot-holds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { idempotent } from '../../shared/idempotency/idempotent.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['slot holds'];
const IDEMPOTENCY =
  'Idempotency-Key 헤더(1–100자)가 필요합니다(없으면 400 IDEMPOTENCY_KEY_REQUIRED). 같은 키로 같은 요청을 다시 보내면 처음 답을 그대로 돌려주고(Idempotent-Replayed: true), 같은 키로 다른 요청을 보내면 422 IDEMPOTENCY_KEY_REUSED입니다.';
const headers = z.object({ 'idempotency-key': z.optional(z.string()) });

/** Slot holds and bookings (issue 12), prefix /v3/book. A customer's own, private; every write idempotent. */
export const slotHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { slotHolds, idempotencyKeys } = app.services;

  app.post(
    '/slot-holds',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Hold a slot for the configured minutes (10 by default)',
        description: `계약을 받는 웨딩홀의 열린 일정을 SLOT_HOLD_MINUTES분(기본 10분) 동안 확보합니다. 그동안 다른 사람은 확보하거나 예약할 수 없습니다(일정당 ACTIVE 하나는 데이터베이스 제약). 지난 확보는 같은 트랜잭션에서 만료됩니다. 다른 사람이 확보했으면 409 SLOT_ALREADY_HELD, 마감된 일정은 409 SLOT_NOT_AVAILABLE, 계약을 받지 않는 웨딩홀은 409 CONTRACT_NOT_USED, 가격 정보(공정위 고시 항목)를 공개하지 않은 웨딩홀은 409 PRICE_DISCLOSURE_MISSING입니다. 한 고객은 동시에 MAX_ACTIVE_HOLDS개(기본 2개)까지 확보할 수 있고(넘으면 409 HOLD_LIMIT), 한 웨딩홀은 한 일정만 확보할 수 있습니다(409 HALL_ALREADY_HELD). 확보는 계정당 1시간에 10번, IP당 1시간에 30번까지입니다(429, Retry-After). ${IDEMPOTENCY}`,
        tags,
        headers,
        body: slotHoldBodySchema,
        response: { 201: slotHoldResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 201,
        body: { item: await slotHolds.hold(request.customer!.id, request.body.weddingDayId, request.ip) },
      })),
  );

  app.get(
    '/slot-holds/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'One of my holds or bookings',
        description:
          '시간이 지난 확보는 state EXPIRED로 답합니다. 다른 고객의 것이나 없는 것은 404 HOLD_NOT_FOUND입니다.',
        tags,
        params: slotHoldParamsSchema,
        response: { 200: slotHoldResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await slotHolds.find(request.customer!.id, request.params.id) }),
  );

  app.post(
    '/slot-holds/:id/request',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Turn my hold into a booking request the hall confirms (online payment off)',
        description: `결제 서비스가 연결되지 않은 동안: 확보를 웨딩홀이 확인하는 예약 요청(kind BOOKING, paidAt null)으로 바꿉니다. 일정은 BOOKED가 되어 목록에서 빠집니다. 확보 시간이 지났으면 409 HOLD_EXPIRED입니다. ${IDEMPOTENCY}`,
        tags,
        headers,
        params: slotHoldParamsSchema,
        response: { 200: slotHoldResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 200,
        body: { item: await slotHolds.requestBooking(request.customer!.id, request.params.id) },
      })),
  );

  app.post(
    '/slot-holds/:id/pay',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Pay the deposit of my hold through Toss Payments (the payment window’s success redirect)',
        description: `토스페이먼츠 결제창이 돌려준 paymentKey, orderId, amount로 결제를 승인합니다. amount는 서버가 정한 예약금과 같아야 합니다(아니면 400 PAYMENT_AMOUNT_MISMATCH, 승인하지 않음). 토스를 부르기 전에 결제 시도를 장부(payment_attempts)에 적고, 한 확보에는 한 번에 한 결제만 진행합니다: 다른 결제가 진행 중이면 409 PAYMENT_IN_PROGRESS, 같은 paymentKey면 그 결제의 결과를 돌려줍니다. 토스의 DONE만 결제된 예약(kind BOOKING, paidAt, paymentState PAID)을 만듭니다. 결제가 거절되면 일정을 풀고 토스의 한국어 메시지로 402 PAYMENT_FAILED, 가상계좌 입금 대기처럼 받지 않는 결제는 토스에서 취소하고 402입니다. 토스의 답을 받지 못했거나(시간 초과) 처리 중이면 202와 paymentState CHECKING으로 답하고, 그동안 일정은 고객의 것으로 남습니다. 서버가 토스에 결제를 조회해 예약하거나 취소합니다(GET /slot-holds/{id}로 확인). 결제 전에 확보 시간이 끝났으면 토스에 승인을 요청하지 않고(결제되지 않음) 409 HOLD_EXPIRED입니다. 결제 키가 없는 서버는 409 PAYMENT_OFF. ${IDEMPOTENCY}`,
        tags,
        headers,
        params: slotHoldParamsSchema,
        body: slotHoldPayBodySchema,
        response: {
          200: slotHoldResponseSchema,
          202: slotHoldResponseSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 422),
        },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => {
        const item = await slotHolds.pay(request.customer!.id, request.params.id, request.body);
        // Accepted, not done: Toss's answer is still being confirmed.
        return { status: item.paymentState === 'CHECKING' ? 202 : 200, body: { item } };
      }),
  );

  app.delete(
    '/slot-holds/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Cancel my hold or booking request; the slot is free again',
        description: `확보나 결제 전 예약 요청을 취소하면 일정이 다시 열립니다. 결제된 예약은 웨딩홀이 환불 규정에 따라 취소하므로 409 PAID_BOOKING_CANCEL, 결제를 확인하는 중에는 409 PAYMENT_IN_PROGRESS입니다. 이미 끝난 것은 그대로 답합니다. ${IDEMPOTENCY}`,
        tags,
        headers,
        params: slotHoldParamsSchema,
        response: { 200: slotHoldResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 200,
        body: { item: await slotHolds.cancel(request.customer!.id, request.params.id) },
      })),
  );
};
