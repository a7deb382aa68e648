import { Server } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from '../../src/graceful-shutdown.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

// Decision 0017: readiness fails first, requests are served through the delay, then drain and close.
describe('graceful shutdown', () => {
  it('fails /health/ready and /health with 503 SHUTTING_DOWN in the error shape at once, and still serves other requests', async () => {
    const t = await buildTestApp();
    try {
      t.app.lifecycle.draining = true;
      for (const probe of ['/health/ready', '/health']) {
        const health = await t.app.inject(probe);
        expect(health.statusCode, probe).toBe(503);
        expect(health.json()).toEqual({
          status: 503,
          code: 'SHUTTING_DOWN',
          message: '서버가 곧 종료됩니다. 다른 서버로 연결해 주세요.',
        });
      }
      const other = await t.app.inject('/v3/book/popular-wedding-halls');
      expect(other.statusCode).toBe(200);
      expect(other.headers.connection).not.toBe('close');
      t.app.lifecycle.closing = true;
      expect((await t.app.inject('/v3/book/popular-wedding-halls')).headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });

  function stubs() {
    const order: string[] = [];
    const exit = vi.fn();
    const app = {
      lifecycle: { draining: false, closing: false },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      // A real server that is not listening: the listener close goes through net.Server's own close.
      server: Object.assign(new Server(), { closeIdleConnections: () => order.push('idle') }),
      close: async () => {
        order.push('app');
      },
    };
    const database = { close: async () => order.push('database') };
    const shutdown = createShutdown({
      app: app as never,
      database: database as never,
      delayMs: 3000,
      timeoutMs: 30_000,
      exit,
    });
    return { order, exit, app, shutdown };
  }

  it('skips the delay on SIGINT (a person at a terminal)', async () => {
    const { app, exit, order, shutdown } = stubs();
    await shutdown('SIGINT');
    expect(app.lifecycle).toEqual({ draining: true, closing: true });
    expect(order.filter((o) => o !== 'idle')).toEqual(['app', 'database']);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('waits the delay on SIGTERM, closes the app before the database, and exits 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { app, exit, order, shutdown } = stubs();
      const done = shutdown('SIGTERM');
      expect(app.lifecycle.draining).toBe(true);
      await vi.advanceTimersByTimeAsync(2999);
      expect(app.lifecycle.closing).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(app.lifecycle.closing).toBe(true);
      await vi.runAllTimersAsync();
      await done;
      expect(order.filter((o) => o !== 'idle')).toEqual(['app', 'database']);
      expect(exit).toHaveBeenCalledWith(0);

      // A second signal exits at once with 1.
      await shutdown('SIGTERM');
      expect(exit).toHaveBeenLastCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
