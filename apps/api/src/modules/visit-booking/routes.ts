import {
  activeVisitResponseSchema,
  visitPartnerParamsSchema,
  visitReservationBodySchema,
  visitReservationParamsSchema,
  visitReservationResponseSchema,
  visitReservationsResponseSchema,
  visitSlotsResponseSchema,
} from '@wedding/contract/visit-booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { idempotent } from '../../shared/idempotency/idempotent.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['visit booking'];
// Like slot holds (decision 0033): a booking whose answer was lost is retried with the same key and answered
// once, rather than refused as a duplicate of itself; a cancel retried gets its first answer, not a 404.
const IDEMPOTENCY =
  'Idempotency-Key 헤더(1–100자)가 필요합니다(없으면 400 IDEMPOTENCY_KEY_REQUIRED). 같은 키로 같은 요청을 다시 보내면 처음 답을 그대로 돌려주고(Idempotent-Replayed: true), 같은 키로 다른 요청을 보내면 422 IDEMPOTENCY_KEY_REUSED입니다.';
const headers = z.object({ 'idempotency-key': z.optional(z.string()) });

/**
 * Visit booking (issue 12), prefix /v3/book. Every call is the customer's own and private; writes refuse
 * cross-site cookies like every cookie-authenticated write.
 */
export const visitBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visits, idempotencyKeys } = app.services;

  app.get(
    '/consulting/:partnerId/visit-slots',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Bookable visit days and consulting hours with what is left',
        description:
          '내일부터 reservationOpenDate일(기본 14일) 동안, 웨딩홀의 요일별 운영 시간에서 나온 한 시간 단위 상담 시간과 남은 자리. 자리가 다 찬 시간은 available false입니다. 방문 예약을 받지 않는 웨딩홀은 409 CONSULTING_UNAVAILABLE입니다.',
        tags,
        params: visitPartnerParamsSchema,
        response: { 200: visitSlotsResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ item: await visits.findSlots(request.params.partnerId) }),
  );

  app.get(
    '/consulting/:partnerId/visit-reservation',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'The duplicate-reservation check: my active visit to this hall, or null',
        description:
          '방문 예약 양식을 열기 전에 부릅니다. 이 웨딩홀에 진행 중인(ACTIVE) 내 방문 예약이 있으면 그 예약을, 없으면 null을 답합니다.',
        tags,
        params: visitPartnerParamsSchema,
        response: { 200: activeVisitResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ item: await visits.findActive(request.customer!.id, request.params.partnerId) }),
  );

  app.post(
    '/visit-reservations',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Book a hall visit',
        description: `방문 예약(spec §3 data). visitTime의 초가 없으면 :00을 붙이고, 예상 하객은 min..min+50(최대 400)으로 저장합니다. paymentAmount는 웨딩홀의 예약금입니다. 같은 웨딩홀에 진행 중인 예약이 있으면 409 VISIT_ALREADY_RESERVED(데이터베이스 제약), 시간이 다 찼으면 409 VISIT_SLOT_FULL, 열리지 않은 날짜나 시간은 400 VISIT_NOT_OPEN입니다. ${IDEMPOTENCY}`,
        tags,
        headers,
        body: visitReservationBodySchema,
        response: { 201: visitReservationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 201,
        body: { item: await visits.book(request.customer!.id, request.body) },
      })),
  );

  app.get(
    '/visit-reservations',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My visit reservations',
        description: '진행 중인 예약이 먼저, 그다음 방문일이 늦은 순서(최대 100개).',
        tags,
        response: { 200: visitReservationsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ item: await visits.listMine(request.customer!.id) }),
  );

  app.get(
    '/visit-reservations/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'One of my visit reservations',
        description: '다른 고객의 예약이나 없는 예약은 404 VISIT_NOT_FOUND입니다.',
        tags,
        params: visitReservationParamsSchema,
        response: { 200: visitReservationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await visits.findMine(request.customer!.id, request.params.id) }),
  );

  app.delete(
    '/visit-reservations/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Cancel one of my visit reservations',
        description: `진행 중인 내 예약을 취소합니다. 취소한 뒤에는 같은 웨딩홀을 다시 예약할 수 있습니다. 없거나 이미 끝난 예약은 404 VISIT_NOT_FOUND입니다. ${IDEMPOTENCY}`,
        tags,
        headers,
        params: visitReservationParamsSchema,
        response: { 200: visitReservationResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request, reply) =>
      idempotent(request, reply, idempotencyKeys, async () => ({
        status: 200,
        body: { item: await visits.cancel(request.customer!.id, request.params.id) },
      })),
  );
};
