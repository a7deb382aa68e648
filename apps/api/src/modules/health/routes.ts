import { API_ERROR_CODES } from '@wedding/contract/errors';
import { HEALTH_ERROR_CODES, livenessResponseSchema, readinessResponseSchema } from '@wedding/contract/health';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../shared/errors.ts';
import { errorResponses } from '../../shared/schemas.ts';

const DRAINING = '종료 신호를 받으면 곧바로 503 SHUTTING_DOWN으로 바뀌고, 처리 중인 요청을 마친 뒤 종료합니다.';

/** Both probes fail first when the process is told to stop, so traffic moves away before the server closes. */
function refuseWhileDraining(app: FastifyInstance): void {
  if (app.lifecycle.draining) {
    throw serviceUnavailable('서버가 곧 종료됩니다. 다른 서버로 연결해 주세요.', API_ERROR_CODES.SHUTTING_DOWN);
  }
}

/**
 * `GET /health` is liveness: the process answers, nothing else is touched, so an orchestrator does not restart
 * a healthy process because the database blinked. `GET /health/ready` is readiness, for load balancers and the
 * start scripts: the database and, with REDIS_URL, Redis, without which login, SMS sends, uploads and every
 * rate-limited write answer 503 (decision 0033).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness: the process answers (touches no dependency)',
        description: `데이터베이스나 Redis는 확인하지 않습니다(그것은 /health/ready). ${DRAINING}`,
        tags: ['system'],
        response: { 200: livenessResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      refuseWhileDraining(app);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Readiness: the database and, with REDIS_URL, Redis answer',
        description: `데이터베이스에 select 1을, REDIS_URL이 있으면 Redis에 PING(최대 0.5초)을 보냅니다. Redis가 없으면 로그인, 문자 발송, 업로드와 횟수 제한이 있는 쓰기가 모두 503이므로 준비되지 않은 것으로 봅니다. 안 되는 쪽을 code로 알려 줍니다: 503 DATABASE_UNAVAILABLE(둘 다면 이것), 503 REDIS_UNAVAILABLE. redis는 REDIS_URL이 없으면 off입니다. ${DRAINING}`,
        tags: ['system'],
        response: { 200: readinessResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      refuseWhileDraining(app);
      const [database, redis] = await Promise.allSettled([app.services.health.ping(), app.services.rateLimiter.ping()]);
      if (database.status === 'rejected') request.log.error({ err: database.reason }, 'database ping failed');
      if (redis.status === 'rejected') request.log.error({ err: redis.reason }, 'redis ping failed');
      if (database.status === 'rejected')
        throw serviceUnavailable(
          redis.status === 'rejected'
            ? '데이터베이스와 Redis에 연결할 수 없습니다.'
            : '데이터베이스에 연결할 수 없습니다.',
          HEALTH_ERROR_CODES.DATABASE_UNAVAILABLE,
        );
      if (redis.status === 'rejected')
        throw serviceUnavailable('Redis에 연결할 수 없습니다.', HEALTH_ERROR_CODES.REDIS_UNAVAILABLE);
      return { status: 'ok' as const, database: app.database.kind, redis: redis.value };
    },
  );
};
