import {
  comparisonQuerySchema,
  comparisonResponseSchema,
  weddingBudgetResponseSchema,
  weddingBudgetSchema,
} from '@wedding/contract/comparison';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['comparison'];

/** Prefix /v3/comparison: the side-by-side comparison (issue 30 §3) and the couple's guests and budget (§4). */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.comparison;

  app.get(
    '',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Public figures of 2–4 halls, rooms or slots, side by side',
        description:
          "items='slot:{weddingDayId},room:{individualHallUuid},hall:{partnerUuid}' 2~4개(중복은 하나로). 공개된 값만 답하고, 웨딩홀이 공개하지 않은 값은 null('정보 없음')입니다(0이 아님). " +
          '웨딩홀은 첫 번째 개별 홀 기준입니다. 예상 총액(대관료 + max(하객, 보증인원) × 식대 + 꽃장식 + 필수 옵션 − 할인)은 이 값들로 화면에서 계산합니다. ' +
          '목록이 틀리면 400 COMPARISON_INVALID, 없는 항목은 404 COMPARISON_ITEM_NOT_FOUND.',
        tags,
        querystring: comparisonQuerySchema,
        response: { 200: comparisonResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await service.compare(request.query.items) }),
  );

  app.get(
    '/budget',
    {
      onRequest: noStore,
      preHandler: requireCustomer,
      schema: {
        summary: 'My expected guest count and budget ceiling',
        description: '마이페이지에서 정한 예상 하객 수와 예산 상한입니다. 정하지 않았으면 null입니다.',
        tags,
        response: { 200: weddingBudgetResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ item: await service.budget(request.customer!.id) }),
  );

  app.put(
    '/budget',
    {
      onRequest: noStore,
      preHandler: requireCustomer,
      schema: {
        summary: 'Set my expected guest count and budget ceiling',
        description:
          '예상 하객 수 10~1,000명, 예산 1,000,000~1,000,000,000원(null은 지움). 범위를 벗어나면 400 WEDDING_BUDGET_INVALID. 쿠키로 인증한 요청을 다른 사이트에서 보내면 403입니다.',
        tags,
        body: weddingBudgetSchema,
        response: { 200: weddingBudgetResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ item: await service.saveBudget(request.customer!.id, request.body) }),
  );
};
