import { API_ERROR_CODES } from '@wedding/contract/errors';
import { healthResponseSchema } from '@wedding/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../shared/errors.ts';
import { errorResponses } from '../../shared/schemas.ts';

/**
 * `GET /health`: readiness for load balancers and the start script; it touches the database on purpose.
 * It fails first when the process is told to stop, so traffic moves away before the server closes.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness and database check',
        description: '종료 신호를 받으면 곧바로 503 SHUTTING_DOWN으로 바뀌고, 처리 중인 요청을 마친 뒤 종료합니다.',
        tags: ['system'],
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      if (app.lifecycle.draining) {
        throw serviceUnavailable('서버가 곧 종료됩니다. 다른 서버로 연결해 주세요.', API_ERROR_CODES.SHUTTING_DOWN);
      }
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
