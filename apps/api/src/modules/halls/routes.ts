import { popularWeddingHallsQuerySchema, popularWeddingHallsResponseSchema } from '@wedding/contract/partners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalCustomer } from '../../plugins/authenticate.ts';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/book (spec §7 paths). */
export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/popular-wedding-halls',
    {
      config: PUBLIC_READ,
      preHandler: optionalCustomer,
      schema: {
        summary: 'Popular wedding halls for the home screen',
        description:
          '광고 중인(POPULAR) 웨딩홀이 먼저, 그다음 좋아요 수, 리뷰 수 순서입니다. 로그인하면 isLiked에 내 좋아요가 표시되고, 비회원은 모두 false입니다.',
        tags: ['halls'],
        querystring: popularWeddingHallsQuerySchema,
        response: { 200: popularWeddingHallsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      item: await app.services.halls.findPopularHalls({
        limit: request.query.limit,
        viewerId: request.customer?.id ?? null,
      }),
    }),
  );
};
