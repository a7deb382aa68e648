import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { LiveBus } from './live-bus.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const KEEPALIVE_MS = 25_000;

/** The 200 of an event-stream route in OpenAPI: walks that wait for a whole answer skip these. */
export const eventStreamResponse = {
  description: 'text/event-stream',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** Open streams of one app, ended when it closes (a stream never ends by itself). */
export type OpenStreams = Set<() => void>;

/** Sent just before a stream ends because the sign-in it was opened with ran out (`endsAt`). */
export const EXPIRED_EVENT = 'expired';

/** setTimeout's ceiling (about 24.8 days); a later end is simply never reached by a stream. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Turns the reply into a Server-Sent-Events stream of `channel`: `event: ready` once subscribed, then one
 * `data:` line a bus event, until the client goes away, the app closes, or `endsAt` (ms) passes. A stream is
 * authenticated once, when it opens; `endsAt` is when that authentication stops holding (the access token's
 * expiry), so a stream never outlives the sign-in it was opened with: it says `event: expired` and ends, and the
 * browser's reconnect has to present a fresh token (the web client refreshes it first).
 */
export async function streamChannel(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { bus: LiveBus; channel: string; streams: OpenStreams; endsAt?: number },
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const off = await deps.bus.subscribe(deps.channel, (event) => {
    if (!closed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  });
  const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
  keepalive.unref();
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    clearTimeout(expiry);
    off();
    deps.streams.delete(end);
    raw.end();
  };
  deps.streams.add(end);
  request.raw.on('close', end);
  // The browser reconnects by itself after a drop; 3 s keeps a restart from reading as an outage.
  raw.write('retry: 3000\nevent: ready\ndata: {}\n\n');
  if (deps.endsAt !== undefined) {
    const expire = () => {
      if (!closed) raw.write(`event: ${EXPIRED_EVENT}\ndata: {}\n\n`);
      end();
    };
    const left = deps.endsAt - Date.now();
    if (left <= 0) expire();
    else if (left < MAX_TIMER_MS) {
      expiry = setTimeout(expire, left);
      expiry.unref();
    }
  }
}
