import multipart from '@fastify/multipart';
import {
  hallLikeParamsSchema,
  hallLikeResponseSchema,
  likePartnerBodySchema,
  partnerLikeParamsSchema,
  partnerLikeResponseSchema,
  partnerLikeStateBodySchema,
  unlikePartnerQuerySchema,
} from '@wedding/contract/likes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['likes'];
const AUTH =
  '로그인이 필요하고(게스트는 401), 쿠키로 인증한 요청은 다른 사이트에서 보내면 403입니다. 두 번 눌러도 좋아요는 하나이고, 답은 결과 상태입니다.';

/** Prefix /v3/like: a venue (partner) and an individual hall (spec §7 Likes). */
export const hallLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's POST sends a multipart form (partnerUuid, partnerName, state=1): fields only, no files.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 5, fieldSize: 1024, parts: 5 },
  });
  const { likes } = app.services;

  app.post(
    '/partner',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Like a venue',
        description: `웨딩홀(파트너)에 좋아요(multipart 또는 JSON: partnerUuid, partnerName, state=1). ${AUTH} 없는 파트너는 404 HALL_NOT_FOUND입니다.`,
        tags,
        body: likePartnerBodySchema,
        response: { 200: partnerLikeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await likes.setPartnerLike(request.customer!.id, request.body.partnerUuid, true) }),
  );

  app.delete(
    '/partner',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Unlike a venue',
        description: `웨딩홀(파트너) 좋아요 취소(?partnerUuid&partnerName&state=0). ${AUTH}`,
        tags,
        querystring: unlikePartnerQuerySchema,
        response: { 200: partnerLikeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await likes.setPartnerLike(request.customer!.id, request.query.partnerUuid, false) }),
  );

  for (const method of ['post', 'delete'] as const) {
    app[method](
      '/hall/:id',
      {
        preHandler: requireCustomer,
        schema: {
          summary: method === 'post' ? 'Like an individual hall' : 'Unlike an individual hall',
          description: `개별 홀 ${method === 'post' ? '좋아요' : '좋아요 취소'}. ${AUTH} 없는 홀은 404 INDIVIDUAL_HALL_NOT_FOUND입니다.`,
          tags,
          params: hallLikeParamsSchema,
          response: { 200: hallLikeResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        item: await likes.setRoomLike(request.customer!.id, request.params.id, method === 'post'),
      }),
    );
  }
};

/** PUT /v3/20240729/partner/{uuid}/like {state 0/1}: the hall page's own like call (spec §7). */
export const partnerLikeStateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/partner/:uuid/like',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Set the like of a venue (state 1 like, 0 unlike)',
        description: `웨딩홀 좋아요 상태를 정합니다(state 1 좋아요, 0 취소). ${AUTH} 없는 파트너는 404 HALL_NOT_FOUND입니다.`,
        tags,
        params: partnerLikeParamsSchema,
        body: partnerLikeStateBodySchema,
        response: { 200: partnerLikeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      item: await app.services.likes.setPartnerLike(
        request.customer!.id,
        request.params.uuid,
        request.body.state === 1,
      ),
    }),
  );
};
