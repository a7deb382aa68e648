import { API_ERROR_CODES } from '@wedding/contract/errors';
import { isApiPath } from '@wedding/contract/web-routes';
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

  // A browser that opens an unknown page gets the web app's own 404 page once the web module has set
  // one (issue 9); API clients, and every API path, keep the JSON error shape.
  app.decorate<HtmlNotFoundPage | null>('htmlNotFoundPage', null);
  app.setNotFoundHandler((request, reply) => {
    if (app.htmlNotFoundPage && wantsHtmlPage(request)) return app.htmlNotFoundPage(request, reply);
    return reply.code(404).send({ status: 404, code: API_ERROR_CODES.NOT_FOUND, message: NOT_FOUND_MESSAGE });
  });
}

export type HtmlNotFoundPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's unknown page with HTML and status 404; null until the web app is served. */
    htmlNotFoundPage: HtmlNotFoundPage | null;
  }
}

/** A page load: GET or HEAD, outside the API's paths, from a client that asks for HTML. */
function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url.split('?')[0] ?? '')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Answers any error in the one shape. Also passed to Fastify's `frameworkErrors` option, which handles
 * errors raised before routing (a malformed URL escape such as %E0%A4%A) that the error handler never sees.
 */
export function sendApiError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { expose, ...body } = toApiError(error);
  if (!expose) request.log.error({ err: error }, 'request failed');
  else if (body.status >= 500) request.log.warn({ err: error }, 'request failed');
  if (body.status === 429) reply.header('retry-after', retryAfterSeconds(error));
  return reply.code(body.status).type('application/json; charset=utf-8').send(body);
}

/** Whole seconds, rounded up and at least 1 (RFC 9110 §10.2.3); a 429 without a known window says 60. */
export function retryAfterSeconds(error: unknown): string {
  const ms = error instanceof AppError ? error.retryAfterMs : undefined;
  return String(ms === undefined ? 60 : Math.max(1, Math.ceil(ms / 1000)));
}
