import type { FastifyInstance } from 'fastify';

/**
 * The process's place in its life (decision 0017): `draining` from the stop signal on (readiness fails),
 * `closing` once it stops accepting connections (each connection is closed after its current response).
 */
export type Lifecycle = { draining: boolean; closing: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Once closing, every response says `Connection: close`: a keep-alive client then opens its next request on
 * a new connection (to the next process) instead of sending it down a socket about to be closed under it.
 * Not before: while the listener is still open, new connections would only pile up in its accept queue,
 * and closing a listener resets what waits there.
 */
export function registerDraining(app: FastifyInstance): void {
  app.decorate<Lifecycle>('lifecycle', { draining: false, closing: false });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.lifecycle.closing) reply.header('connection', 'close');
    return payload;
  });
}
