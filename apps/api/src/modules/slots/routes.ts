import { API_KEY_NAMES, withApiKeyQuery } from '@wedding/contract/api-key';
import {
  estimateProductParamsSchema,
  estimateProductQuerySchema,
  remainingWeddingDaysQuerySchema,
  slotDetailResponseSchema,
  slotLikeResponseSchema,
  slotPageResponseSchema,
  weddingDayParamsSchema,
} from '@wedding/contract/slots';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer, requireCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { requireApiKey } from '../../plugins/require-api-key.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { withSlotEstimates } from '../comparison/service.ts';
import { slotPageSerializerCompiler } from './slot-page-serializer.ts';

const LIST_NOTES =
  '남은 일정 = 상태 OPEN이고 예식일이 오늘(서울 기준) 이후인 일정입니다. 같은 칩 안에서는 하나만 맞아도 되고(OR), ' +
  '서로 다른 칩은 모두 맞아야 합니다(AND). 정렬마다 마지막 기준이 id라서 페이지가 겹치거나 빠지지 않습니다. ' +
  'page는 1부터, fetchSize는 기본 30입니다. total은 모든 페이지의 일정 수이며 검색 조건별로 최대 1분 캐시됩니다. ' +
  '로그인한 고객에게는 isLike가 채워지고, 게스트는 false입니다. ' +
  '마이페이지에서 예상 하객 수를 정한 고객에게는 일정마다 allIn(그 인원의 예상 총액, 예산 초과 여부)이 붙습니다. ' +
  'apiKey(GET /v3/public/api-key로 받는 이 API 이름의 24시간 키)가 필요하며, 없거나 틀리거나 만료되면 401입니다.';

/** Prefix /v3/public/wedding (spec §7 slot calls). */
export const slotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/day/remaining-wedding-days',
    {
      config: PUBLIC_READ,
      preValidation: requireApiKey(API_KEY_NAMES.remainingWeddingDays),
      preHandler: optionalCustomer,
      serializerCompiler: slotPageSerializerCompiler,
      schema: {
        summary: 'Remaining wedding-day slots across halls',
        description: `여러 웨딩홀의 남은 예식 일정을 필터와 정렬로 찾습니다. partnerUuid를 주면 그 웨딩홀만 찾습니다. ${LIST_NOTES}`,
        tags: ['slots'],
        querystring: withApiKeyQuery(remainingWeddingDaysQuerySchema),
        response: { 200: slotPageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = request.customer?.id ?? null;
      const page = await app.services.slots.findRemainingSlots(request.query, viewer);
      return withSlotEstimates(app.services.comparison, viewer, page);
    },
  );

  app.get(
    '/estimate/product/:id',
    {
      config: PUBLIC_READ,
      preValidation: requireApiKey(API_KEY_NAMES.estimateProduct),
      preHandler: optionalCustomer,
      serializerCompiler: slotPageSerializerCompiler,
      schema: {
        summary: "One wedding hall's remaining slots",
        description: `{id}는 웨딩홀의 partnerUuid입니다. 없는 웨딩홀이거나 웨딩홀(type 2)이 아니면 404 HALL_NOT_FOUND입니다. ${LIST_NOTES}`,
        tags: ['slots'],
        params: estimateProductParamsSchema,
        querystring: withApiKeyQuery(estimateProductQuerySchema),
        response: { 200: slotPageResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = request.customer?.id ?? null;
      const page = await app.services.slots.findHallSlots(request.params.id, request.query, viewer);
      return withSlotEstimates(app.services.comparison, viewer, page);
    },
  );

  app.get(
    '/day/:weddingDayId',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'One wedding-day slot',
        description:
          '상태와 관계없이 일정 하나를 돌려줍니다. isAvailable은 상태가 OPEN이고 예식일이 오늘(서울 기준) 이후일 때만 true입니다. ' +
          '없는 일정은 404 SLOT_NOT_FOUND입니다.',
        tags: ['slots'],
        params: weddingDayParamsSchema,
        response: { 200: slotDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await app.services.slots.findSlot(request.params.weddingDayId, request.customer?.id ?? null),
    }),
  );
};

/** Prefix /v3/like (spec §7 likes). */
export const slotLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string, description: string) => ({
    summary,
    description: `${description} 로그인이 필요하고(게스트는 401), 쿠키로 인증한 요청은 다른 사이트에서 보내면 403입니다. 없는 일정은 404 SLOT_NOT_FOUND입니다.`,
    tags: ['slots'],
    params: weddingDayParamsSchema,
    response: { 200: slotLikeResponseSchema, ...errorResponses(400, 401, 403, 404) },
  });

  app.post(
    '/wedding-day/:weddingDayId',
    {
      preHandler: requireCustomer,
      schema: schema('Like a wedding-day slot', '일정에 좋아요를 누릅니다. 두 번 눌러도 좋아요는 하나입니다.'),
    },
    async (request) => ({
      item: await app.services.slots.likeSlot(request.customer!.id, request.params.weddingDayId),
    }),
  );

  app.delete(
    '/wedding-day/:weddingDayId',
    {
      preHandler: requireCustomer,
      schema: schema('Unlike a wedding-day slot', '일정의 좋아요를 취소합니다. 좋아요가 없어도 성공합니다.'),
    },
    async (request) => ({
      item: await app.services.slots.unlikeSlot(request.customer!.id, request.params.weddingDayId),
    }),
  );
};
