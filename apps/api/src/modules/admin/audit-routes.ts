import { operatorAuditQuerySchema, operatorAuditResponseSchema } from '@wedding/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/admin: the log of operator actions (issue 29 §5), for ADMIN and MODERATOR alike. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

  app.get(
    '/audit',
    {
      schema: {
        summary: 'Operator actions, newest first, filtered by action, target, operator and time',
        description: 'from은 포함, to는 제외(ISO 8601, 시간대 포함). 한 쪽에 50건씩, hasNext로 다음 쪽을 알립니다.',
        tags: ['admin'],
        querystring: operatorAuditQuerySchema,
        response: { 200: operatorAuditResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: requireOperator('audit'),
    },
    async (request) => {
      const { page, action, target, operator, from, to } = request.query;
      const { entries, hasNext } = await app.services.operatorAudit.list(
        {
          action,
          target,
          operatorId: operator,
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        },
        page ?? 1,
      );
      return { item: { entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })), hasNext } };
    },
  );
};
