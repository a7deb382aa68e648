import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

// Issue 29 §7: /metrics in Prometheus's text format, behind METRICS_TOKEN or loopback only, with request counts
// and durations by route pattern and status, and the database's state counts read at scrape time.

/** The value of one series in an exposition, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN (loopback only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers a loopback caller in the Prometheus text format with the process metrics', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('refuses a caller from elsewhere with 403 in the JSON error shape', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(res.json().message).toContain('METRICS_TOKEN');
  });

  it('refuses a request a local proxy forwarded (a loopback peer that is not the caller)', async () => {
    const res = await t.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('counts requests by route pattern, method and status: the counter rises between two scrapes', async () => {
    const first = await scrape();
    const labels = { route: '/v3/book/slot-holds/:id', method: 'GET', status: '401' };
    const before = sample(first, 'http_requests_total', labels) ?? 0;
    for (const id of [101, 202, 303]) await t.app.inject(`/v3/book/slot-holds/${id}`);
    await t.app.inject('/no/such/page/12345');
    const second = await scrape();
    expect(sample(second, 'http_requests_total', labels)).toBe(before + 3);
    expect(sample(second, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(second, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // The route pattern, never the URL: no id and no unmatched path becomes a label.
    const httpLines = second.split('\n').filter((line) => line.startsWith('http_request'));
    for (const id of ['101', '202', '303', '12345']) expect(httpLines.join('\n')).not.toContain(`/${id}`);
  });

  it('shows the database gauges: jobs, outbox, holds and refunds by state', async () => {
    const text = await scrape();
    expect(sample(text, 'db_state_counts_up')).toBe(1);
    expect(text).toContain('# TYPE job_queue_jobs gauge');
    expect(sample(text, 'notification_deliveries', { state: 'PENDING' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'notification_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'slot_holds', { kind: 'HOLD', state: 'HOLD' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'booking_refunds', { state: 'REFUND_PENDING' })).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
  });

  it('counts a queued job by queue and state at the next read', async () => {
    const { sql } = await import('drizzle-orm');
    const { queryRows } = await import('../../src/db/query-rows.ts');
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`SELECT name FROM pgboss.queue LIMIT 1`);
    if (!row) return;
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // past the scrape cache
    const before = sample(await scrape(), 'job_queue_jobs', { queue: row.name, state: 'created' }) ?? 0;
    await t.app.services.jobs.send(row.name, { metricsTest: true }, { startAfter: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(sample(await scrape(), 'job_queue_jobs', { queue: row.name, state: 'created' })).toBe(before + 1);
  }, 20_000);

  it('is not in the public API docs', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-for-tests-0001';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers the right Bearer token from anywhere', async () => {
    const res = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('refuses no token or a wrong one with 401, loopback included', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-000000000' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });
});
