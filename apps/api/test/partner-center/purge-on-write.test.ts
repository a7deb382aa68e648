import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, reviews } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';

// Issue 26 §7: a disclosure publish and a review answer tell the CDN (CDN_PURGE_URL, a local fake here) which
// guest paths changed, as the calendar's and the profile's writes do.
describe('console writes call the CDN purge hook', () => {
  const received: string[][] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push(JSON.parse(raw).paths);
      res.writeHead(200).end();
    });
  });
  let t: TestApp;
  let hall: { id: number; uuid: string };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
    t = await buildTestApp({ env: { CDN_PURGE_URL: url } });
    const [row] = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .where(and(eq(partners.type, 2), eq(partners.contractUsed, true)))
      .limit(1);
    hall = row!;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('publishing the disclosure purges its guest read and the hall page', async () => {
    const owner = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v3/partner-center/disclosure',
      headers: owner.headers,
      payload: {
        items: [{ name: '대관료', price: 2_000_000, unit: 'PER_EVENT', required: true }],
        penalties: [{ minDaysBefore: 0, percent: 30, base: 'CONTRACT' }],
        refundRules: '위약금을 뺀 금액을 7영업일 안에 돌려드립니다.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toEqual([`/v3/book/halls/${hall.uuid}/price-disclosure`, `/weddinghall/${hall.uuid}`]);
  });

  it('answering a review purges the review reads', async () => {
    const staff = await signedInStaff(t, { partnerId: hall.id, role: 'MESSAGES' });
    const [review] = await t.database.db
      .select({ uuid: reviews.uuid })
      .from(reviews)
      .where(and(eq(reviews.partnerId, hall.id), eq(reviews.state, 1)))
      .limit(1);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v3/partner-center/reviews/${review!.uuid}/answer`,
      headers: staff.headers,
      payload: { content: '소중한 후기 감사합니다. 또 뵙겠습니다.' },
    });
    expect(res.statusCode).toBe(200);
    expect(received.at(-1)).toContain(`/web/v1/communityV2/${review!.uuid}`);
    expect(received.at(-1)).toContain('/web/v1/community/reviews');
  });
});
