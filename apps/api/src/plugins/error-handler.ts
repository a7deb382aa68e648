import { API_ERROR_CODES } from '@wedding/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';
import { NOT_FOUND_MESSAGE, toApiError } from '../shared/to-api-error.ts';

/**
 * The one place errors become responses: `{ status, code, message }` with a Korean message.
 * Unexpected errors are logged with their stack here and answered with a generic 500, so no stack
 * trace or SQL ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendApiError);

  // HTTP/1.1 requires Host (RFC 9112 §3.2); the server lets such requests through so this can refuse
  // them in the one shape rather than with Node's empty 400.
  app.addHook('onRequest', async (request) => {
    // HTTP/1.0 has no Host requirement, and some load balancers' health checks still speak it.
    if (!request.headers.host && request.raw.httpVersion !== '1.0') {
      throw new AppError(400, API_ERROR_CODES.BAD_REQUEST, '요청에 Host 헤더가 없습니다.');
    }
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 404, code: API_ERROR_CODES.NOT_FOUND, message: NOT_FOUND_MESSAGE }),
  );
}

/**
 * Answers any error in the one shape. Also passed to Fastify's `frameworkErrors` option, which handles
 * errors raised before routing (a malformed URL escape such as %E0%A4%A) that the error handler never sees.
 */
export function sendApiError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { expose, ...body } = toApiError(error);
  if (!expose) request.log.error({ err: error }, 'request failed');
  else if (body.status >= 500) request.log.warn({ err: error }, 'request failed');
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}
