import {
  emailAvailabilityQuerySchema,
  invitationCodeParamsSchema,
  nickAvailabilityQuerySchema,
} from '@wedding/contract/account';
import { availabilityResponseSchema } from '@wedding/contract/account-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';

const LIMIT_NOTE = '이메일, 닉네임, 초대 코드 확인을 합쳐 IP당 1분에 60회까지입니다.';

/** Duplicate checks of sign-up and /sign-additional (prefix /v3/20240404/customer). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email/available',
    {
      schema: {
        summary: 'Is this email free for a new account?',
        description: `${LIMIT_NOTE} 이메일 확인은 따로 IP당 10분에 20회, 같은 주소는 10분에 5회까지입니다(결정 0016). 429에는 Retry-After가 붙습니다.`,
        tags: ['account'],
        querystring: emailAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      item: await app.services.accounts.checkAvailability({
        field: 'email',
        value: request.query.loginId,
        ip: request.ip,
      }),
    }),
  );

  app.get(
    '/nick/available',
    {
      schema: {
        summary: 'Is this nick free?',
        description: LIMIT_NOTE,
        tags: ['account'],
        querystring: nickAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      item: await app.services.accounts.checkAvailability({ field: 'nick', value: request.query.nick, ip: request.ip }),
    }),
  );

  app.get(
    '/invitation-code/:code/available',
    {
      schema: {
        summary: 'Is this invitation code free?',
        description: LIMIT_NOTE,
        tags: ['account'],
        params: invitationCodeParamsSchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      item: await app.services.accounts.checkAvailability({
        field: 'invitationCode',
        value: request.params.code,
        ip: request.ip,
      }),
    }),
  );
};
