import multipart from '@fastify/multipart';
import {
  commentCategoryQuerySchema,
  commentEditBodySchema,
  commentLikeBodySchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentParamsSchema,
  commentResponseSchema,
  commentWriteBodySchema,
} from '@wedding/contract/comments';
import { likeStateResponseSchema } from '@wedding/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { optionalCustomer, requireCustomer } from '../../plugins/authenticate.ts';
import { requireWritingCustomer } from '../../plugins/require-writer.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['comments'];
const AUTH = '로그인이 필요하고(게스트는 401), 쿠키로 인증한 요청은 다른 사이트에서 보내면 403입니다.';
const SECRET =
  '비밀 댓글(secret)은 후기 작성자, 댓글 작성자, 답글이 답하는 댓글의 작성자만 읽을 수 있고(secretAllow), 다른 사람에게는 내용이 "비밀 댓글입니다."로 옵니다.';

/** Prefix /web/v1/reply: comments (depth 1) and replies (depth 2) on a review, category 2 (spec §7). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 8, fieldSize: 1024, parts: 8 },
  });
  const { comments } = app.services;
  const viewerOf = (customer: { id: number; uuid: string } | null) =>
    customer ? { id: customer.id, uuid: customer.uuid } : null;

  app.get(
    '',
    {
      preHandler: optionalCustomer,
      schema: {
        summary: "A review's comments and replies",
        description: `후기의 댓글과 답글(category=2, reviewUuid). 댓글 다음에 그 답글이 옵니다. 지운 댓글은 자리만 남습니다(state 0). ${SECRET} 로그인한 고객에게는 차단한 사람과 신고한 댓글이 빠집니다.`,
        tags,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ item: await comments.list(request.query.reviewUuid, viewerOf(request.customer)) }),
  );

  app.post(
    '',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Comment on a review, or reply to a comment (parentUuid)',
        description: `댓글을 씁니다. parentUuid가 있으면 그 댓글의 답글입니다(depth 2, upperNick, rootUuid). 앞뒤 공백을 뺀 내용이 비면 400입니다. ${SECRET} ${AUTH}`,
        tags,
        querystring: commentCategoryQuerySchema,
        body: commentWriteBodySchema,
        response: { 201: commentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { item: await comments.write(viewerOf(request.customer)!, request.body) };
    },
  );

  app.put(
    '',
    {
      preHandler: requireWritingCustomer,
      schema: {
        summary: 'Edit one’s own comment',
        description: `내가 쓴 댓글을 고칩니다(남의 댓글은 403 NOT_COMMENT_AUTHOR). ${AUTH}`,
        tags,
        querystring: commentCategoryQuerySchema,
        body: commentEditBodySchema,
        response: { 200: commentResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ item: await comments.edit(viewerOf(request.customer)!, request.body) }),
  );

  app.delete(
    '/:uuid',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Delete one’s own comment',
        description: `내가 쓴 댓글을 지웁니다. 자리는 남고 내용은 비웁니다(state 0). ${AUTH}`,
        tags,
        params: commentParamsSchema,
        querystring: commentCategoryQuerySchema,
        response: {
          200: z.object({ item: z.object({ deleted: z.boolean() }) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await comments.remove(request.customer!.id, request.params.uuid);
      return { item: { deleted: true } };
    },
  );

  app.post(
    '/:uuid/like',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Like or unlike a comment (form category=2, type=1, state)',
        description: `댓글 좋아요(state 1) 또는 취소(state 0). ${AUTH}`,
        tags,
        params: commentParamsSchema,
        body: commentLikeBodySchema,
        response: { 200: likeStateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      item: await comments.setLike(request.customer!.id, request.params.uuid, request.body.state === 1),
    }),
  );
};
