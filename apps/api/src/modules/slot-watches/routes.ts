import {
  watchBodySchema,
  watchListResponseSchema,
  watchParamsSchema,
  watchResponseSchema,
} from '@wedding/contract/slot-watches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['notifications'];
const RULES =
  '한 웨딩홀(partnerUuid) 또는 한 지역(region) 중 하나만. months는 이번 달부터 24개월 안에서 1~12개, days는 FRIDAY/SATURDAY/SUNDAY(빈 배열=모두), times는 예식 시간 필터 값(빈 배열=모두), minGuests/maxGuests는 보증인원 범위(350 이상=제한 없음), maxPrice는 최종 금액 상한. 규칙 위반은 400 WATCH_INVALID, 없는 웨딩홀은 400 WATCH_HALL_NOT_FOUND.';

/** Prefix /v3/watches: the couple's "tell me when a date opens" watches (issue 28 §5). */
export const slotWatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireCustomer);
  const service = app.services.slotWatches;

  app.get(
    '',
    {
      schema: {
        summary: 'My watches, newest first',
        description: 'max는 한 사람이 둘 수 있는 알림 수(10)입니다.',
        tags,
        response: { 200: watchListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await service.list(request.customer!.id) }),
  );

  app.post(
    '',
    {
      schema: {
        summary: 'Watch a hall or a region for a date that opens',
        description: `${RULES} 이미 10개면 409 WATCH_LIMIT.`,
        tags,
        body: watchBodySchema,
        response: { 201: watchResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ item: await service.create(request.customer!.id, request.body) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Change one of my watches',
        description: `${RULES} 내 알림이 아니면 404 WATCH_NOT_FOUND.`,
        tags,
        params: watchParamsSchema,
        body: watchBodySchema,
        response: { 200: watchResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.update(request.customer!.id, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Stop one of my watches',
        description: '내 알림이 아니면 404 WATCH_NOT_FOUND.',
        tags,
        params: watchParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.customer!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
