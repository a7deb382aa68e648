import {
  likedPartnersParamsSchema,
  likedPartnersResponseSchema,
  likedSlotsResponseSchema,
  likesPageQuerySchema,
} from '@wedding/contract/favourites';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { withSlotEstimates } from '../comparison/service.ts';

const tags = ['likes'];
const PAGING = 'fetchStart부터 fetchSize개(기본 20)씩, 최근에 찜한 순서입니다. 로그인이 필요합니다(401).';

/**
 * The favourites lists (spec §7 Likes: 'GET {token}, optionally the /web/v3/ variant with /{type}, with
 * fetchStart and fetchSize (default 20)'). Registered under /v3/like and /web/v3/like. A customer's own lists:
 * private, never cached by a CDN (the default Cache-Control of every answer, decision 0021).
 */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { partners, slots } = app.services;

  app.get(
    '/partners',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My liked wedding halls',
        description: `찜한 웨딩홀 목록. 다른 종류는 /web/v3/like/partners/{type}로 봅니다. ${PAGING}`,
        tags,
        querystring: likesPageQuerySchema,
        response: { 200: likedPartnersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => partners.findLiked(request.customer!.id, PARTNER_TYPE.WEDDING_HALL, request.query),
  );

  app.get(
    '/partners/:type',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My liked partners of one type',
        description: `찜한 파트너 목록(type 2 웨딩홀, 37 플래너). 다른 type은 400입니다. ${PAGING}`,
        tags,
        params: likedPartnersParamsSchema,
        querystring: likesPageQuerySchema,
        response: { 200: likedPartnersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => partners.findLiked(request.customer!.id, request.params.type, request.query),
  );

  app.get(
    '/wedding-days',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'My liked wedding-day slots, with their prices and whether they are still available',
        description: `찜한 잔여일정 목록. available은 아직 예약할 수 있는지(열려 있고 오늘 이후)입니다. ${PAGING}`,
        tags,
        querystring: likesPageQuerySchema,
        response: { 200: likedSlotsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      withSlotEstimates(
        app.services.comparison,
        request.customer!.id,
        await slots.findLikedSlots(request.customer!.id, request.query),
      ),
  );
};
