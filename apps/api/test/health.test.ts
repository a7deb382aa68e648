import { createServer, type Socket } from 'node:net';
import { encodePassword } from '@wedding/domain/password';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCustomer } from './helpers/customers.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from './helpers/redis.ts';

const hasRedis = await redisAvailable();
const refused = async () => {
  throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
};
// The job queue lives in the same database, so when the database is down its ping fails too.
const brokenDatabase = { health: { ping: refused, pingJobQueue: refused } };

// Decision 0033: /health is liveness (touches nothing), /health/ready is readiness (database, and Redis when set).
describe('GET /health and GET /health/ready without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness without touching the database', async () => {
    const ping = vi.spyOn(t.app.services.health, 'ping');
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(ping).not.toHaveBeenCalled();
    ping.mockRestore();
  });

  it('answers ready with the database kind after querying it and the job queue, and Redis off', async () => {
    const ping = vi.spyOn(t.app.services.health, 'ping');
    const pingJobQueue = vi.spyOn(t.app.services.health, 'pingJobQueue');
    const res = await t.app.inject('/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind, jobQueue: 'ok', redis: 'off' });
    expect(t.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(ping).toHaveBeenCalledOnce();
    expect(pingJobQueue).toHaveBeenCalledOnce();
    ping.mockRestore();
    pingJobQueue.mockRestore();
  });

  // Issue 29 §6: readiness covers the job queue. Its schema really goes missing here (renamed away), not a fake.
  it('fails readiness (not liveness) with JOB_QUEUE_UNAVAILABLE while the pg-boss schema is unreachable', async () => {
    const own = await buildTestApp();
    try {
      // The app's own queue has started with the schema there; it is the schema's later loss readiness reports.
      await own.app.services.jobs.start();
      await own.database.db.execute(sql`alter schema pgboss rename to pgboss_away`);
      const res = await own.app.inject('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'JOB_QUEUE_UNAVAILABLE',
        message: '작업 큐에 연결할 수 없습니다. 예약 마감과 환불 같은 예약 작업을 맡길 수 없습니다.',
      });
      expect(res.body).not.toContain('pgboss');
      expect((await own.app.inject('/health')).statusCode).toBe(200);
      await own.database.db.execute(sql`alter schema pgboss_away rename to pgboss`);
      expect((await own.app.inject('/health/ready')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('keeps the login limit in process: the 11th try of one id from one address is refused', async () => {
    expect(t.config.redisUrl).toBeUndefined();
    const customer = await createCustomer(t.database);
    const login = (pwd: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/20240404/customer/login',
        payload: { loginId: customer.email, pwd: encodePassword(pwd) },
        remoteAddress: '198.51.100.77',
      });
    for (let i = 0; i < 10; i++) expect((await login(`Wrong-${i}!a`)).statusCode).toBe(401);
    const blocked = await login(customer.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('fails readiness (not liveness) in the error shape, naming the database, when it does not respond', async () => {
    const broken = await buildTestApp({ services: brokenDatabase });
    try {
      const res = await broken.app.inject('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: '데이터베이스에 연결할 수 없습니다.',
      });
      expect(res.body).not.toContain('ECONNREFUSED');
      expect((await broken.app.inject('/health')).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /health/ready with REDIS_URL set', () => {
  it('answers 503 REDIS_UNAVAILABLE within the ping timeout when nothing listens there, while /health stays 200', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const started = Date.now();
      const res = await t.app.inject('/health/ready');
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, code: 'REDIS_UNAVAILABLE', message: 'Redis에 연결할 수 없습니다.' });
      expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
      // What readiness warns of: a limited call fails closed rather than running without its limit.
      const login = await t.app.inject({
        method: 'POST',
        url: '/v3/20240404/customer/login',
        payload: { loginId: 'someone@example.com', pwd: encodePassword('whatever-1!') },
      });
      expect(login.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });

  it('fails readiness after the 0.5 s ping timeout, not later, when Redis accepts but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const t = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const res = await t.app.inject('/health/ready');
      const took = Date.now() - started;
      expect(res.json().code).toBe('REDIS_UNAVAILABLE');
      expect(took).toBeGreaterThanOrEqual(450);
      expect(took).toBeLessThan(1500);
    } finally {
      await t.close();
      silent.close();
      for (const socket of sockets) socket.destroy();
    }
  });

  it('names both when the database and Redis are down', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, services: brokenDatabase });
    try {
      const res = await t.app.inject('/health/ready');
      expect(res.json()).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: '데이터베이스와 Redis에 연결할 수 없습니다.',
      });
    } finally {
      await t.close();
    }
  });

  it.skipIf(!hasRedis && !REDIS_REQUIRED)('answers ready with Redis ok when it answers', async () => {
    const t = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    try {
      const res = await t.app.inject('/health/ready');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: t.database.kind, jobQueue: 'ok', redis: 'ok' });
    } finally {
      await t.close();
    }
  });
});
