import {
  blockBodySchema,
  blockPostBodySchema,
  moderationResponseSchema,
  mySuspensionResponseSchema,
  reportBodySchema,
} from '@wedding/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['moderation'];
const AUTH = '로그인이 필요하고(게스트는 401), 쿠키로 인증한 요청은 다른 사이트에서 보내면 403입니다.';
const DONE = { item: { done: true } };

/** Prefix /web/v1/community: block a user or a post, report (issue 11). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation, suspensions } = app.services;

  app.get(
    '/suspension',
    {
      onRequest: noStore,
      preHandler: requireCustomer,
      schema: {
        summary: "The viewer's own suspension holding now, or null",
        description:
          '이용 정지 중이면 언제까지(until, 영구는 null)와 사유, 글쓰기 화면에 보여 줄 안내 문구(message)를 돌려줍니다. 정지가 끝났거나 해제되면 suspension은 null입니다(issue 29 §2). 로그인이 필요합니다(게스트는 401).',
        tags,
        response: { 200: mySuspensionResponseSchema, ...errorResponses(401, 429) },
      },
    },
    // The customer's own state, changed by an operator at any moment: never from a cache.
    async (request) => {
      return { item: { suspension: await suspensions.mine(request.customer!.id) } };
    },
  );

  app.post(
    '/block',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Block a user {customerUuid, banCustomerUuid}',
        description: `그 사용자의 후기와 댓글이 내게 어디서도 보이지 않습니다. customerUuid는 내 것이어야 합니다(403). 두 번 차단해도 하나입니다. ${AUTH}`,
        tags,
        body: blockBodySchema,
        response: { 200: moderationResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await moderation.block(request.customer!, request.body);
      return DONE;
    },
  );

  app.post(
    '/block-post',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Stop seeing one review',
        description: `그 후기가 내게 보이지 않습니다. ${AUTH}`,
        tags,
        body: blockPostBodySchema,
        response: { 200: moderationResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await moderation.blockPost(request.customer!.id, request.body.reviewUuid);
      return DONE;
    },
  );

  app.post(
    '/report',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Report a review, a comment or a user',
        description: `신고는 신고한 사람과 대상마다 한 번만 셉니다. 신고한 글은 신고한 사람에게 보이지 않고, 서로 다른 세 사람이 신고한 후기는 검토 전까지 블라인드됩니다(blockState 1). ${AUTH}`,
        tags,
        body: reportBodySchema,
        response: { 200: moderationResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await moderation.report(request.customer!.id, request.body);
      return DONE;
    },
  );
};
