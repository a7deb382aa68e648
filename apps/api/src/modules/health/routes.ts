import { healthResponseSchema } from '@wedding/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../shared/errors.ts';
import { errorResponses } from '../../shared/schemas.ts';

/** `GET /health`: for load balancers and the start script; it touches the database on purpose. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.services.health.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw serviceUnavailable('데이터베이스에 연결할 수 없습니다.');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
