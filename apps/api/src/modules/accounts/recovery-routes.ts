import { findLoginIdQuerySchema, resetPasswordBodySchema } from '@wedding/contract/account';
import { findLoginIdResponseSchema } from '@wedding/contract/account-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/schemas.ts';

/** Find-id and password reset, each after an SMS proof (prefix /v3/20240404/customer). */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/login-id',
    {
      schema: {
        summary: 'Find the login id of the account with this phone',
        description:
          'token은 type=findLoginId 인증의 telToken입니다(한 번만 사용). 아이디는 가려서 보여줍니다. ' +
          '같은 번호의 계정이 여럿이면 가장 최근에 가입한 계정입니다.',
        tags: ['account'],
        querystring: findLoginIdQuerySchema,
        response: { 200: findLoginIdResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      item: await app.services.accounts.findLoginId({ tel: request.query.tel, telToken: request.query.token }),
    }),
  );

  app.put(
    '/password',
    {
      schema: {
        summary: 'Reset the password after a findPassword verification',
        description:
          'telToken은 type=findPassword 인증의 결과입니다. 이메일과 휴대폰 번호가 같은 계정일 때만 바뀌며, ' +
          '바뀌면 그 계정의 모든 로그인 세션이 끝납니다. IP당 10분에 10회까지입니다.',
        tags: ['account'],
        body: resetPasswordBodySchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const customerId = await app.services.accounts.resetPassword({ ...request.body, ip: request.ip });
      await app.services.sessions.revokeAllForCustomer(customerId);
      return reply.code(204).send(null);
    },
  );
};
