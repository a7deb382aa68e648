import {
  inquiryDoneResponseSchema,
  inquiryTemplateBodySchema,
  inquiryTemplateListResponseSchema,
  inquiryTemplateParamsSchema,
  inquiryTemplateResponseSchema,
} from '@wedding/contract/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../plugins/authenticate-staff.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const tags = ['partner-center'];
const SCOPE =
  '이름 1~40자, 내용 1~1,000자(400 INQUIRY_TEMPLATE_INVALID), 업체마다 30개까지(409 INQUIRY_TEMPLATES_FULL). 쓰기는 감사 기록에 남습니다. OWNER, MANAGER, MESSAGES 역할만. 다른 업체의 템플릿은 404 INQUIRY_TEMPLATE_NOT_FOUND.';

/** Prefix /v3/partner-center/inquiry-templates: the hall's saved answers (issue 27 §5). */
export const inquiryTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const service = app.services.inquiryTemplates;
  const messages = requireStaff('messages');

  app.get(
    '',
    {
      preHandler: messages,
      schema: {
        summary: 'Saved answers',
        description: `저장한 답변 템플릿, 만든 순서대로. ${SCOPE}`,
        tags,
        response: { 200: inquiryTemplateListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ item: await service.list(staffOf(request)) }),
  );

  app.post(
    '',
    {
      preHandler: messages,
      schema: {
        summary: 'Saves an answer template',
        description: `템플릿을 저장합니다. ${SCOPE}`,
        tags,
        body: inquiryTemplateBodySchema,
        response: { 201: inquiryTemplateResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const item = await service.create(staffOf(request), request.body);
      reply.code(201);
      return { item };
    },
  );

  app.put(
    '/:templateId',
    {
      preHandler: messages,
      schema: {
        summary: 'Edits an answer template',
        description: `템플릿을 고칩니다. ${SCOPE}`,
        tags,
        params: inquiryTemplateParamsSchema,
        body: inquiryTemplateBodySchema,
        response: { 200: inquiryTemplateResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      item: await service.update(staffOf(request), request.params.templateId, request.body),
    }),
  );

  app.delete(
    '/:templateId',
    {
      preHandler: messages,
      schema: {
        summary: 'Deletes an answer template',
        description: `템플릿을 지웁니다. ${SCOPE}`,
        tags,
        params: inquiryTemplateParamsSchema,
        response: { 200: inquiryDoneResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(staffOf(request), request.params.templateId);
      return { item: { done: true } };
    },
  );
};
