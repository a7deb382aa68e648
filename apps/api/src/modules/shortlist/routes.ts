import {
  commentBodySchema,
  sharedCommentResponseSchema,
  sharedItemParamsSchema,
  sharedListResponseSchema,
  sharedParamsSchema,
  sharedVoteResponseSchema,
  shareLinkBodySchema,
  shareLinkParamsSchema,
  shareLinkResponseSchema,
  shortlistAddBodySchema,
  shortlistAddedResponseSchema,
  shortlistItemParamsSchema,
  shortlistItemResponseSchema,
  shortlistNoteBodySchema,
  shortlistResponseSchema,
  voteBodySchema,
} from '@wedding/contract/shortlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { assertSameSite, requireCustomer } from '../../plugins/authenticate.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['shortlist'];

/** Prefix /v3/shortlist: the couple's shortlist and its family share links (issue 30 §2). */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  app.addHook('preHandler', requireCustomer);
  const service = app.services.shortlist;

  app.get(
    '',
    {
      schema: {
        summary: "The household's shortlist: items with notes, votes and comments, and the share links",
        description:
          '커플이 연결되어 있으면 두 사람의 목록이 하나로 보입니다. links[].path는 가족에게 보낼 주소입니다.',
        tags,
        response: { 200: shortlistResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await service.list(request.customer!.id) }),
  );

  app.post(
    '/items',
    {
      schema: {
        summary: 'Add a hall, an individual hall or a slot to the shortlist',
        description:
          'kind HALL은 웨딩홀 uuid, ROOM은 홀 uuid, SLOT은 예식 일정 id. 이미 있으면 added 0. 없는 대상은 404 SHORTLIST_TARGET_NOT_FOUND, 30개가 넘으면 409 SHORTLIST_LIMIT.',
        tags,
        body: shortlistAddBodySchema,
        response: { 200: shortlistAddedResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ item: await service.add(request.customer!.id, request.body) }),
  );

  app.post(
    '/items/from-likes',
    {
      schema: {
        summary: 'Add the liked halls, individual halls and slots to the shortlist (as many as fit)',
        tags,
        response: { 200: shortlistAddedResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await service.addFromLikes(request.customer!.id) }),
  );

  app.put(
    '/items/:id/note',
    {
      schema: {
        summary: "Set an item's note (empty clears it)",
        description: '500자까지. 우리 목록의 항목이 아니면 404 SHORTLIST_ITEM_NOT_FOUND.',
        tags,
        params: shortlistItemParamsSchema,
        body: shortlistNoteBodySchema,
        response: { 200: shortlistItemResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.setNote(request.customer!.id, request.params.id, request.body.note) }),
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        summary: 'Remove an item (its votes and comments go with it)',
        tags,
        params: shortlistItemParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request.customer!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/links',
    {
      schema: {
        summary: 'Create a family share link (VIEWER or COMMENTER) with a label',
        description: 'label은 1~20자(예: 엄마). 해제되지 않은 링크가 10개면 409 SHARE_LINK_LIMIT.',
        tags,
        body: shareLinkBodySchema,
        response: { 201: shareLinkResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ item: await service.createLink(request.customer!.id, request.body) }),
  );

  app.delete(
    '/links/:id',
    {
      schema: {
        summary: 'Revoke a share link: from now on it shows the "no longer shared" page',
        tags,
        params: shareLinkParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.revokeLink(request.customer!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

const GONE = '틀리거나 해제된 링크는 모두 404 SHARE_GONE(목록은 보이지 않음).';

/** Prefix /v3/shared: what a family share link reads and writes, without an account (issue 30 §2). */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.shortlist;
  const writer = (request: { params: { token: string }; ip: string }) => ({
    token: request.params.token,
    address: request.ip,
  });

  app.get(
    '/:token',
    {
      schema: {
        summary: 'The shortlist a share link opens (no account)',
        description: `메모는 커플만 봅니다. ${GONE}`,
        tags,
        params: sharedParamsSchema,
        response: { 200: sharedListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ item: await service.shared(request.params.token) }),
  );

  app.put(
    '/:token/items/:itemId/vote',
    {
      schema: {
        summary: 'Vote 👍/👎 on an item by a name (one per name per item, changeable); COMMENTER links only',
        description: `보기 전용 링크는 403 SHARE_READ_ONLY. 토큰·주소별 제한을 넘으면 429 SHARE_RATE_LIMITED. ${GONE}`,
        tags,
        params: sharedItemParamsSchema,
        body: voteBodySchema,
        response: { 200: sharedVoteResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      assertSameSite(request, app.config);
      return {
        item: await service.vote(writer(request), request.params.itemId, request.body.name, request.body.value),
      };
    },
  );

  app.post(
    '/:token/items/:itemId/comments',
    {
      schema: {
        summary: 'Comment on an item by a name; COMMENTER links only',
        description: `댓글 1~500자, 이름 1~20자. 보기 전용 링크는 403 SHARE_READ_ONLY. ${GONE}`,
        tags,
        params: sharedItemParamsSchema,
        body: commentBodySchema,
        response: { 201: sharedCommentResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, app.config);
      const item = await service.comment(writer(request), request.params.itemId, request.body.name, request.body.body);
      return reply.code(201).send({ item });
    },
  );
};
