import {
  adminDisputeListQuerySchema,
  adminDisputeListResponseSchema,
  adminDisputeParamsSchema,
  adminDisputeResponseSchema,
  adminVerdictBodySchema,
} from '@wedding/contract/admin-disputes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf, requireOperator } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['admin'];
const SCOPE = 'ADMIN과 MODERATOR(영역 disputes). 고객·파트너 토큰은 401입니다.';
const VERDICT =
  '판정 사유(reason) 10~500자가 필요합니다(없거나 짧으면 400 VERDICT_REASON_INVALID). 판정은 최종이라 이미 판정된 신고는 409 DISPUTE_DECIDED. 판정, 감사 기록(대상 review:<id>), 알림이 한 트랜잭션에 남습니다.';

/** Prefix /v3/admin: halls' review disputes and the operator's verdict (issue 29 §3). */
export const adminDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.reviewDisputes;
  const disputes = requireOperator('disputes');

  app.get(
    '/disputes',
    {
      preHandler: disputes,
      schema: {
        summary: 'Review disputes, open ones first',
        description: `업체의 리뷰 신고 목록. state=OPEN|UPHELD|REJECTED|ALL(기본, 검토 대기 먼저·오래된 순, 그다음 최근 판정 순), 20건씩. ${SCOPE}`,
        tags,
        querystring: adminDisputeListQuerySchema,
        response: { 200: adminDisputeListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ item: await service.list(request.query) }),
  );

  app.get(
    '/disputes/:id',
    {
      preHandler: disputes,
      schema: {
        summary: 'One review dispute with the review, its images and the verdict',
        description: `신고 하나: 리뷰(작성자 닉네임, 이미지 경로 포함), 업체의 사유와 증빙, 판정. 없으면 404 DISPUTE_NOT_FOUND. ${SCOPE}`,
        tags,
        params: adminDisputeParamsSchema,
        response: { 200: adminDisputeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await service.get(request.params.id) }),
  );

  app.post(
    '/disputes/:id/uphold',
    {
      preHandler: disputes,
      schema: {
        summary: 'Upholds a dispute: the review is removed and its writer told why',
        description: `신고를 인정합니다: 리뷰가 삭제되어(state 0) 공개 목록·상세에서 사라지고 업체의 리뷰 수가 줄며, 작성자의 알림함에 사유가, 업체 콘솔 알림함에 결과가 갑니다. ${VERDICT} ${SCOPE}`,
        tags,
        params: adminDisputeParamsSchema,
        body: adminVerdictBodySchema,
        response: { 200: adminDisputeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service.decide(operatorOf(request).id, request.params.id, 'UPHOLD', request.body.reason),
    }),
  );

  app.post(
    '/disputes/:id/reject',
    {
      preHandler: disputes,
      schema: {
        summary: 'Rejects a dispute: the review stays and the hall is told why',
        description: `신고를 기각합니다: 리뷰는 그대로 보이고, 업체 콘솔 알림함에 사유가 갑니다. ${VERDICT} ${SCOPE}`,
        tags,
        params: adminDisputeParamsSchema,
        body: adminVerdictBodySchema,
        response: { 200: adminDisputeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service.decide(operatorOf(request).id, request.params.id, 'REJECT', request.body.reason),
    }),
  );
};
