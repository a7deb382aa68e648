import * as z from 'zod/mini';

/** GET /health, liveness: the process answers. It touches nothing else, so a down dependency never fails it. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /health/ready, readiness: the database and the job queue (pg-boss's schema in it) answer, and so does Redis
 * when REDIS_URL is set ('off' when the rate limits are kept in process).
 */
export const readinessResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  jobQueue: z.literal('ok'),
  redis: z.enum(['ok', 'off']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** The code of a failed readiness names what is down: the database first, then the job queue, then Redis. */
export const HEALTH_ERROR_CODES = {
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  JOB_QUEUE_UNAVAILABLE: 'JOB_QUEUE_UNAVAILABLE',
  REDIS_UNAVAILABLE: 'REDIS_UNAVAILABLE',
} as const;
