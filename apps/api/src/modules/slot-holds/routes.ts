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
        description: `계약을 받는 웨딩홀의 열린 일정을 SLOT_HOLD_MINUTES분(기본 10분) 동안 확보합니다. 그동안 다른 사람은 확보하거나 예약할 수 없습니다(일정당 ACTIVE 하나는 데이터베이스 제약). 지난 확보는 같은 트랜잭션에서 만료됩니다. 다른 사람이 확보했으면 409 SLOT_ALREADY_HELD, 마감된 일정은 409 SLOT_NOT_AVAILABLE, 계약을 받지 않는 웨딩홀은 409 CONTRACT_NOT_USED입니다. ${IDEMPOTENCY}`,
        tags,
        headers,
        body: slotHoldBodySchema,
        response: { 201: slotHoldResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 201,
        body: { item: await slotHolds.hold(request.customer!.id, request.body.weddingDayId) },
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
        description: `토스페이먼츠 결제창이 돌려준 paymentKey, orderId, amount로 결제를 승인합니다. amount는 서버가 정한 예약금과 같아야 하고(아니면 400 PAYMENT_AMOUNT_MISMATCH, 승인하지 않음), 승인되면 확보가 결제된 예약(kind BOOKING, paidAt)이 됩니다. 결제가 거절되면 일정을 풀고 토스의 한국어 메시지로 402 PAYMENT_FAILED, 승인 전에 확보 시간이 끝났으면 결제를 취소(환불)하고 409 HOLD_EXPIRED입니다. 결제 키가 없는 서버는 409 PAYMENT_OFF. ${IDEMPOTENCY}`,
        tags,
        headers,
        params: slotHoldParamsSchema,
        body: slotHoldPayBodySchema,
        response: { 200: slotHoldResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 200,
        body: { item: await slotHolds.pay(request.customer!.id, request.params.id, request.body) },
      })),
  );

  app.delete(
    '/slot-holds/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Cancel my hold or booking request; the slot is free again',
        description: `확보나 결제 전 예약 요청을 취소하면 일정이 다시 열립니다. 결제된 예약은 웨딩홀이 환불 규정에 따라 취소하므로 409 PAID_BOOKING_CANCEL입니다. 이미 끝난 것은 그대로 답합니다. ${IDEMPOTENCY}`,
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
