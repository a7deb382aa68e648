import { MAX_SEARCH_HISTORIES } from '@wedding/contract/hall-search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partners, searchHistories } from '../../src/db/schema/index.ts';
import { cookieHeader, loginAndSaveToken } from '../auth/session-helpers.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer, type TestCustomer } from '../helpers/customers.ts';

type History = {
  id: number;
  partnerId: number | null;
  partnerUuid: string | null;
  partnerName: string | null;
  keyword: string | null;
  regTsp: number;
};

const URL = '/v3/book/halls/histories';

describe('search histories: POST/GET/DELETE /v3/book/halls/histories', () => {
  let t: TestApp;
  let me: TestCustomer;
  let auth: { authorization: string };
  let halls: (typeof partners.$inferSelect)[];
  beforeAll(async () => {
    t = await buildTestApp();
    me = await createCustomer(t.database);
    auth = { authorization: `Bearer ${(await t.app.services.sessions.startSession(me.id, 'app')).accessToken}` };
    halls = await t.database.db.select().from(partners).where(eq(partners.type, 2)).orderBy(partners.id);
  });
  beforeEach(async () => {
    await t.database.db.delete(searchHistories).where(eq(searchHistories.customerId, me.id));
  });
  afterAll(() => t.close());

  const add = (payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });
  const list = async (headers: Record<string, string> = auth) => {
    const res = await t.app.inject({ url: URL, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { item: History[] }).item;
  };

  it('adds a hall and a keyword and lists them newest first, hall entries with uuid and name', async () => {
    const hall = halls[0]!;
    const first = await add({ partnerId: hall.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().item).toMatchObject({
      partnerId: hall.id,
      partnerUuid: hall.uuid,
      partnerName: hall.bizName,
      keyword: null,
    });
    const second = await add({ keyword: '  강남  ' });
    expect(second.json().item).toMatchObject({
      partnerId: null,
      partnerUuid: null,
      partnerName: null,
      keyword: '강남',
    });
    expect(Math.abs(second.json().item.regTsp - Date.now())).toBeLessThan(60_000);
    const items = await list();
    expect(items.map((h) => h.keyword ?? h.partnerId)).toEqual(['강남', hall.id]);
    expect(items[0]!.regTsp).toBeGreaterThanOrEqual(items[1]!.regTsp);
  });

  it('moves a re-added hall or keyword to the top, keeping one entry', async () => {
    await add({ partnerId: halls[0]!.id });
    await add({ keyword: '웨딩' });
    await add({ partnerId: halls[1]!.id });
    await add({ partnerId: halls[0]!.id });
    await add({ keyword: '웨딩' });
    const items = await list();
    expect(items.map((h) => h.keyword ?? h.partnerId)).toEqual(['웨딩', halls[0]!.id, halls[1]!.id]);
  });

  it(`keeps at most ${MAX_SEARCH_HISTORIES} entries, dropping the oldest`, async () => {
    for (let i = 1; i <= MAX_SEARCH_HISTORIES + 3; i++) {
      expect((await add({ keyword: `검색어${i}` })).statusCode).toBe(200);
    }
    const items = await list();
    expect(items).toHaveLength(MAX_SEARCH_HISTORIES);
    expect(items.map((h) => h.keyword)).toEqual(
      Array.from({ length: MAX_SEARCH_HISTORIES }, (_, i) => `검색어${MAX_SEARCH_HISTORIES + 3 - i}`),
    );
    const rows = await t.database.db.select().from(searchHistories).where(eq(searchHistories.customerId, me.id));
    expect(rows).toHaveLength(MAX_SEARCH_HISTORIES);
  });

  it("deletes one entry; another customer's or a missing one is 404 HISTORY_NOT_FOUND", async () => {
    const mine = (await add({ keyword: '삭제' })).json().item as History;
    await add({ keyword: '남김' });
    const other = await createCustomer(t.database);
    const otherAuth = {
      authorization: `Bearer ${(await t.app.services.sessions.startSession(other.id, 'app')).accessToken}`,
    };
    const theirs = (await add({ keyword: '남의 기록' }, otherAuth)).json().item as History;

    const refused = await t.app.inject({ method: 'DELETE', url: `${URL}/${theirs.id}`, headers: auth });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, code: 'HISTORY_NOT_FOUND', message: '검색 기록을 찾을 수 없어요.' });
    expect((await list(otherAuth)).map((h) => h.id)).toEqual([theirs.id]);

    const done = await t.app.inject({ method: 'DELETE', url: `${URL}/${mine.id}`, headers: auth });
    expect(done.statusCode).toBe(204);
    expect(done.body).toBe('');
    expect((await list()).map((h) => h.keyword)).toEqual(['남김']);
    const again = await t.app.inject({ method: 'DELETE', url: `${URL}/${mine.id}`, headers: auth });
    expect(again.json().code).toBe('HISTORY_NOT_FOUND');
  });

  it("deletes all of mine and nobody else's", async () => {
    await add({ keyword: '하나' });
    await add({ partnerId: halls[2]!.id });
    const other = await createCustomer(t.database);
    const otherAuth = {
      authorization: `Bearer ${(await t.app.services.sessions.startSession(other.id, 'app')).accessToken}`,
    };
    await add({ keyword: '남의 기록' }, otherAuth);
    const res = await t.app.inject({ method: 'DELETE', url: URL, headers: auth });
    expect(res.statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect(await list(otherAuth)).toHaveLength(1);
  });

  it('answers 404 PARTNER_NOT_FOUND for an unknown partner or one that is not a wedding hall', async () => {
    const [planner] = await t.database.db.select().from(partners).where(eq(partners.type, 37)).limit(1);
    for (const partnerId of [999_999, planner!.id]) {
      const res = await add({ partnerId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'PARTNER_NOT_FOUND', message: '웨딩홀을 찾을 수 없어요.' });
    }
    expect(await list()).toEqual([]);
  });

  it('answers guests 401 on every call', async () => {
    const calls = [
      t.app.inject({ method: 'POST', url: URL, payload: { keyword: '강남' } }),
      t.app.inject({ url: URL }),
      t.app.inject({ method: 'DELETE', url: URL }),
      t.app.inject({ method: 'DELETE', url: `${URL}/1` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    }
  });

  it('refuses cookie writes another site makes the browser send, and accepts same-site ones', async () => {
    const cookie = cookieHeader((await loginAndSaveToken(t, me)).saved);
    const crossSite = { cookie, 'sec-fetch-site': 'cross-site' };
    const post = await add({ keyword: '강남' }, crossSite);
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('CROSS_SITE_REQUEST');
    const del = await t.app.inject({ method: 'DELETE', url: URL, headers: crossSite });
    expect(del.json().code).toBe('CROSS_SITE_REQUEST');
    expect(await list()).toEqual([]);

    const sameOrigin = await add({ keyword: '강남' }, { cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
    expect((await list({ cookie })).map((h) => h.keyword)).toEqual(['강남']);
  });

  // PGlite has one connection, so only PostgreSQL can run these requests at the same time.
  it.skipIf(!process.env.DATABASE_URL)('keeps one entry when the same keyword is added concurrently', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => add({ keyword: '동시에' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await list()).map((h) => h.keyword)).toEqual(['동시에']);
  });

  it('rejects bad bodies and ids with 400 and a Korean message', async () => {
    const bodies: Record<string, unknown>[] = [
      {},
      { partnerId: halls[0]!.id, keyword: '강남' },
      { keyword: '   ' },
      { keyword: '가'.repeat(51) },
      { partnerId: 0 },
      { partnerId: 'abc' },
    ];
    for (const payload of bodies) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/^요청 값이 올바르지 않습니다/);
    }
    expect((await add({})).json().message).toContain('웨딩홀이나 검색어 중 하나를 보내주세요.');
    expect((await add({ keyword: ' ' })).json().message).toContain('검색어는 1~50자로 입력해주세요.');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: auth });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
