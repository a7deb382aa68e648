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

/**
 * Turns the reply into a Server-Sent-Events stream of `channel`: `event: ready` once subscribed, then one
 * `data:` line a bus event, until the client goes away or the app closes.
 */
export async function streamChannel(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { bus: LiveBus; channel: string; streams: OpenStreams },
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
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    off();
    deps.streams.delete(end);
    raw.end();
  };
  deps.streams.add(end);
  request.raw.on('close', end);
  // The browser reconnects by itself after a drop; 3 s keeps a restart from reading as an outage.
  raw.write('retry: 3000\nevent: ready\ndata: {}\n\n');
}
