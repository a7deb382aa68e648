import {
  moderationActionBodySchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  moderationSuspendBodySchema,
  moderationTargetParamsSchema,
  moderationTargetResponseSchema,
  moderationUnsuspendBodySchema,
} from '@wedding/contract/admin-moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf, requireOperator } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['admin'];
const REASON =
  '사유(reason, 5~500자)는 필수이며 작성자의 알림함에 그대로 전달됩니다(없으면 400 MODERATION_REASON_REQUIRED). ' +
  '처리하면 그 대상의 열린 신고가 모두 닫히고(resolved), 변경·감사 기록·알림이 한 트랜잭션에 씁니다.';

/** Prefix /v3/admin: the moderation queue (issue 29 §2). MODERATOR and ADMIN; a customer's or partner's token is 401. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = () => app.services.moderationQueue;

  app.get(
    '/reports',
    {
      preHandler: requireOperator('reports'),
      schema: {
        summary: 'The moderation queue: open reports grouped by target',
        description:
          'filter OPEN(열린 신고, 기본) · BLINDED(블라인드된 후기, 신고가 없어도) · SUSPENDED(이용 정지 중인 회원). ' +
          'sort OLDEST(첫 신고가 오래된 순, 기본) · MOST(신고 많은 순). 한 쪽에 20건.',
        tags,
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ item: await service().queue(request.query) }),
  );

  app.get(
    '/reports/:kind/:uuid',
    {
      preHandler: requireOperator('reports'),
      schema: {
        summary: 'One reported target: content, reports (open and closed), history, the actions that fit',
        tags,
        params: moderationTargetParamsSchema,
        response: { 200: moderationTargetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service().target(request.params.kind, request.params.uuid) }),
  );

  app.post(
    '/reports/:kind/:uuid/actions',
    {
      preHandler: requireOperator('reports'),
      schema: {
        summary: 'Keep, blind, unblind, delete or warn, with a reason',
        description: `KEEP 유지(신고만 닫음), BLIND/UNBLIND 후기 블라인드·해제(공개 목록과 후기 수가 따라감), DELETE 삭제(state 0), WARN 작성자 경고. 대상에 맞지 않으면 409 MODERATION_ACTION_NOT_ALLOWED. ${REASON}`,
        tags,
        params: moderationTargetParamsSchema,
        body: moderationActionBodySchema,
        response: { 200: moderationTargetResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service().act(
        operatorOf(request).id,
        request.params.kind,
        request.params.uuid,
        request.body.action,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/reports/:kind/:uuid/suspend',
    {
      preHandler: requireOperator('suspensions'),
      schema: {
        summary: 'Suspend the writer (a customer) for 7 days, 30 days or for good',
        description: `이용 정지 중인 회원은 후기·댓글·블로그 후기·문의를 쓸 수 없고 403 ACCOUNT_SUSPENDED(언제까지, 왜)를 받습니다. 웨딩홀은 정지하지 않습니다(409). ${REASON}`,
        tags,
        params: moderationTargetParamsSchema,
        body: moderationSuspendBodySchema,
        response: { 200: moderationTargetResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service().suspend(
        operatorOf(request).id,
        request.params.kind,
        request.params.uuid,
        request.body.duration,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/reports/:kind/:uuid/unsuspend',
    {
      preHandler: requireOperator('suspensions'),
      schema: {
        summary: "Lift the writer's suspension early",
        description: REASON,
        tags,
        params: moderationTargetParamsSchema,
        body: moderationUnsuspendBodySchema,
        response: { 200: moderationTargetResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service().unsuspend(
        operatorOf(request).id,
        request.params.kind,
        request.params.uuid,
        request.body.reason,
      ),
    }),
  );
};
