import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenCodec } from '../../src/modules/auth/access-token.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { REDIS_REQUIRED, redisAvailable, TEST_REDIS_URL } from '../helpers/redis.ts';
import { signedInStaff } from '../helpers/staff.ts';
import { inquiryFixture, phoneSpellings } from './inquiry-fixture.ts';

/** An open SSE stream: resolves once `event: ready` arrived; `next(predicate)` waits for a matching data event. */
async function openStream(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const { port } = app.server.address() as AddressInfo;
  const events: unknown[] = [];
  let raw = '';
  const waiters: (() => void)[] = [];
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, resolve);
    req.on('error', reject);
    req.end();
  });
  response.setEncoding('utf8');
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => {
    ready = r;
  });
  response.on('data', (chunk: string) => {
    raw += chunk;
    if (raw.includes('event: ready')) ready();
    for (const line of chunk.split('\n'))
      if (line.startsWith('data: ') && line !== 'data: {}') events.push(JSON.parse(line.slice(6)));
    for (const wake of waiters.splice(0)) wake();
  });
  await readyPromise;
  return {
    response,
    raw: () => raw,
    async next<T>(predicate: (event: T) => boolean, timeoutMs = 3000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (events as T[]).find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
    },
    close: () => response.destroy(),
  };
}

type MessageEvent = { type: string; threadId: string; message?: { body: string } };

describe('live inquiry events over Server-Sent Events (issue 27 §5)', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    f = await inquiryFixture(t);
  });
  afterAll(() => t.close());

  it("within one process: the hall's console hears the question, the couple hears the answer, without the phone", async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/v3/inquiries',
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid },
    });
    const id = start.json().item.id;
    const consoleStream = await openStream(t.app, '/v3/partner-center/inquiries/events', f.staff.headers);
    const coupleStream = await openStream(t.app, '/v3/inquiries/events', f.couple.headers);
    expect(consoleStream.response.headers['content-type']).toContain('text/event-stream');

    await t.app.inject({
      method: 'POST',
      url: `/v3/inquiries/${id}/messages`,
      headers: f.couple.headers,
      payload: { body: '실시간 질문' },
    });
    const heard = await consoleStream.next<MessageEvent>(
      (e) => e.type === 'message' && e.message?.body === '실시간 질문',
    );
    expect(heard.threadId).toBe(id);

    await t.app.inject({
      method: 'POST',
      url: `/v3/partner-center/inquiries/${id}/messages`,
      headers: f.staff.headers,
      payload: { body: '실시간 답변' },
    });
    await coupleStream.next<MessageEvent>((e) => e.type === 'message' && e.message?.body === '실시간 답변');
    // Another hall's console hears nothing of it.
    const otherStream = await openStream(t.app, '/v3/partner-center/inquiries/events', f.otherStaff.headers);
    await t.app.inject({
      method: 'POST',
      url: `/v3/inquiries/${id}/messages`,
      headers: f.couple.headers,
      payload: { body: '두 번째 질문' },
    });
    await consoleStream.next<MessageEvent>((e) => e.message?.body === '두 번째 질문');
    expect(otherStream.raw()).not.toContain('두 번째 질문');

    const hallStream = consoleStream.raw();
    for (const secret of [...phoneSpellings('010-4821-7736'), f.couple.email]) expect(hallStream).not.toContain(secret);
    for (const s of [consoleStream, coupleStream, otherStream]) s.close();
  });

  it('ends the stream when the access token it was opened with expires, so a lapsed sign-in hears nothing more', async () => {
    // A token of the couple's own session with about two seconds left: signed as if ten minutes ago.
    const claims = decodeJwt(f.couple.headers.authorization.replace(/^Bearer /, ''));
    const aged = createAccessTokenCodec(
      t.app.config.jwtSecret,
      () => Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 + 2500,
    );
    const { accessToken } = await aged.sign({ customerUuid: String(claims.sub), familyId: String(claims.fid) });
    const headers = { authorization: `Bearer ${accessToken}` };
    const stream = await openStream(t.app, '/v3/inquiries/events', headers);
    const ended = new Promise<void>((resolve) => stream.response.on('end', resolve));
    const start = Date.now();
    await Promise.race([
      ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its token')), 6000)),
    ]);
    // It lived until the token's expiry (whole seconds in the JWT), not a moment before or long after.
    expect(Date.now() - start).toBeGreaterThan(500);
    expect(stream.raw()).toContain('event: expired');

    // Its reconnect with the same token is refused: the client must refresh first, and a fresh token opens it.
    expect((await t.app.inject({ url: '/v3/inquiries/events', headers })).json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    const fresh = await openStream(t.app, '/v3/inquiries/events', f.couple.headers);
    expect(fresh.raw()).not.toContain('event: expired');
    fresh.close();
  });

  it("ends the console's stream when the staff session it was opened with ends", async () => {
    const staff = await signedInStaff(t, { partnerId: f.hall.id, role: 'MESSAGES' });
    await t.database.db.execute(
      sql`UPDATE partner_staff_sessions SET expires_at = now() + interval '2 seconds' WHERE staff_id = ${staff.id}`,
    );
    const stream = await openStream(t.app, '/v3/partner-center/inquiries/events', staff.headers);
    const ended = new Promise<void>((resolve) => stream.response.on('end', resolve));
    await Promise.race([
      ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its session')), 6000)),
    ]);
    expect(stream.raw()).toContain('event: expired');
    expect(
      (await t.app.inject({ url: '/v3/partner-center/inquiries/events', headers: staff.headers })).statusCode,
    ).toBe(401);
  });

  it('a guest opens neither stream (401)', async () => {
    expect((await t.app.inject({ url: '/v3/inquiries/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v3/partner-center/inquiries/events' })).statusCode).toBe(401);
  });
});

