import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 28 §5: "A couple watches a hall, or all halls in a region, for their wanted months, days of the week,
// time band, guest range and a price ceiling." CRUD under /v3/watches, a couple only ever meets their own.

const API = '/v3/watches';

/** 'YYYY-MM' of the Seoul month `ahead` months from now. */
function monthAhead(ahead: number): string {
  const d = new Date(Date.now() + 9 * 3_600_000);
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe('watches API (issue 28 §5)', () => {
  let t: TestApp;
  let hallUuid: string;
  let hallName: string;
  const body = (over: object = {}) => ({
    partnerUuid: hallUuid,
    months: [monthAhead(2), monthAhead(3)],
    days: ['SATURDAY'],
    times: ['11:00', '12:00'],
    minGuests: 100,
    maxGuests: 250,
    maxPrice: 30_000_000,
    ...over,
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    const [hall] = await queryRows<{ uuid: string; biz_name: string }>(
      t.database.db,
      sql`SELECT uuid::text AS uuid, biz_name FROM partners WHERE type = 2 ORDER BY id LIMIT 1`,
    );
    hallUuid = hall!.uuid;
    hallName = hall!.biz_name;
  });
  afterAll(() => t.close());

  it('asks a guest to sign in', async () => {
    expect((await t.app.inject({ url: API })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API, payload: body() })).statusCode).toBe(401);
  });

  it('creates, lists, edits and deletes a hall watch', async () => {
    const couple = await signedInCustomer(t);
    const created = await call('POST', API, couple.headers, body());
    expect(created.statusCode, created.body).toBe(201);
    const watch = created.json().item;
    expect(watch).toMatchObject({
      hall: { uuid: hallUuid, name: hallName },
      region: null,
      months: [monthAhead(2), monthAhead(3)],
      days: ['SATURDAY'],
      times: ['11:00', '12:00'],
      minGuests: 100,
      maxGuests: 250,
      maxPrice: 30_000_000,
    });
    expect(watch.summary).toContain('토요일');

    const list = (await call('GET', API, couple.headers)).json().item;
    expect(list.max).toBe(10);
    expect(list.list.map((w: { id: string }) => w.id)).toEqual([watch.id]);

    const edited = await call('PUT', `${API}/${watch.id}`, couple.headers, body({ days: ['SUNDAY', 'FRIDAY'] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item.days).toEqual(['FRIDAY', 'SUNDAY']);

    expect((await call('DELETE', `${API}/${watch.id}`, couple.headers)).statusCode).toBe(204);
    expect((await call('GET', API, couple.headers)).json().item.list).toEqual([]);
    expect((await call('DELETE', `${API}/${watch.id}`, couple.headers)).statusCode).toBe(404);
  });

  it('creates a region watch', async () => {
    const couple = await signedInCustomer(t);
    const res = await call('POST', API, couple.headers, body({ partnerUuid: null, region: '서울', days: [] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ hall: null, region: '서울', days: [] });
  });

  it('refuses bad watches with 400 and a Korean message, never 500', async () => {
    const couple = await signedInCustomer(t);
    const cases: [object, string][] = [
      [body({ region: '서울' }), 'WATCH_INVALID'],
      [body({ partnerUuid: null }), 'WATCH_INVALID'],
      [body({ partnerUuid: null, region: '화성시' }), 'WATCH_INVALID'],
      [body({ months: [] }), 'WATCH_INVALID'],
      [body({ months: ['2020-01'] }), 'WATCH_INVALID'],
      [body({ months: Array.from({ length: 13 }, (_, i) => monthAhead(i)) }), 'WATCH_INVALID'],
      [body({ days: ['MONDAY'] }), 'WATCH_INVALID'],
      [body({ times: ['08:00'] }), 'WATCH_INVALID'],
      [body({ minGuests: 300, maxGuests: 200 }), 'WATCH_INVALID'],
      [body({ partnerUuid: '00000000-0000-4000-8000-000000000000' }), 'WATCH_HALL_NOT_FOUND'],
      [body({ partnerUuid: 'not-a-uuid' }), 'WATCH_HALL_NOT_FOUND'],
      [body({ maxPrice: -1 }), 'VALIDATION_ERROR'],
      [body({ months: 'march' }), 'VALIDATION_ERROR'],
    ];
    for (const [payload, code] of cases) {
      const res = await call('POST', API, couple.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, res.body).toBe(code);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect((await call('GET', API, couple.headers)).json().item.list).toEqual([]);
  });

  it('keeps at most 10 watches per couple (409 WATCH_LIMIT)', async () => {
    const couple = await signedInCustomer(t);
    for (let i = 0; i < 10; i += 1) expect((await call('POST', API, couple.headers, body())).statusCode).toBe(201);
    const eleventh = await call('POST', API, couple.headers, body());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'WATCH_LIMIT' });
    expect(eleventh.json().message).toContain('10개');
  });

  it("a couple never sees, edits or deletes another couple's watch (404)", async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const watch = (await call('POST', API, owner.headers, body())).json().item;
    expect((await call('GET', API, other.headers)).json().item.list).toEqual([]);
    const put = await call('PUT', `${API}/${watch.id}`, other.headers, body({ days: ['SUNDAY'] }));
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('WATCH_NOT_FOUND');
    expect((await call('DELETE', `${API}/${watch.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', API, owner.headers)).json().item.list[0].days).toEqual(['SATURDAY']);
    expect((await call('DELETE', `${API}/not-a-uuid`, owner.headers)).statusCode).toBe(400);
  });
});
