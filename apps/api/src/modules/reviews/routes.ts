import multipart from '@fastify/multipart';
import {
  likeStateResponseSchema,
  reviewDeleteQuerySchema,
  reviewEditBodySchema,
  reviewLikeBodySchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewOptionsResponseSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewWriteBodySchema,
} from '@wedding/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { optionalCustomer, requireCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { requireWritingCustomer } from '../../plugins/require-writer.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['reviews'];
const AUTH = '로그인이 필요하고(게스트는 401), 쿠키로 인증한 요청은 다른 사이트에서 보내면 403입니다.';
const WRITE_LIMIT = '한 고객이 1분에 10번, 하루 200번까지 쓸 수 있습니다(429, Retry-After).';

/** Prefix /web/v1/community: a partner's reviews (spec §7 Community), writing, likes and the tag catalogue. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // The like call sends a form (category=3, type=1, state, uuid): fields only, no files.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 8, fieldSize: 1024, parts: 8 },
  });
  const { reviews } = app.services;

  app.get(
    '/reviews',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: "A partner's reviews, newest (sort 2) or best (sort 4) first",
        description:
          '파트너의 리뷰 목록: partnerUuid, blockState(2 정상, 1 블라인드), fetchStart, fetchSize(기본 20), sort(2 최신순, 4 베스트순), withStore(기본 true: 같은 회사의 모든 지점, false: 이 지점만). 공지(state 3)가 먼저 옵니다. 작성자가 지운 리뷰(state 0)는 자리만 남고 내용이 비어 있습니다. 로그인한 고객에게는 차단한 사람의 글, 차단하거나 신고한 글이 빠집니다. 없는 파트너는 404 HALL_NOT_FOUND입니다.',
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => reviews.findPage(request.query, request.customer?.id ?? null),
  );

  app.get(
    '/review-options',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'The tags and rating items a review can carry',
        description: '후기 작성 화면의 태그 목록과 별점 항목입니다.',
        tags,
        response: { 200: reviewOptionsResponseSchema },
      },
    },
    async () => ({ item: await reviews.options() }),
  );

  app.post(
    '/reviews',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Write a review of a partner',
        description: `파트너 후기를 씁니다: 본문 20~3,000자, 모든 항목 별점(1~5), 태그 5개까지, 업로드한 이미지 99장까지(내가 올린 것만). 그 파트너에 방문을 마쳤거나(완료된 방문 예약) 예약금을 결제한 예식일이 지났으면 '방문 인증'(verified)이 붙습니다. 취소했거나 아직 오지 않은 예약은 인증이 아닙니다. ${AUTH} ${WRITE_LIMIT}`,
        tags,
        body: reviewWriteBodySchema,
        response: { 201: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { item: await reviews.write(request.customer!.id, request.body) };
    },
  );

  app.put(
    '/reviews/:uuid',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Edit one’s own review',
        description: `내가 쓴 후기를 고칩니다(남의 후기는 403 NOT_REVIEW_AUTHOR, 지운 후기는 409 REVIEW_DELETED). ${AUTH} ${WRITE_LIMIT}`,
        tags,
        params: reviewParamsSchema,
        body: reviewEditBodySchema,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ item: await reviews.edit(request.customer!.id, request.params.uuid, request.body) }),
  );

  app.delete(
    '/:uuid',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Delete one’s own review (type=2)',
        description: `내가 쓴 후기를 지웁니다. 목록에는 자리가 남아 '작성자가 삭제한 글입니다.'로 보입니다(state 0). ${AUTH}`,
        tags,
        params: reviewParamsSchema,
        querystring: reviewDeleteQuerySchema,
        response: {
          200: z.object({ item: z.object({ deleted: z.boolean() }) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await reviews.remove(request.customer!.id, request.params.uuid);
      return { item: { deleted: true } };
    },
  );

  app.post(
    '/:uuid/like',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Like or unlike a review (form category=3, type=1, state)',
        description: `후기 좋아요(state 1) 또는 취소(state 0). 두 번 보내도 하나로 셉니다. 답은 결과 상태와 좋아요 수입니다. ${AUTH}`,
        tags,
        params: reviewParamsSchema,
        body: reviewLikeBodySchema,
        response: { 200: likeStateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      item: await reviews.setLike(request.customer!.id, request.params.uuid, request.body.state === 1),
    }),
  );
};

/** Prefix /web/v1/communityV2: one review (spec §7 GET /web/v1/communityV2/{uuid}). */
export const reviewDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:uuid',
    {
      preHandler: optionalCustomer,
      schema: {
        summary: 'One review',
        description:
          '후기 하나. 로그인한 고객에게는 좋아요 여부와 내 글인지가 함께 옵니다. 없거나, 차단·신고해 보지 않기로 한 글은 404 REVIEW_NOT_FOUND입니다.',
        tags,
        params: reviewParamsSchema,
        response: { 200: reviewResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      item: await app.services.reviews.findOne(request.params.uuid, request.customer?.id ?? null),
    }),
  );
};
