import { loginBodySchema, loginTokenResponseSchema } from '@wedding/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/20240404/customer (decision 0009: credentials in the body, never the URL). */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers here carry credentials or the signed-in user: never cached (issue 13).
  app.addHook('onRequest', noStore);
  app.post(
    '/login',
    {
      schema: {
        summary: 'Email login: answers a one-time login token',
        description:
          'pwd는 base64입니다. 가입되지 않은 이메일과 틀린 비밀번호는 똑같이 401 LOGIN_FAILED입니다. ' +
          '같은 IP에서 로그인 ID당 10회, IP당 30회 / 10분을 넘으면 429입니다. 한 ID가 1시간에 20번 틀리면 ' +
          '그 ID는 어디서든 5초에 한 번만 시도할 수 있습니다(결정 0016). 429에는 Retry-After가 붙습니다. loginToken(60초, 1회용)은 ' +
          'POST /api/token(웹) 또는 POST /v3/jwt/{loginToken}(앱)으로 교환합니다.',
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: loginTokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      item: await app.services.emailLogin.login({ ...request.body, ip: request.ip }),
    }),
  );
};
