import {
  operatorAccountResponseSchema,
  operatorAccountsResponseSchema,
  operatorIdParamsSchema,
  operatorReasonBodySchema,
  operatorResetResponseSchema,
  operatorRoleBodySchema,
} from '@wedding/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf, requireOperator } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

const TAGS = ['admin'];
const CHANGE_ERRORS = errorResponses(400, 401, 403, 404, 409);

/**
 * Prefix /v3/admin: an ADMIN manages operator accounts (issue 29 §1 follow-up, decision 0060). Every change names
 * a reason and lands with its audit row; an ADMIN never changes their own account, and one active ADMIN remains.
 */
export const adminOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const preHandler = requireOperator('operators');
  const management = () => app.services.operatorManagement;

  app.get(
    '/operators',
    {
      schema: {
        summary: 'Every operator account: role, second factor, last sign-in, disabled',
        tags: TAGS,
        response: { 200: operatorAccountsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler,
    },
    async () => ({ item: { operators: await management().list() } }),
  );

  // Disable and enable take the same reason and answer the same account; only their effect differs.
  const SWITCHES = {
    disable: 'Disables an operator and ends their sessions at once (409 OPERATOR_SELF, LAST_ADMIN)',
    enable: 'Lets a disabled operator sign in again (with their password and second factor as they were)',
  } as const;
  for (const [action, summary] of Object.entries(SWITCHES) as [keyof typeof SWITCHES, string][]) {
    app.post(
      `/operators/:id/${action}`,
      {
        schema: {
          summary,
          tags: TAGS,
          params: operatorIdParamsSchema,
          body: operatorReasonBodySchema,
          response: { 200: operatorAccountResponseSchema, ...CHANGE_ERRORS },
        },
        preHandler,
      },
      async (request) => ({
        item: await management()[action](operatorOf(request).id, request.params.id, request.body.reason),
      }),
    );
  }

  app.post(
    '/operators/:id/reset',
    {
      schema: {
        summary: 'A new one-time password (answered once), the second factor cleared, every session ended',
        description:
          '다음 로그인에서 새 비밀번호를 정하고 2단계 인증을 다시 등록합니다. 일회용 비밀번호는 이 응답에만 있고 ' +
          '저장·기록되지 않습니다.',
        tags: TAGS,
        params: operatorIdParamsSchema,
        body: operatorReasonBodySchema,
        response: { 200: operatorResetResponseSchema, ...CHANGE_ERRORS },
      },
      preHandler,
    },
    async (request) => ({
      item: await management().reset(operatorOf(request).id, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/operators/:id/role',
    {
      schema: {
        summary: "Changes an operator's role (409 OPERATOR_SELF, LAST_ADMIN)",
        tags: TAGS,
        params: operatorIdParamsSchema,
        body: operatorRoleBodySchema,
        response: { 200: operatorAccountResponseSchema, ...CHANGE_ERRORS },
      },
      preHandler,
    },
    async (request) => ({
      item: await management().changeRole(
        operatorOf(request).id,
        request.params.id,
        request.body.role,
        request.body.reason,
      ),
    }),
  );
};