describe('two API processes sharing Redis (issue 27 §5: fanned out through Redis pub/sub)', async () => {
  const hasRedis = await redisAvailable();
  if (!hasRedis && REDIS_REQUIRED) throw new Error('REQUIRE_REDIS=1 but no Redis answers');
  let t: TestApp;
  let second: FastifyInstance;
  let f: Awaited<ReturnType<typeof inquiryFixture>>;

  beforeAll(async () => {
    if (!hasRedis) return;
    t = await buildTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
    // The second instance: its own services, bus and Redis connections, on the same database.
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    f = await inquiryFixture(t);
  });
  afterAll(async () => {
    if (!hasRedis) return;
    await second.close();
    await t.close();
  });

  it.skipIf(!hasRedis)('a message sent on one instance reaches an SSE subscriber on the other', async () => {
    expect(t.app.services.liveBus.mode).toBe('redis');
    const start = await t.app.inject({
      method: 'POST',
      url: '/v3/inquiries',
      headers: f.couple.headers,
      payload: { partnerUuid: f.hall.uuid },
    });
    const id = start.json().item.id;
    const onSecond = await openStream(second, '/v3/partner-center/inquiries/events', f.staff.headers);
    const coupleOnSecond = await openStream(second, '/v3/inquiries/events', f.couple.headers);
    await t.app.inject({
      method: 'POST',
      url: `/v3/inquiries/${id}/messages`,
      headers: f.couple.headers,
      payload: { body: '첫 번째 프로세스에서' },
    });
    const heard = await onSecond.next<MessageEvent>((e) => e.message?.body === '첫 번째 프로세스에서');
    expect(heard.threadId).toBe(id);
    await t.app.inject({
      method: 'POST',
      url: `/v3/partner-center/inquiries/${id}/messages`,
      headers: f.staff.headers,
      payload: { body: '답변도 건너갑니다' },
    });
    await coupleOnSecond.next<MessageEvent>((e) => e.message?.body === '답변도 건너갑니다');
    onSecond.close();
    coupleOnSecond.close();
  });
});
