import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import ipaddr from 'ipaddr.js';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy's id may look like to be kept: short, and nothing a log viewer or a header could misread
// (no spaces, quotes, control characters or line breaks that would forge a log line).
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// proxy-addr's named ranges, the same names TRUSTED_PROXIES accepts (config.ts).
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function toRanges(trusted: false | string[]): Range[] {
  if (!trusted) return [];
  return trusted
    .flatMap((entry) => NAMED_RANGES[entry] ?? [entry])
    .map((entry) => {
      if (entry.includes('/')) return ipaddr.parseCIDR(entry);
      const address = ipaddr.process(entry);
      return [address, address.kind() === 'ipv4' ? 32 : 128] as Range;
    });
}

/** Whether the peer of this socket is one of TRUSTED_PROXIES (IPv4-mapped IPv6 read as IPv4). */
function isTrustedPeer(ranges: Range[], remoteAddress: string | undefined): boolean {
  if (!ranges.length || !remoteAddress || !ipaddr.isValid(remoteAddress)) return false;
  const address = ipaddr.process(remoteAddress);
  return ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/**
 * Fastify's `genReqId`: the load balancer's X-Request-Id when a trusted proxy sent a sane one, so one id follows
 * a request through the proxy's logs and ours; else a new UUID. A client's own header is never believed: it
 * could make its requests look like someone else's in the logs.
 */
export function createRequestIdGenerator(trustedProxies: false | string[]): (request: IncomingMessage) => string {
  const ranges = toRanges(trustedProxies);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      SAFE_REQUEST_ID.test(incoming) &&
      isTrustedPeer(ranges, request.socket?.remoteAddress)
    )
      return incoming;
    return randomUUID();
  };
}

// The id of the request being served, for lines that services write through the app's logger (a payment's
// outcome, an SMS sent) rather than request.log, which Fastify already binds to the id.
const currentRequestId = new AsyncLocalStorage<string>();
// Marks request.log (and its children): it carries reqId in its bindings, and the mixin must not add it twice.
const CARRIES_REQUEST_ID = Symbol('carriesRequestId');

/** Pino's `mixin`: the current request's id on a line written outside request.log while that request runs. */
export function requestIdMixin(_object: object, _level: number, logger: unknown): object {
  if ((logger as Record<symbol, unknown>)?.[CARRIES_REQUEST_ID]) return {};
  const reqId = currentRequestId.getStore();
  return reqId ? { reqId } : {};
}

/** Fastify's `childLoggerFactory`: its request.log, marked as carrying the id already. */
export const markedRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const child = logger.child(bindings, options) as FastifyBaseLogger & Record<symbol, unknown>;
  child[CARRIES_REQUEST_ID] = true;
  return child;
};

/**
 * Every answer carries its request id (set first thing, so errors and 404s carry it too), and the rest of the
 * request runs with its id in reach of the logger's mixin (callback style: the following hooks and the handler
 * continue inside `run`, as @fastify/request-context does it).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    currentRequestId.run(request.id, done);
  });
}

/**
 * For Fastify's `frameworkErrors` (a malformed URL escape, a bad content type): they are answered before any hook
 * runs, so the id header is set here.
 */
export function withRequestIdHeader<E>(
  handler: (error: E, request: FastifyRequest, reply: FastifyReply) => unknown,
): (error: E, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    handler(error, request, reply);
  };
}
