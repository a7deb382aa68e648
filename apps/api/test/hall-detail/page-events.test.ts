import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEvents, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('POST /web/v1/analytics/events: hall page views and scroll depth from browsers', () => {
  let t: TestApp;
  let hall: typeof partners.$inferSelect;
  beforeAll(async () => {
    t = await buildTestApp();
    hall = (await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1))[0]!;
  });
  afterAll(() => t.close());

  const post = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/web/v1/analytics/events', payload, remoteAddress: ip });

  it('stores a view and a scroll depth for the hall', async () => {
    expect((await post({ name: 'hall_view', partnerUuid: hall!.uuid, tabId: 1, scrollDepth: 0 })).statusCode).toBe(204);
    expect((await post({ name: 'hall_scroll', partnerUuid: hall!.uuid, tabId: 1, scrollDepth: 64 })).statusCode).toBe(
      204,
    );
    const rows = await t.database.db.select().from(pageEvents).where(eq(pageEvents.partnerId, hall!.id));
    expect(rows.map((r) => [r.name, r.scrollDepth])).toEqual([
      ['hall_view', 0],
      ['hall_scroll', 64],
    ]);
  });

  it('refuses unknown names, depths over 100 and unknown halls with 4xx', async () => {
    expect((await post({ name: 'other', partnerUuid: hall!.uuid, tabId: 1, scrollDepth: 0 })).statusCode).toBe(400);
    expect((await post({ name: 'hall_scroll', partnerUuid: hall!.uuid, tabId: 1, scrollDepth: 101 })).statusCode).toBe(
      400,
    );
    expect((await post({ name: 'hall_view', partnerUuid: randomUUID(), tabId: 1, scrollDepth: 0 })).statusCode).toBe(
      404,
    );
  });

  it('limits one address to 60 events a minute, with Retry-After', async () => {
    let last = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 61; i++) {
      const res = await post({ name: 'hall_view', partnerUuid: hall!.uuid, tabId: 1, scrollDepth: 0 }, '10.0.0.9');
      last = res.statusCode;
      retryAfter = res.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(retryAfter).toBeDefined();
  });
});
