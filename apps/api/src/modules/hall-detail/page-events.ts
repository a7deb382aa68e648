import { type AnalyticsEventBody, analyticsEventBodySchema } from '@wedding/contract/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalCustomer } from '../../plugins/authenticate.ts';
import { enforceRateLimits, type RateLimiter } from '../../shared/rate-limit/rate-limiter.ts';
import { errorResponses } from '../../shared/schemas.ts';
import { venueNotFound } from './errors.ts';
import type { PageEventRepository } from './page-event-repository.ts';

// A page reports at most one event per 5 s (spec §9 debounce); 60 a minute per address leaves room for
// several tabs and refuses a script filling the table.
const EVENT_RULE = { name: 'page-events', limit: 60, windowMs: 60_000 };

export type PageEventService = {
  record(event: AnalyticsEventBody, who: { customerId: number | null; ip: string }): Promise<void>;
};

export function createPageEventService(deps: {
  repository: PageEventRepository;
  rateLimiter: RateLimiter;
}): PageEventService {
  return {
    async record(event, { customerId, ip }) {
      await enforceRateLimits(deps.rateLimiter, [{ rule: EVENT_RULE, key: ip }]);
      if (!(await deps.repository.insert({ ...event, customerId }))) throw venueNotFound();
    },
  };
}

/** Prefix /web/v1/analytics: what a browser reports of the hall page (the app uses its own analytics). */
export const pageEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events',
    {
      preHandler: optionalCustomer,
      schema: {
        summary: 'Record a hall page view or scroll depth',
        description:
          '웨딩홀 페이지의 조회(hall_view)와 스크롤 깊이(hall_scroll)를 기록합니다. 로그인하지 않아도 됩니다. IP당 분당 60개까지(넘으면 429). 없는 웨딩홀은 404입니다.',
        tags: ['analytics'],
        body: analyticsEventBodySchema,
        response: { 204: z.null().describe('기록됨'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await app.services.pageEvents.record(request.body, { customerId: request.customer?.id ?? null, ip: request.ip });
      return reply.code(204).send(null);
    },
  );
};
