import { hallEventsResponseSchema } from '@wedding/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ } from '../../plugins/public-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** Prefix /v3/book: the hall event section (/weddinghall/event). */
export const hallEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: PUBLIC_READ,
      schema: {
        summary: 'Wedding hall events running now',
        description:
          '지금 진행 중인(시작 ≤ 지금 < 종료) 웨딩홀 이벤트를 할인율 높은 순, 같으면 먼저 끝나는 순으로 돌려줍니다. startsAt·endsAt은 epoch ms입니다.',
        tags: ['events'],
        response: { 200: hallEventsResponseSchema, ...errorResponses() },
      },
    },
    async () => ({ item: await app.services.hallEvents.findRunningHallEvents() }),
  );
};
