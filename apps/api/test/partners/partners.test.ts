import { randomUUID } from 'node:crypto';
import { regionLabel } from '@wedding/domain/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerLikes, partners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createCustomer } from '../helpers/customers.ts';

type Partner = typeof partners.$inferSelect;

/** The card of spec §3 built straight from the partner row. */
function card(p: Partner, isLiked = false) {
  return {
    partnerUuid: p.uuid,
    partnerName: p.bizName,
    coverUrl: p.coverUrl ?? `/media/generated/hall/${p.uuid}.jpg`,
    region: regionLabel(p.region, p.subRegion),
    isLiked,
    isAdvertise: false,
    adName: null,
    adCode: null,
    type: p.type,
    paused: false,
  };
}

describe('partners: GET /v3/200107/partners?uuids, GET /v3/partner/:uuid/type', () => {
  let t: TestApp;
  let all: Partner[];
  let hall: Partner;
  let planner: Partner;
  beforeAll(async () => {
    t = await buildTestApp();
    all = await t.database.db.select().from(partners).orderBy(partners.id);
    hall = all.find((p) => p.type === 2 && p.subRegion)!;
    planner = all.find((p) => p.type === 37)!;
  });
  afterAll(() => t.close());

  const byUuids = (uuids: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/v3/200107/partners?uuids=${uuids}`, headers });

  it('returns cards of any type in the order asked, leaving unknown uuids out', async () => {
    const other = all.filter((p) => p.type === 2 && p.id !== hall.id).at(-1)!;
    const res = await byUuids([planner.uuid, randomUUID(), hall.uuid, other.uuid].join(','));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: [card(planner), card(hall), card(other)] });
    // The region is the label the nearby-recommendation key is built from (spec §7).
    expect(res.json().item[1].region).toBe(`${hall.region} ${hall.subRegion}`);
  });

  it('accepts repeated keys and upper-case uuids, and lists a repeated uuid once', async () => {
    const res = await t.app.inject(
      `/v3/200107/partners?uuids=${hall.uuid.toUpperCase()}&uuids=${planner.uuid},${hall.uuid}`,
    );
    expect(res.json()).toEqual({ item: [card(hall), card(planner)] });
  });

  it("marks the signed-in viewer's likes", async () => {
    const viewer = await createCustomer(t.database);
    await t.database.db.insert(partnerLikes).values({ customerId: viewer.id, partnerId: planner.id });
    const { accessToken } = await t.app.services.sessions.startSession(viewer.id, 'app');
    const res = await byUuids(`${hall.uuid},${planner.uuid}`, { authorization: `Bearer ${accessToken}` });
    expect(res.json()).toEqual({ item: [card(hall), card(planner, true)] });
    expect((await byUuids(`${planner.uuid}`)).json().item[0].isLiked).toBe(false);
  });

  it('rejects a missing, malformed or too long uuid list with 400', async () => {
    const tooMany = Array.from({ length: 51 }, () => randomUUID()).join(',');
    for (const query of ['', 'uuids=', 'uuids=not-a-uuid', `uuids=${hall.uuid},123`, `uuids=${tooMany}`]) {
      const res = await t.app.inject(`/v3/200107/partners?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/^요청 값이 올바르지 않습니다: uuids/);
    }
    expect((await byUuids('not-a-uuid')).json().message).toContain('파트너를 찾을 수 없어요.');
    expect((await byUuids(Array.from({ length: 50 }, () => randomUUID()).join(','))).json()).toEqual({ item: [] });
  });

  it('answers the type code: 2 for a hall, 37 for a planner', async () => {
    for (const p of [hall, planner]) {
      const res = await t.app.inject(`/v3/partner/${p.uuid}/type`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ item: p.type });
    }
    expect(hall.type).toBe(2);
    expect(planner.type).toBe(37);
  });

  it('answers 404 PARTNER_NOT_FOUND for an unknown uuid and 400 for a malformed one', async () => {
    const missing = await t.app.inject(`/v3/partner/${randomUUID()}/type`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, code: 'PARTNER_NOT_FOUND', message: '파트너를 찾을 수 없어요.' });
    const bad = await t.app.inject('/v3/partner/nope/type');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('파트너를 찾을 수 없어요.');
  });
});

describe('GET /v3/partner/:uuid/detail (the /partner/{uuid} page, issue 11)', () => {
  let t: TestApp;
  let all: Partner[];
  beforeAll(async () => {
    t = await buildTestApp();
    all = await t.database.db.select().from(partners);
  });
  afterAll(() => t.close());

  it('a branch shows its profile, and its company: the head office and the other branches', async () => {
    const branch = all.find((p) => p.type === 37 && p.parentPartnerId !== null)!;
    const head = all.find((p) => p.id === branch.parentPartnerId)!;
    const siblings = all.filter((p) => p.parentPartnerId === head.id && p.id !== branch.id);
    const res = await t.app.inject(`/v3/partner/${branch.uuid}/detail`);
    expect(res.statusCode).toBe(200);
    const { item } = res.json();
    expect(item).toMatchObject({ partnerUuid: branch.uuid, type: 37, bizName: branch.bizName });
    expect(item.profile?.name).toBeTruthy();
    expect(item.branches.map((b: { partnerUuid: string }) => b.partnerUuid)).toEqual(
      [head, ...siblings].sort((a, b) => a.id - b.id).map((p) => p.uuid),
    );
    expect(item.branches.find((b: { isHead: boolean }) => b.isHead).partnerUuid).toBe(head.uuid);
  });

  it('a hall answers type 2 (its page is /weddinghall/{uuid}); an unknown uuid is 404', async () => {
    const hall = all.find((p) => p.type === 2)!;
    expect((await t.app.inject(`/v3/partner/${hall.uuid}/detail`)).json().item.type).toBe(2);
    expect((await t.app.inject(`/v3/partner/${randomUUID()}/detail`)).statusCode).toBe(404);
  });
});
