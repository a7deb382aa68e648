import {
  partnerAnswerBodySchema,
  partnerAnswerResponseSchema,
  partnerDisputeBodySchema,
  partnerDisputeResponseSchema,
  partnerReviewListQuerySchema,
  partnerReviewListResponseSchema,
  partnerReviewParamsSchema,
} from '@wedding/contract/partner-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['partner-center'];
const SCOPE =
  'OWNER, MANAGER, MESSAGES 역할만(그 밖은 403 STAFF_FORBIDDEN). 다른 파트너의 리뷰는 없는 리뷰와 같이 404 REVIEW_NOT_FOUND입니다.';

/** Prefix /v3/partner-center: the hall's reviews, its answers and disputes (issue 26 §5). */
export const partnerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.partnerReviews;
  const messages = requireStaff('messages');

  app.get(
    '/reviews',
    {
      preHandler: messages,
      schema: {
        summary: "The partner's reviews, newest first, 20 a page",
        description: `내 업체의 리뷰를 최신순으로 20개씩(page) 보여 줍니다. unanswered=true면 답변이 없는 리뷰만. 작성자가 지운 리뷰와 공지는 빠집니다. ${SCOPE}`,
        tags,
        querystring: partnerReviewListQuerySchema,
        response: { 200: partnerReviewListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(staffOf(request), request.query),
  );

  app.put(
    '/reviews/:uuid/answer',
    {
      preHandler: messages,
      schema: {
        summary: 'Writes or edits the answer to a review',
        description: `리뷰에 답변을 쓰거나 고칩니다(리뷰 하나에 답변 하나). 앞뒤 공백을 뺀 5~1,000자. 작성자는 업체명(authorNick)이고, 날짜(regTsp)는 처음 답한 때입니다. 홀 리뷰 탭에 바로 보입니다. 지운 리뷰는 409 REVIEW_DELETED. 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: partnerReviewParamsSchema,
        body: partnerAnswerBodySchema,
        response: { 200: partnerAnswerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      item: await service.answer(staffOf(request), request.params.uuid, request.body.content),
    }),
  );

  app.delete(
    '/reviews/:uuid/answer',
    {
      preHandler: messages,
      schema: {
        summary: 'Deletes the answer to a review',
        description: `답변을 지웁니다. 답변이 없으면 404 ANSWER_NOT_FOUND. 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: partnerReviewParamsSchema,
        response: {
          200: z.object({ item: z.object({ deleted: z.literal(true) }) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      await service.deleteAnswer(staffOf(request), request.params.uuid);
      return { item: { deleted: true as const } };
    },
  );

  app.post(
    '/reviews/:uuid/dispute',
    {
      preHandler: messages,
      schema: {
        summary: 'Disputes a review once, for moderation',
        description: `리뷰를 한 번 신고합니다: 정해진 사유(reason) 하나와 설명 10~1,000자(사실과 다름은 증빙 설명 30자 이상). 운영팀 검토 전까지 리뷰는 그대로 보입니다. 두 번째 신고는 409 DISPUTE_EXISTS. 감사 기록에 남습니다. ${SCOPE}`,
        tags,
        params: partnerReviewParamsSchema,
        body: partnerDisputeBodySchema,
        response: { 201: partnerDisputeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const item = await service.dispute(staffOf(request), request.params.uuid, request.body);
      reply.code(201);
      return { item };
    },
  );
};
