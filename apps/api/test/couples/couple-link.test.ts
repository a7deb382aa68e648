import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, weddingDays } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 30 §1, the couple link: 'A customer invites their partner with a one-time code … Accepting links the two
// accounts as a couple. Likes, the shortlist, watches and the wedding date (D-day) become shared. Either can unlink.
// After an unlink, each keeps a copy. Bookings stay with who made them, and are visible to both.'
type Who = Awaited<ReturnType<typeof signedInCustomer>>;

describe('couple link', () => {
  let t: TestApp;
  let halls: (typeof partners.$inferSelect)[];
  let slotIds: number[];
  let seq = 0;
  // Nicks of 2–10 characters, unique per run (the profile's rule).
  const newCustomer = () => signedInCustomer(t, { nick: `커${++seq}${randomInt(1_000_000)}` });

  beforeAll(async () => {
    t = await buildTestApp();
    halls = await t.database.db.select().from(partners).where(eq(partners.type, 2)).orderBy(partners.id).limit(4);
    const slots = await t.database.db
      .select({ id: weddingDays.id })
      .from(weddingDays)
      .where(sql`${weddingDays.state} = 'OPEN' AND ${weddingDays.weddingDate} >= current_date + 1`)
      .limit(2);
    slotIds = slots.map((s) => s.id);
  });
  afterAll(() => t.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const invite = async (who: Who) => {
    const res = await call(who, 'POST', '/v3/couple/invite');
    expect(res.statusCode).toBe(201);
    return res.json().item as { code: string; expiresAt: string; joinPath: string };
  };
  const accept = (who: Who, code: string) => call(who, 'POST', '/v3/couple/accept', { code });
  const likedHalls = async (who: Who) =>
    ((await call(who, 'GET', '/v3/like/partners')).json().item as { partnerUuid: string }[]).map((c) => c.partnerUuid);
  const likedSlots = async (who: Who) =>
    ((await call(who, 'GET', '/v3/like/wedding-days')).json().item as { weddingDayId: number }[]).map(
      (s) => s.weddingDayId,
    );
  const likeHall = (who: Who, uuid: string, on = true) =>
    call(who, 'PUT', `/v3/20240729/partner/${uuid}/like`, { state: on ? 1 : 0 });
  const likeCount = async (id: number) =>
    (await t.database.db.select({ n: partners.likeCount }).from(partners).where(eq(partners.id, id)))[0]!.n;
  const inbox = async (who: Who) =>
    (await call(who, 'GET', '/v3/notifications')).json().item.list as { kind: string; title: string; body: string }[];
  const linked = async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    expect((await accept(b, (await invite(a)).code)).statusCode).toBe(200);
    return { a, b };
  };

  it('invites with an 8-character code that lives 24 hours, shown again until used; a new one replaces it', async () => {
    const a = await newCustomer();
    const before = Date.now();
    const first = await invite(a);
    expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.joinPath).toBe(`/couple/join/${first.code}`);
    const life = new Date(first.expiresAt).getTime() - before;
    expect(life).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(life).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect((await call(a, 'GET', '/v3/couple')).json().item).toEqual({ partner: null, invite: first });
    const second = await invite(a);
    expect(second.code).not.toBe(first.code);
    const b = await newCustomer();
    expect((await accept(b, first.code)).json().code).toBe('COUPLE_CODE_NOT_FOUND');
  });

  it('links the two on accept (code typed in any case, with a hyphen) and tells the inviter in the inbox', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const { code } = await invite(a);
    const res = await accept(b, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ partner: { name: (await nickOf(a)) ?? '' }, invite: null });
    expect((await call(a, 'GET', '/v3/couple')).json().item.partner.name).toBe(await nickOf(b));
    const entry = (await inbox(a)).find((n) => n.kind === 'COUPLE_LINKED');
    expect(entry).toMatchObject({ title: '예비 배우자와 커플로 연결되었어요' });
    expect(entry!.body).toContain(await nickOf(b));
  });

  async function nickOf(who: Who) {
    const [row] = await t.database.db
      .execute<{ nick: string }>(sql`SELECT nick FROM customers WHERE id = ${who.id}`)
      .then((r) => (r as unknown as { rows: { nick: string }[] }).rows);
    return row?.nick;
  }

  it('refuses with Korean messages: yourself, a bad shape, unknown, used, expired, and a second couple', async () => {
    const a = await newCustomer();
    const { code } = await invite(a);
    const self = await accept(a, code);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'COUPLE_SELF', message: expect.stringMatching(/[가-힣]/) });
    const c = await newCustomer();
    expect((await accept(c, 'ABC')).json().code).toBe('COUPLE_CODE_INVALID');
    expect((await accept(c, 'ZZZZ2222')).statusCode).toBe(404);

    const b = await newCustomer();
    expect((await accept(b, code)).statusCode).toBe(200);
    const used = await accept(c, code);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('COUPLE_CODE_USED');

    // Linked: inviting or accepting another is refused, one couple per account.
    const again = await call(a, 'POST', '/v3/couple/invite');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'COUPLE_ALREADY_LINKED',
      message: '이미 다른 분과 커플로 연결되어 있어요. 연결을 해제한 뒤에 다시 시도해 주세요.',
    });
    const d = await newCustomer();
    const dCode = (await invite(d)).code;
    expect((await accept(b, dCode)).json().code).toBe('COUPLE_ALREADY_LINKED');

    // An expired code.
    await t.database.db.execute(
      sql`UPDATE couple_invites SET expires_at = now() - interval '1 second' WHERE code = ${dCode}`,
    );
    const expired = await accept(c, dCode);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().code).toBe('COUPLE_CODE_EXPIRED');
  });

  it('allows 5 wrong codes per 10 minutes, then answers 429 even for a right one', async () => {
    const a = await newCustomer();
    const guesser = await newCustomer();
    const { code } = await invite(a);
    for (let i = 0; i < 5; i++) expect((await accept(guesser, `WRNG${2222 + i}`)).statusCode).toBe(404);
    const limited = await accept(guesser, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('코드를 여러 번 잘못 입력했어요. 10분 뒤에 다시 시도해 주세요.');
  });

  it("shares likes: B sees A's, a like by either is the couple's, unliking by either removes it for both", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    expect((await likeHall(a, halls[0]!.uuid)).statusCode).toBe(200);
    expect((await call(a, 'POST', `/v3/like/wedding-day/${slotIds[0]}`)).statusCode).toBe(200);
    // Both liked halls[2] before linking: after it, it is listed once.
    await likeHall(a, halls[2]!.uuid);
    await likeHall(b, halls[2]!.uuid);
    expect(await likedHalls(b)).toEqual([halls[2]!.uuid]);

    expect((await accept(b, (await invite(a)).code)).statusCode).toBe(200);
    expect(await likedHalls(b)).toEqual([halls[2]!.uuid, halls[0]!.uuid]);
    expect(await likedSlots(b)).toEqual([slotIds[0]]);
    expect((await call(b, 'GET', '/v3/like/partners')).json().total).toBe(2);
    // The heart on the slot's own page is on for B too.
    expect((await call(b, 'GET', `/v3/public/wedding/day/${slotIds[0]}`)).json().item.isLike).toBe(true);
    const stranger = await newCustomer();
    expect((await call(stranger, 'GET', `/v3/public/wedding/day/${slotIds[0]}`)).json().item.isLike).toBe(false);

    // B likes what A liked: nothing new (the count stays); B likes another: A sees it.
    const count0 = await likeCount(halls[0]!.id);
    await likeHall(b, halls[0]!.uuid);
    expect(await likeCount(halls[0]!.id)).toBe(count0);
    await likeHall(b, halls[1]!.uuid);
    expect(await likedHalls(a)).toEqual([halls[1]!.uuid, halls[2]!.uuid, halls[0]!.uuid]);

    // B unlikes A's like: gone for both.
    await likeHall(b, halls[0]!.uuid, false);
    expect(await likedHalls(a)).toEqual([halls[1]!.uuid, halls[2]!.uuid]);
    expect(await likeCount(halls[0]!.id)).toBe(count0 - 1);
    expect((await call(b, 'DELETE', `/v3/like/wedding-day/${slotIds[0]}`)).statusCode).toBe(200);
    expect(await likedSlots(a)).toEqual([]);
  });

  it('shares watches and the wedding date (D-day) both ways', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const month = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
    const watch = await call(a, 'POST', '/v3/watches', { region: '서울', months: [month] });
    expect(watch.statusCode).toBe(201);
    await t.database.db.execute(sql`UPDATE customers SET wedding_date = '2027-05-22' WHERE id = ${a.id}`);

    expect((await accept(b, (await invite(a)).code)).statusCode).toBe(200);
    const watches = (await call(b, 'GET', '/v3/watches')).json().item.list as { id: string }[];
    expect(watches.map((w) => w.id)).toEqual([watch.json().item.id]);
    expect((await call(b, 'GET', '/api/user')).json().item.weddingDate).toBe('2027-05-22');

    // B moves the date: A's D-day follows.
    const moved = await call(b, 'PUT', '/v3/20240404/customer/additional', {
      nick: await nickOf(b),
      region: '서울',
      weddingTsp: Date.parse('2027-06-05T03:00:00Z'),
    });
    expect(moved.statusCode).toBe(200);
    expect((await call(a, 'GET', '/api/user')).json().item.weddingDate).toBe('2027-06-05');
  });

  it('shows each the other’s visits, labelled and read-only; the maker keeps acting on them', async () => {
    const { a, b } = await linked();
    const [visit] = await t.database.db
      .execute(
        sql`INSERT INTO visit_reservations (customer_id, partner_id, visit_date, visit_time)
            VALUES (${a.id}, ${halls[0]!.id}, current_date + 5, '11:00') RETURNING id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const mine = (await call(a, 'GET', '/v3/book/bookings')).json().item.visits;
    expect(mine).toEqual([expect.objectContaining({ id: visit!.id, madeBy: 'ME' })]);
    expect(mine[0].actions.cancel).toBe(true);
    const theirs = (await call(b, 'GET', '/v3/book/bookings')).json().item.visits;
    expect(theirs).toEqual([
      expect.objectContaining({
        id: visit!.id,
        madeBy: 'PARTNER',
        actions: { cancel: false, acceptProposal: false, declineProposal: false },
      }),
    ]);
    // The visit stays A's: B cannot open or cancel it as theirs.
    expect((await call(b, 'GET', `/v3/book/bookings/visits/${visit!.id}`)).statusCode).toBe(404);
  });

  it('unlinks by either: each keeps a copy of likes and watches, and the other is told', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    await likeHall(a, halls[0]!.uuid);
    await call(a, 'POST', `/v3/like/wedding-day/${slotIds[1]}`);
    await likeHall(b, halls[1]!.uuid);
    const month = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
    expect((await call(b, 'POST', '/v3/watches', { region: '부산', months: [month] })).statusCode).toBe(201);
    expect((await accept(b, (await invite(a)).code)).statusCode).toBe(200);
    const count1 = await likeCount(halls[1]!.id);
    // The shortlist is shared while linked: B adds a hall with a note, and A sees it.
    expect((await call(b, 'POST', '/v3/shortlist/items', { kind: 'HALL', target: halls[3]!.uuid })).statusCode).toBe(
      200,
    );
    const shortlisted = async (who: typeof a) =>
      ((await call(who, 'GET', '/v3/shortlist')).json().item.items as { kind: string }[]).length;
    expect(await shortlisted(a)).toBe(1);

    const res = await call(b, 'DELETE', '/v3/couple');
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toEqual({ partner: null, invite: null });
    expect(await likedHalls(a)).toEqual([halls[1]!.uuid, halls[0]!.uuid]);
    expect(await likedHalls(b)).toEqual([halls[1]!.uuid, halls[0]!.uuid]);
    expect(await likedSlots(b)).toEqual([slotIds[1]]);
    // A copy is one more account's like.
    expect(await likeCount(halls[1]!.id)).toBe(count1 + 1);
    const aWatches = (await call(a, 'GET', '/v3/watches')).json().item.list as { region: string; id: string }[];
    const bWatches = (await call(b, 'GET', '/v3/watches')).json().item.list as { region: string; id: string }[];
    expect(aWatches.map((w) => w.region)).toEqual(['부산']);
    expect(bWatches.map((w) => w.region)).toEqual(['부산']);
    expect(aWatches[0]!.id).not.toBe(bWatches[0]!.id);
    // Each keeps the shortlist too: one item on each side, no longer shared.
    expect(await shortlisted(a)).toBe(1);
    expect(await shortlisted(b)).toBe(1);

    // No longer shared: A's new like stays A's.
    await likeHall(a, halls[2]!.uuid);
    expect(await likedHalls(b)).not.toContain(halls[2]!.uuid);
    const told = (await inbox(a)).find((n) => n.kind === 'COUPLE_UNLINKED');
    expect(told).toMatchObject({ title: '커플 연결이 해제되었어요' });
    expect((await call(a, 'DELETE', '/v3/couple')).json().code).toBe('COUPLE_NOT_LINKED');
    // Free again: A can invite.
    expect((await call(a, 'POST', '/v3/couple/invite')).statusCode).toBe(201);
  });

  it('holds one couple per account in the database too (mirror rows, never yourself)', async () => {
    const { a } = await linked();
    const c = await newCustomer();
    await expect(
      t.database.db.execute(sql`INSERT INTO couple_members (customer_id, partner_id) VALUES (${c.id}, ${a.id})`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`INSERT INTO couple_members (customer_id, partner_id) VALUES (${c.id}, ${c.id})`),
    ).rejects.toThrow();
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ url: '/v3/couple' })).statusCode).toBe(401);
  });
});
