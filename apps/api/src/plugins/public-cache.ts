import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Shared caches (a CDN) may keep a guest's public read for a minute and serve it stale for five more while
 * they revalidate (decision 0021). Browsers revalidate with the ETag (a 304); Chrome may show a guest one
 * stale answer meanwhile, no staler than the CDN's.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** What a viewer's own answer says: a shared cache must not keep it; the browser may, revalidating each time. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose guest answer is the same for every guest (slot lists, hall search, popular halls, events):
     * shared-cacheable with an ETag for guests, private for a signed-in viewer, whose answer carries hearts.
     */
    publicRead?: boolean;
  }
}

/** `{ config: { publicRead: true } }` for a route's options. */
export const PUBLIC_READ = { publicRead: true } as const;

/**
 * The API's caching rules in one hook (decision 0021). A response that set no Cache-Control of its own
 * (static files, images and the web app's HTML do) is `private, no-cache`: nothing personal can ever be kept
 * by a shared cache by accident, including heuristically. Public reads get the shared policy for guests and
 * `private, no-cache` for a signed-in viewer, both with `Vary: Authorization, Cookie` and an ETag; a
 * matching If-None-Match answers 304 without a body.
 */
export function registerPublicCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (!isPublicRead(request, reply)) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    reply.header('vary', 'Authorization, Cookie');
    reply.header('cache-control', request.customer ? PRIVATE_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL);
    const etag = entityTag(payload);
    if (!etag) return payload;
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return null;
    }
    return payload;
  });
}

function isPublicRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.publicRead === true &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200
  );
}

/** A weak validator of the serialized body: the same JSON is the same entity (RFC 9110 §8.8.3). */
function entityTag(payload: unknown): string | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  // The one-shot hash skips the Hash object a streaming digest would build per response.
  return `W/"${hash('sha1', payload, 'base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison: `*`, or any listed tag equal to ours with or without W/. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
