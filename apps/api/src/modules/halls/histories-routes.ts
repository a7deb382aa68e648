import {
  MAX_SEARCH_HISTORIES,
  searchHistoriesResponseSchema,
  searchHistoryBodySchema,
  searchHistoryParamsSchema,
  searchHistoryResponseSchema,
} from '@wedding/contract/hall-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { errorResponses } from '../../shared/schemas.ts';

const noContent = z.null().describe('No content');

/**
 * Prefix /v3/book/halls/histories (spec §7 POST/GET/DELETE). Signed-in customers only; writes made with
 * the session cookie are refused when another site sends them (requireCustomer checks).
 */
export const searchHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Add a hall or a keyword to my search history',
        description: `partnerId(웨딩홀) 또는 keyword 중 하나를 보냅니다. 같은 웨딩홀·검색어를 다시 추가하면 한 건으로 맨 위로 올라가고, 최대 ${MAX_SEARCH_HISTORIES}건까지 보관합니다(오래된 것부터 지웁니다). 웨딩홀이 아니거나 없는 partnerId는 404 PARTNER_NOT_FOUND입니다.`,
        tags: ['halls'],
        body: searchHistoryBodySchema,
        response: { 200: searchHistoryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await app.services.searchHistories.add(request.customer!.id, request.body) }),
  );

  app.get(
    '',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My search history, newest first',
        description: '내 검색 기록을 최근 것부터 돌려줍니다. 웨딩홀 기록에는 partnerUuid와 partnerName이 함께 옵니다.',
        tags: ['halls'],
        response: { 200: searchHistoriesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ item: await app.services.searchHistories.list(request.customer!.id) }),
  );

  app.delete(
    '',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Delete all of my search history',
        description: '내 검색 기록을 모두 지웁니다.',
        tags: ['halls'],
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await app.services.searchHistories.clear(request.customer!.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Delete one entry of my search history',
        description: '내 검색 기록 한 건을 지웁니다. 없거나 다른 사람의 기록이면 404 HISTORY_NOT_FOUND입니다.',
        tags: ['halls'],
        params: searchHistoryParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.services.searchHistories.remove(request.customer!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
