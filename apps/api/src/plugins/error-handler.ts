import { API_ERROR_CODES } from '@wedding/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_MESSAGE, toApiError } from '../shared/to-api-error.ts';

/**
 * The one place errors become responses: `{ status, code, message }` with a Korean message.
 * Unexpected errors are logged with their stack here and answered with a generic 500, so no stack
 * trace or SQL ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendApiError);

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
