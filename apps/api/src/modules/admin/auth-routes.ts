import {
  adminOkResponseSchema,
  operatorMeResponseSchema,
  operatorSignInBodySchema,
  operatorSignInResponseSchema,
} from '@wedding/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSameSite } from '../../plugins/authenticate.ts';
import { operatorOf, requireOperatorSession } from '../../plugins/authenticate-operator.ts';
import { noStore } from '../../shared/no-store.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { clearOperatorCookie, setOperatorCookie } from './operator-cookie.ts';

const TAGS = ['admin'];

/** Prefix /v3/admin: the operator console's session (issue 29 §1). There is no sign-up route. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);
  const services = app.services;

  app.post(
    '/auth/sign-in',
    {
      schema: {
        summary:
          'Operator sign-in: password, a new password when it was generated, then a TOTP enrolment or a 6-digit code',
        description:
          '생성된(일회용) 비밀번호로 로그인하면 step NEW_PASSWORD로 답하며, newPassword(12~200자)와 함께 다시 보내면 ' +
          '비밀번호를 바꾼 뒤 다음 단계로 갑니다(이후 새 비밀번호를 씁니다). 2단계 인증이 필수입니다. 처음 로그인하면 step ENROL로 비밀키와 QR을 답하고, 앱의 코드와 함께 다시 ' +
          '보내면 등록과 로그인이 함께 끝납니다. 이후에는 step CODE 뒤에 코드를 보냅니다(같은 코드는 한 번만). ' +
          '고객·파트너 로그인과 같은 잠금·속도 제한을 따로 셉니다. 성공하면 wd_op 쿠키(다른 audience)를 설정합니다.',
        tags: TAGS,
        body: operatorSignInBodySchema,
        response: { 200: operatorSignInResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      assertSameSite(request, app.config);
      const { answer, token } = await services.operatorAuth.signIn({ ...request.body, ip: request.ip });
      if (token) setOperatorCookie(reply, token, app.config);
      return { item: answer };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        summary: 'Ends this operator session',
        tags: TAGS,
        response: { 200: adminOkResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: requireOperatorSession,
    },
    async (request, reply) => {
      await services.operatorAuth.signOut(operatorOf(request));
      clearOperatorCookie(reply, app.config);
      return { item: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        summary: 'The signed-in operator and the areas their role reaches',
        tags: TAGS,
        response: { 200: operatorMeResponseSchema, ...errorResponses(401) },
      },
      preHandler: requireOperatorSession,
    },
    async (request) => ({ item: services.operatorAuth.me(operatorOf(request)) }),
  );
};
