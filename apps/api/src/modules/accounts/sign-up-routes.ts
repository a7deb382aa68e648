import { signUpBodySchema } from '@wedding/contract/account';
import { signUpResponseSchema } from '@wedding/contract/account-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** POST /v3/20240404/customer: sign-up, which also signs the new customer in (a login token). */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers here carry credentials or the signed-in user: never cached (issue 13).
  app.addHook('onRequest', noStore);
  app.post(
    '/',
    {
      schema: {
        summary: 'Sign up (email, or social with a joinToken)',
        description:
          'pwd는 base64입니다(joinToken이 있으면 쓰지 않음). telToken은 회원가입용 휴대폰 인증 결과로 한 번만 쓸 수 있습니다. ' +
          '응답의 loginToken은 로그인과 같이 POST /api/token 또는 POST /v3/jwt/:loginToken으로 교환합니다.',
        tags: ['account'],
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const customer = await app.services.accounts.signUp(request.body);
      const loginToken = await app.services.sessions.issueLoginToken(customer.id);
      return reply.code(201).send({ item: { customerUuid: customer.uuid, loginToken } });
    },
  );
};
