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
 * start scripts: the database, the job queue (decision 0055) and, with REDIS_URL, Redis, without which login,
 * SMS sends, uploads and every rate-limited write answer 503 (decision 0033).
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
        summary: 'Readiness: the database, the job queue and, with REDIS_URL, Redis answer',
        description: `데이터베이스에 select 1을, 작업 큐(pg-boss의 pgboss 스키마)에 select 1 from pgboss.version을, REDIS_URL이 있으면 Redis에 PING(최대 0.5초)을 보냅니다. 작업 큐가 없으면 예약 마감, 가예약 만료, 환불 재시도와 알림 발송을 맡길 수 없고, Redis가 없으면 로그인, 문자 발송, 업로드와 횟수 제한이 있는 쓰기가 모두 503이므로 준비되지 않은 것으로 봅니다. 안 되는 쪽을 code로 알려 줍니다: 503 DATABASE_UNAVAILABLE(데이터베이스가 안 되면 늘 이것), 503 JOB_QUEUE_UNAVAILABLE, 503 REDIS_UNAVAILABLE. redis는 REDIS_URL이 없으면 off입니다. ${DRAINING}`,
        tags: ['system'],
        response: { 200: readinessResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      refuseWhileDraining(app);
      const health = app.services.health;
      const [database, jobQueue, redis] = await Promise.allSettled([
        health.ping(),
        health.pingJobQueue(),
        app.services.rateLimiter.ping(),
      ]);
      if (database.status === 'rejected') request.log.error({ err: database.reason }, 'database ping failed');
      else if (jobQueue.status === 'rejected') request.log.error({ err: jobQueue.reason }, 'job queue ping failed');
      if (redis.status === 'rejected') request.log.error({ err: redis.reason }, 'redis ping failed');
      if (database.status === 'rejected')
        throw serviceUnavailable(
          redis.status === 'rejected'
            ? '데이터베이스와 Redis에 연결할 수 없습니다.'
            : '데이터베이스에 연결할 수 없습니다.',
          HEALTH_ERROR_CODES.DATABASE_UNAVAILABLE,
        );
      if (jobQueue.status === 'rejected')
        throw serviceUnavailable(
          '작업 큐에 연결할 수 없습니다. 예약 마감과 환불 같은 예약 작업을 맡길 수 없습니다.',
          HEALTH_ERROR_CODES.JOB_QUEUE_UNAVAILABLE,
        );
      if (redis.status === 'rejected')
        throw serviceUnavailable('Redis에 연결할 수 없습니다.', HEALTH_ERROR_CODES.REDIS_UNAVAILABLE);
      return { status: 'ok' as const, database: app.database.kind, jobQueue: 'ok' as const, redis: redis.value };
    },
  );
};
