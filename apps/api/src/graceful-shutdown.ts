import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/** After the listener closes, sockets still idle this long are closed (see below). */
export const IDLE_SOCKET_GRACE_MS = 1000;

export type ShutdownOptions = {
  app: FastifyInstance;
  database: Database;
  /** SIGTERM only: how long /health/ready (and /health) fail, requests still served, before the listener closes. */
  delayMs: number;
  /** Past this, in-flight requests are abandoned and the process exits 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
};

/**
 * Stops without losing a request (decision 0017):
 * 1. readiness (/health/ready, and /health with it) fails at once; on SIGTERM requests are served as usual for
 *    `delayMs`, so the load balancer notices and moves traffic; SIGINT (a person at a terminal) skips the wait;
 * 2. the listener closes, without cutting any connection: Node's `http.Server#close` would also destroy
 *    connections it deems idle, among them sockets accepted a moment ago whose request is on its way, which
 *    the client sees as a reset; every response from now on says `Connection: close`;
 * 3. sockets still idle a second later (keep-alive connections nobody is using) are closed;
 * 4. when the last connection has ended, Fastify's close hooks run (Redis), then the database pools close.
 * A second signal exits at once.
 */
export function createShutdown(options: ShutdownOptions): (signal: NodeJS.Signals) => Promise<void> {
  const { app, database } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  return async (signal) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      return exit(1);
    }
    stopping = true;
    app.lifecycle.draining = true;
    const delayMs = signal === 'SIGTERM' ? options.delayMs : 0;
    app.log.info({ signal, delayMs }, 'shutting down: /health/ready fails, requests still served');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out: exiting with requests in flight');
      exit(1);
    }, delayMs + options.timeoutMs);
    deadline.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      app.lifecycle.closing = true;
      const drained = new Promise<void>((resolve) => NetServer.prototype.close.call(app.server, () => resolve()));
      setTimeout(() => app.server.closeIdleConnections(), IDLE_SOCKET_GRACE_MS).unref();
      await drained;
      await app.close();
      await database.close();
      clearTimeout(deadline);
      app.log.info('stopped');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
}
