import { apiErrorSchema } from '@wedding/contract/errors';
import { z } from 'zod';

/** Response schemas for the error statuses a route can answer, all in the one error shape. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  const schema = apiErrorSchema.check(
    z.describe('오류: { status, code, message }. message는 사용자에게 그대로 보여줄 수 있는 한국어입니다.'),
  );
  return Object.fromEntries([...statuses, 500].map((status) => [status, schema])) as Record<
    S[number] | 500,
    typeof apiErrorSchema
  >;
}

/** Long-lived caching for content-addressed responses (same URL, same bytes forever). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A binary response body (images). Fastify sends Buffers as they are, so this only types the handler
 * and documents `format: binary` in OpenAPI.
 */
export const binaryBody = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });
