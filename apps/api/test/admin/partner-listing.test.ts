import { randomUUID } from 'node:crypto';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAuditLog, partners, slotHolds, weddingDays } from '../../src/db/schema/index.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';
import { holdableSlots } from '../helpers/holdable-slots.ts';
import { signedInOperator } from '../helpers/operators.ts';
import { signedInStaff } from '../helpers/staff.ts';

const ADMIN = '/v3/admin';

// Issue 29 §4 with Sharetribe's listing states (draft → published → closed) as the anchor, decision 0059:
// an approved hall is a DRAFT, unlisted and not found by the public, until its OWNER first publishes its profile;
// a paused partner stays in a couple's favourites and in cards by uuid, flagged, and a hold taken before the pause
// cannot become a booking request.
describe('partner listing: DRAFT until first published, paused partners kept but flagged (issue 29 §4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedInOperator(t, 'ADMIN');
  });
  afterAll(() => t.close());

  const pause = (id: number, action: 'pause' | 'resume', reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/partners/${id}/${action}`,
      headers: admin.headers,
      payload: { reason },
    });
  const search = async (keyword: string) =>
    (
      (await injectWithApiKey(t.app, { url: `/v3/book/halls?keyword=${encodeURIComponent(keyword)}` })).json().item as {
        partnerUuid: string;
      }[]
    ).map((i) => i.partnerUuid);
  const suggestions = async (keyword: string) =>
    (
      (await injectWithApiKey(t.app, { url: `/v3/book/halls/keyword?keyword=${encodeURIComponent(keyword)}` })).json()
        .item.halls as { partnerUuid: string }[]
    ).map((h) => h.partnerUuid);

  async function approvedHall(bizName: string, businessNumber: string) {
    const email = `listing-${randomUUID().slice(0, 8)}@raon.kr`;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/v3/partner-applications',
      remoteAddress: '198.51.100.9',
      payload: {
        bizName,
        businessNumber,
        address: '서울 강남구 테헤란로 9',
        region: '서울',
        subRegion: '강남구',
        contactName: '박대표',
        contactPhone: '010-2222-3333',
        contactEmail: email,
      },
    });
    expect(applied.statusCode).toBe(201);
    const decided = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/applications/${applied.json().item.id}/approve`,
      headers: admin.headers,
      payload: { reason: '서류 확인' },
    });
    expect(decided.statusCode).toBe(200);
    const id: number = decided.json().item.application.partner.id;
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, id));
    return row!;
  }

  it('an approved hall is a DRAFT: out of search, suggestions and cards, its page not found; listed by the first publish', async () => {
    const hall = await approvedHall('초안웨딩홀', '1248100998');
    expect(hall.listedAt).toBeNull();

    // Not listed, and not found by address.
    expect(await search('초안웨딩홀')).not.toContain(hall.uuid);
    expect(await suggestions('초안웨딩홀')).not.toContain(hall.uuid);
    const page = await injectWithApiKey(t.app, { url: `/v3/book/halls/${hall.uuid}/detail` });
    expect(page.statusCode).toBe(404);
    expect((await injectWithApiKey(t.app, { url: `/v3/partner/${hall.uuid}/detail` })).statusCode).toBe(404);
    const cards = await injectWithApiKey(t.app, { url: `/v3/200107/partners?uuids=${hall.uuid}` });
    expect(cards.json().item).toEqual([]);
    const couple = await bearerForNewCustomer(t);
    const like = await t.app.inject({
      method: 'PUT',
      url: `/v3/20240729/partner/${hall.uuid}/like`,
      headers: couple,
      payload: { state: 1 },
    });
    expect(like.statusCode).toBe(404);

    // The console works, and says the hall is not listed yet.
    const owner = await signedInStaff(t, { partnerId: hall.id, role: 'OWNER' });
    const me = await t.app.inject({ url: '/v3/partner-center/me', headers: owner.headers });
    expect(me.json().item).toMatchObject({ listed: false, pause: null });
    const draft = await t.app.inject({ url: '/v3/partner-center/profile/draft', headers: owner.headers });
    expect(draft.statusCode).toBe(200);

    // The OWNER fills the profile and publishes: the hall is listed from now on.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v3/partner-center/profile/draft',
      headers: owner.headers,
      payload: { tel: '02-555-0101', notice: '상담은 예약제로 운영해요.' },
    });
    expect(saved.statusCode).toBe(200);
    const published = await t.app.inject({
      method: 'POST',
      url: '/v3/partner-center/profile/publish',
      headers: owner.headers,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().item).toMatchObject({ versionNo: 1, listed: true });
    const [after] = await t.database.db.select().from(partners).where(eq(partners.id, hall.id));
    expect(after!.listedAt).not.toBeNull();
    const audit = await t.database.db
      .select({ action: partnerAuditLog.action })
      .from(partnerAuditLog)
      .where(eq(partnerAuditLog.partnerId, hall.id));
    expect(audit.map((a) => a.action)).toContain('partner.list');

    expect(await search('초안웨딩홀')).toContain(hall.uuid);
    expect(await suggestions('초안웨딩홀')).toContain(hall.uuid);
    const open = await injectWithApiKey(t.app, { url: `/v3/book/halls/${hall.uuid}/detail` });
    expect(open.statusCode).toBe(200);
    expect(open.json().item).toMatchObject({ paused: false, profile: { tel: '02-555-0101' } });
    expect((await t.app.inject({ url: '/v3/partner-center/me', headers: owner.headers })).json().item.listed).toBe(
      true,
    );

    // A later publish lists nothing new; the first listing time stays.
    await t.app.inject({
      method: 'PUT',
      url: '/v3/partner-center/profile/draft',
      headers: owner.headers,
      payload: { tel: '02-555-0102' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v3/partner-center/profile/publish',
      headers: owner.headers,
    });
    expect(again.json().item).toMatchObject({ versionNo: 2, listed: false });
    const [still] = await t.database.db.select().from(partners).where(eq(partners.id, hall.id));
    expect(still!.listedAt).toEqual(after!.listedAt);

    // Listed and paused: out of search again (one rule), back when resumed.
    expect((await pause(hall.id, 'pause', '점검')).statusCode).toBe(200);
    expect(await search('초안웨딩홀')).not.toContain(hall.uuid);
    expect((await pause(hall.id, 'resume', '점검 끝')).statusCode).toBe(200);
    expect(await search('초안웨딩홀')).toContain(hall.uuid);
  });

  it("keeps a paused hall in the couple's favourites and in cards by uuid, flagged paused; a planner's page says so too", async () => {
    const [hall] = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .where(eq(partners.type, 2))
      .orderBy(partners.id)
      .limit(1)
      .offset(5);
    const couple = await bearerForNewCustomer(t);
    const liked = await t.app.inject({
      method: 'PUT',
      url: `/v3/20240729/partner/${hall!.uuid}/like`,
      headers: couple,
      payload: { state: 1 },
    });
    expect(liked.statusCode).toBe(200);
    const favourites = async () =>
      (await t.app.inject({ url: '/v3/like/partners', headers: couple })).json().item as {
        partnerUuid: string;
        paused: boolean;
      }[];
    expect((await favourites()).find((c) => c.partnerUuid === hall!.uuid)).toMatchObject({ paused: false });

    expect((await pause(hall!.id, 'pause', '민원 확인')).statusCode).toBe(200);
    // Kept: the couple's own list loses nothing, and says the hall is paused.
    expect((await favourites()).find((c) => c.partnerUuid === hall!.uuid)).toMatchObject({ paused: true });
    const cards = await injectWithApiKey(t.app, { url: `/v3/200107/partners?uuids=${hall!.uuid}` });
    expect(cards.json().item).toEqual([expect.objectContaining({ partnerUuid: hall!.uuid, paused: true })]);
    await pause(hall!.id, 'resume', '확인 끝');
    expect((await favourites()).find((c) => c.partnerUuid === hall!.uuid)).toMatchObject({ paused: false });

    const [planner] = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .where(eq(partners.type, 37))
      .limit(1);
    const detail = () => injectWithApiKey(t.app, { url: `/v3/partner/${planner!.uuid}/detail` });
    expect((await detail()).json().item.paused).toBe(false);
    await pause(planner!.id, 'pause', '확인 중');
    const paused = await detail();
    expect(paused.statusCode).toBe(200);
    expect(paused.json().item.paused).toBe(true);
    await pause(planner!.id, 'resume', '확인 끝');
  });

  it('refuses to turn a hold taken before the pause into a booking request: 409 PARTNER_PAUSED, in Korean', async () => {
    const [slot] = await holdableSlots(t.database, 1);
    const couple = await bearerForNewCustomer(t);
    const held = await t.app.inject({
      method: 'POST',
      url: '/v3/book/slot-holds',
      headers: { ...couple, 'idempotency-key': randomUUID() },
      payload: { weddingDayId: slot!.id },
    });
    expect(held.statusCode).toBe(201);
    const holdId: number = held.json().item.id;
    const [day] = await t.database.db
      .select({ partnerId: weddingDays.partnerId })
      .from(weddingDays)
      .where(eq(weddingDays.id, slot!.id));
    expect((await pause(day!.partnerId, 'pause', '영업 정지 확인')).statusCode).toBe(200);

    const request = () =>
      t.app.inject({
        method: 'POST',
        url: `/v3/book/slot-holds/${holdId}/request`,
        headers: { ...couple, 'idempotency-key': randomUUID() },
      });
    const refused = await request();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PARTNER_PAUSED',
      message: PARTNER_PAUSED_MESSAGES.REQUEST_REFUSED,
    });
    // The hold itself is untouched (it lapses or is cancelled as any hold), and so is the slot.
    const [row] = await t.database.db
      .select({ kind: slotHolds.kind, state: slotHolds.state })
      .from(slotHolds)
      .where(eq(slotHolds.id, holdId));
    expect(row).toEqual({ kind: 'HOLD', state: 'HOLD' });
    const [slotRow] = await t.database.db
      .select({ state: weddingDays.state })
      .from(weddingDays)
      .where(eq(weddingDays.id, slot!.id));
    expect(slotRow!.state).toBe('HELD');

    // Resumed, the same hold can be requested.
    await pause(day!.partnerId, 'resume', '소명 확인');
    const accepted = await request();
    expect(accepted.statusCode).toBe(200);
    const [requested] = await t.database.db
      .select({ kind: slotHolds.kind, state: slotHolds.state })
      .from(slotHolds)
      .where(eq(slotHolds.id, holdId));
    expect(requested).toEqual({ kind: 'BOOKING', state: 'REQUESTED' });
  });
});
