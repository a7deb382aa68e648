import { additionalInfoBodySchema, contractFlagsBodySchema } from '@wedding/contract/account';
import { customerProfileResponseSchema } from '@wedding/contract/account-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authenticate.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** The signed-in customer's own profile (prefix /v3/20240404/customer). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Own profile',
        tags: ['account'],
        response: { 200: customerProfileResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ item: await app.services.accounts.getProfile(request.customer!.id) }),
  );

  app.put(
    '/additional',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Set nick, region, invitation code and wedding day (/sign-additional)',
        description:
          'weddingTsp는 예식일의 epoch 밀리초(다른 *Tsp와 같음; 서울 기준 그날의 아무 시각) 또는 null(미정)이며, GET은 같은 날을 weddingDate(YYYY-MM-DD)로 답합니다. 닉네임과 초대 코드가 이미 쓰이고 있으면 409입니다.',
        tags: ['account'],
        body: additionalInfoBodySchema,
        response: { 200: customerProfileResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ item: await app.services.accounts.updateAdditionalInfo(request.customer!.id, request.body) }),
  );

  app.put(
    '/contract',
    {
      preHandler: requireCustomer,
      schema: {
        summary: 'Set whether the hall and studio-dress-makeup are contracted',
        tags: ['account'],
        body: contractFlagsBodySchema,
        response: { 200: customerProfileResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ item: await app.services.accounts.updateContractFlags(request.customer!.id, request.body) }),
  );
};
