import { smsSendQuerySchema, smsVerifyQuerySchema } from '@wedding/contract/account';
import { smsSendResponseSchema, smsVerifyResponseSchema } from '@wedding/contract/account-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/20240404/auth (spec §7; decision 0009). */
export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/call',
    {
      schema: {
        summary: 'Send a six-digit code by SMS',
        description:
          'type 없음 = 회원가입, findLoginId = 아이디 찾기, findPassword = 비밀번호 찾기(loginId 필요). ' +
          '인증번호는 5분간 유효합니다. 같은 번호로 30초 안에 다시 요청할 수 없고, 번호당 1시간 5회, ' +
          'IP당 1시간 30회까지 보낼 수 있습니다. findPassword는 계정과 번호가 일치할 때만 실제로 발송하지만 응답은 같습니다.',
        tags: ['account'],
        querystring: smsSendQuerySchema,
        response: { 200: smsSendResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const { tel, type, loginId } = request.query;
      return { item: await app.services.phoneVerification.sendCode({ tel, type, loginId, ip: request.ip }) };
    },
  );

  app.put(
    '/call',
    {
      schema: {
        summary: 'Check the SMS code; answers a telToken proving the phone',
        description:
          'token은 문자로 받은 6자리 인증번호입니다. 인증번호당 5회까지 시도할 수 있고, 맞으면 30분간 ' +
          '한 번 쓸 수 있는 telToken을 돌려줍니다(회원가입, 아이디 찾기, 비밀번호 재설정).',
        tags: ['account'],
        querystring: smsVerifyQuerySchema,
        response: { 200: smsVerifyResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { tel, type, token } = request.query;
      return { item: await app.services.phoneVerification.verifyCode({ tel, type, code: token, ip: request.ip }) };
    },
  );
};
