import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 30 §2: "The couple's shortlist of halls, individual halls and slots, built from likes or added directly.
// Notes per item. Each family member gets a share link, as a viewer or a commenter. It opens without signing up …
// It can be revoked at any time. A link is an unguessable token: a revoked or wrong one shows a Korean page, not
// data. Votes (👍/👎) and comments per item, by name; new ones reach the couple through the notification inbox."

type Couple = Awaited<ReturnType<typeof signedInCustomer>>;

describe('shortlist and family share links (issue 30 §2)', () => {
  let t: TestApp;
  let halls: { uuid: string; id: number }[];
  let room: string;
  let slot: string;

  const as = (who: Couple, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  const shared = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, ip = '203.0.113.7') =>
    t.app.inject({ method, url: `/v3/shared/${url}`, payload, remoteAddress: ip });
  const tokenOf = (path: string) => path.split('/').at(-1)!;

  beforeAll(async () => {
    t = await buildTestApp();
    halls = (
      await queryRows<{ uuid: string; id: number }>(
        t.database.db,
        sql`SELECT uuid::text AS uuid, id FROM partners WHERE type = 2 ORDER BY id LIMIT 3`,
      )
    ).map((r) => ({ uuid: r.uuid, id: Number(r.id) }));
    const [r] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`SELECT uuid::text AS uuid FROM individual_halls ORDER BY id LIMIT 1`,
    );
    room = r!.uuid;
    const [s] = await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id::text AS id FROM wedding_days ORDER BY id LIMIT 1`,
    );
    slot = s!.id;
  });
  afterAll(() => t.close());

  it('asks a guest to sign in for the couple side', async () => {
    expect((await t.app.inject({ url: '/v3/shortlist' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v3/shortlist/links', payload: { role: 'VIEWER', label: '엄마' } }))
        .statusCode,
    ).toBe(401);
  });

  it('adds halls, a room and a slot once each, with notes, and refuses unknown targets', async () => {
    const a = await signedInCustomer(t);
    for (const body of [
      { kind: 'HALL', target: halls[0]!.uuid },
      { kind: 'HALL', target: halls[1]!.uuid },
      { kind: 'ROOM', target: room },
      { kind: 'SLOT', target: slot },
    ]) {
      const res = await as(a, 'POST', '/v3/shortlist/items', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().item.added).toBe(1);
    }
    expect((await as(a, 'POST', '/v3/shortlist/items', { kind: 'HALL', target: halls[0]!.uuid })).json().item).toEqual({
      added: 0,
      total: 4,
    });
    const missing = await as(a, 'POST', '/v3/shortlist/items', { kind: 'SLOT', target: '999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SHORTLIST_TARGET_NOT_FOUND');

    const list = (await as(a, 'GET', '/v3/shortlist')).json().item;
    expect(list.items.map((i: { kind: string }) => i.kind)).toEqual(['HALL', 'HALL', 'ROOM', 'SLOT']);
    const slotItem = list.items[3];
    expect(slotItem.link).toBe(`/weddinghall/${slotItem.link.split('/')[2]}/slot?id=${slot}`);
    expect(typeof slotItem.price).toBe('number');

    const noted = await as(a, 'PUT', `/v3/shortlist/items/${list.items[0].id}/note`, { note: '  주차 넓음  ' });
    expect(noted.json().item.note).toBe('주차 넓음');
    const tooLong = await as(a, 'PUT', `/v3/shortlist/items/${list.items[0].id}/note`, { note: '가'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'SHORTLIST_INVALID', message: '메모는 500자까지 적을 수 있어요.' });

    // Another couple cannot touch A's item.
    const b = await signedInCustomer(t);
    expect((await as(b, 'PUT', `/v3/shortlist/items/${list.items[0].id}/note`, { note: 'x' })).statusCode).toBe(404);
    expect((await as(b, 'DELETE', `/v3/shortlist/items/${list.items[0].id}`)).statusCode).toBe(404);
    expect((await as(a, 'DELETE', `/v3/shortlist/items/${list.items[0].id}`)).statusCode).toBe(204);
    expect((await as(a, 'GET', '/v3/shortlist')).json().item.items).toHaveLength(3);
  });

  it("builds the list from the couple's likes", async () => {
    const a = await signedInCustomer(t);
    await t.database.db.execute(
      sql`INSERT INTO partner_likes (customer_id, partner_id) VALUES (${a.id}, ${halls[2]!.id}), (${a.id}, ${halls[0]!.id})`,
    );
    await t.database.db.execute(
      sql`INSERT INTO wedding_day_likes (customer_id, wedding_day_id) VALUES (${a.id}, ${Number(slot)})`,
    );
    await as(a, 'POST', '/v3/shortlist/items', { kind: 'HALL', target: halls[0]!.uuid });
    const res = await as(a, 'POST', '/v3/shortlist/items/from-likes');
    expect(res.json().item).toEqual({ added: 2, total: 3 });
    expect((await as(a, 'POST', '/v3/shortlist/items/from-likes')).json().item).toEqual({ added: 0, total: 3 });
  });

  it('opens a link without an account; a viewer cannot write; a commenter votes (changeable) and comments; the couple is told once per hour', async () => {
    const a = await signedInCustomer(t);
    await as(a, 'POST', '/v3/shortlist/items', { kind: 'HALL', target: halls[0]!.uuid });
    await as(a, 'POST', '/v3/shortlist/items', { kind: 'SLOT', target: slot });
    await as(a, 'PUT', `/v3/shortlist/items/${(await as(a, 'GET', '/v3/shortlist')).json().item.items[0].id}/note`, {
      note: '우리끼리 메모',
    });
    const viewer = await as(a, 'POST', '/v3/shortlist/links', { role: 'VIEWER', label: '  아빠 ' });
    expect(viewer.statusCode).toBe(201);
    expect(viewer.json().item).toMatchObject({ role: 'VIEWER', label: '아빠', revoked: false });
    const commenter = (await as(a, 'POST', '/v3/shortlist/links', { role: 'COMMENTER', label: '엄마' })).json().item;
    const viewerToken = tokenOf(viewer.json().item.path);
    const token = tokenOf(commenter.path);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM shortlist_share_links`,
    );
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);

    const read = await shared('GET', viewerToken);
    expect(read.statusCode).toBe(200);
    const list = read.json().item;
    expect(list).toMatchObject({ label: '아빠', role: 'VIEWER', canWrite: false });
    expect(list.items).toHaveLength(2);
    expect(list.items[0].note).toBeUndefined();
    const itemId = list.items[0].id;

    const refused = await shared('PUT', `${viewerToken}/items/${itemId}/vote`, { name: '아빠', value: 'UP' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SHARE_READ_ONLY');
    expect(
      (await shared('POST', `${viewerToken}/items/${itemId}/comments`, { name: '아빠', body: '좋아' })).statusCode,
    ).toBe(403);

    expect((await shared('PUT', `${token}/items/${itemId}/vote`, { name: ' ', value: 'UP' })).json().code).toBe(
      'SHORTLIST_INVALID',
    );
    expect(
      (await shared('PUT', `${token}/items/${itemId}/vote`, { name: '엄마', value: 'UP' })).json().item,
    ).toMatchObject({ up: 1, down: 0 });
    // Changeable, still one vote per name.
    expect(
      (await shared('PUT', `${token}/items/${itemId}/vote`, { name: '엄마', value: 'DOWN' })).json().item,
    ).toMatchObject({ up: 0, down: 1 });
    expect(
      (await shared('PUT', `${token}/items/${itemId}/vote`, { name: '이모', value: 'UP' })).json().item,
    ).toMatchObject({ up: 1, down: 1 });
    const comment = await shared('POST', `${token}/items/${itemId}/comments`, { name: '엄마', body: '식당이 넓더라' });
    expect(comment.statusCode).toBe(201);
    expect(
      (await shared('POST', `${token}/items/${itemId}/comments`, { name: '엄마', body: '가'.repeat(501) })).json().code,
    ).toBe('SHORTLIST_INVALID');

    const couple = (await as(a, 'GET', '/v3/shortlist')).json().item.items[0];
    expect(couple).toMatchObject({ up: 1, down: 1, note: '우리끼리 메모' });
    expect(couple.votes).toEqual([
      { name: '엄마', value: 'DOWN', via: '엄마' },
      { name: '이모', value: 'UP', via: '엄마' },
    ]);
    expect(couple.comments[0]).toMatchObject({ name: '엄마', body: '식당이 넓더라', via: '엄마' });

    // Four writes in the hour: one inbox entry, in-app only (no 알림톡, no push).
    const inbox = (await as(a, 'GET', '/v3/notifications')).json();
    const entries = JSON.stringify(inbox);
    expect(entries.match(/후보 목록에 의견을 남겼어요/g)).toHaveLength(1);
    const deliveries = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id WHERE n.kind = 'SHORTLIST_FEEDBACK'`,
    );
    expect(deliveries[0]!.n).toBe('0');

    // Revoked: the same 404 as a wrong token, never the list.
    expect((await as(a, 'DELETE', `/v3/shortlist/links/${commenter.id}`)).statusCode).toBe(204);
    for (const gone of [token, 'A'.repeat(43), 'short']) {
      const res = await shared('GET', gone);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'SHARE_GONE', message: '더 이상 공유되지 않는 목록이에요' });
    }
    expect((await shared('PUT', `${token}/items/${itemId}/vote`, { name: '엄마', value: 'UP' })).statusCode).toBe(404);
    const links = (await as(a, 'GET', '/v3/shortlist')).json().item.links;
    expect(links.find((l: { id: string }) => l.id === commenter.id)).toMatchObject({ revoked: true, path: null });
  });

  it('rate-limits share-link writes per token', async () => {
    const a = await signedInCustomer(t);
    await as(a, 'POST', '/v3/shortlist/items', { kind: 'HALL', target: halls[1]!.uuid });
    const token = tokenOf(
      (await as(a, 'POST', '/v3/shortlist/links', { role: 'COMMENTER', label: '언니' })).json().item.path,
    );
    const itemId = (await shared('GET', token)).json().item.items[0].id;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await shared('PUT', `${token}/items/${itemId}/vote`, { name: `n${i}`, value: 'UP' }, `198.51.100.${i}`))
          .statusCode,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses labels over 20 characters and an 11th active link', async () => {
    const a = await signedInCustomer(t);
    const long = await as(a, 'POST', '/v3/shortlist/links', { role: 'VIEWER', label: '가'.repeat(21) });
    expect(long.json()).toMatchObject({ code: 'SHORTLIST_INVALID' });
    for (let i = 0; i < 10; i++)
      expect((await as(a, 'POST', '/v3/shortlist/links', { role: 'VIEWER', label: `가족${i}` })).statusCode).toBe(201);
    expect((await as(a, 'POST', '/v3/shortlist/links', { role: 'VIEWER', label: '한 명 더' })).json().code).toBe(
      'SHARE_LINK_LIMIT',
    );
  });
});
