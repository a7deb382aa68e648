import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createLogCollector } from './log-collector.ts';

// Issue 29 §7: "Structured logs carry a request id, also returned as X-Request-Id." Every answer, errors included;
// a proxy's own id kept only when TRUSTED_PROXIES names the proxy and the id is short and plain.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const logs = createLogCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ logger: logs.logger, env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
    // A route that fails as an unexpected bug does: the error handler's 500.
    t.app.get('/__test/boom', async () => {
      throw new Error('boom');
    });
  });
  afterAll(() => t.close());

  /** The log lines that carry this request id. */
  const linesOf = (id: string) => logs.lines().filter((line) => line.reqId === id);

  it('gives a 200, a 404 and a 500 each its own id, in X-Request-Id and in that request’s log lines', async () => {
    const ok = await t.app.inject('/v3/book/popular-wedding-halls');
    const missing = await t.app.inject('/v3/no-such-route/123');
    const failed = await t.app.inject('/__test/boom');
    expect([ok.statusCode, missing.statusCode, failed.statusCode]).toEqual([200, 404, 500]);
    const ids = [ok, missing, failed].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(linesOf(ids[0]!).map((line) => line.msg)).toEqual(['request completed']);
    expect(linesOf(ids[1]!).map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([404]);
    // The 500: the error handler's line with the stack, and the request's own line, both under the id.
    const failure = linesOf(ids[2]!);
    expect(failure.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(failed.json()).toMatchObject({ status: 500 });
  });

  it('answers errors raised before routing (a malformed URL escape) with an id too', async () => {
    const res = await t.app.inject('/v3/book/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });

  it('keeps a trusted proxy’s plain id, and makes a new one for a client’s or a malformed one', async () => {
    const id = 'lb-7f3a9c.01:req';
    const viaProxy = await t.app.inject({ url: '/health', remoteAddress: '10.1.2.3', headers: { 'x-request-id': id } });
    expect(viaProxy.headers['x-request-id']).toBe(id);
    const fromClient = await t.app.inject({
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': id },
    });
    expect(fromClient.headers['x-request-id']).toMatch(UUID);
    for (const bad of ['a'.repeat(65), 'has space', 'line\\nbreak', '"quoted"', '']) {
      const res = await t.app.inject({ url: '/health', remoteAddress: '10.1.2.3', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});
