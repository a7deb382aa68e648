import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  individualHalls,
  partnerAuditLog,
  partnerProfiles,
  partnerProfileVersions,
  partners,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInStaff } from '../helpers/staff.ts';

const DRAFT = '/v3/partner-center/profile/draft';
const NEW_ADDRESS = '서울특별시 강남구 테헤란로 427 (수정)';

describe('profile drafts, publish as versions and restore (issue 26 §4)', () => {
  let t: TestApp;
  let hallA: number;
  let hallB: number;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  let uuidA: string;
  // A local fake of the CDN purge hook (CDN_PURGE_URL): the paths each publish asked to drop.
  const purged: string[][] = [];
  const cdn = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      purged.push(JSON.parse(raw).paths);
      res.writeHead(200).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const port = (cdn.address() as AddressInfo).port;
    t = await buildTestApp({ env: { CDN_PURGE_URL: `http://127.0.0.1:${port}/purge` } });
    const halls = await t.database.db
      .select({ id: partners.id, uuid: partners.uuid })
      .from(partners)
      .innerJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
      .where(eq(partners.type, 2))
      .orderBy(partners.id)
      .limit(2);
    hallA = halls[0]!.id;
    uuidA = halls[0]!.uuid;
    hallB = halls[1]!.id;
    owner = await signedInStaff(t, { partnerId: hallA, role: 'OWNER' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => cdn.close(() => resolve()));
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

  async function liveAddress(partnerId: number) {
    const [row] = await t.database.db
      .select({ address: partnerProfiles.address })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.partnerId, partnerId));
    return row?.address ?? null;
  }

  it('saves a venue draft field by field without touching the live page, and refuses bad input in Korean', async () => {
    const before = await liveAddress(hallA);
    const bad = await call('PUT', DRAFT, owner.headers, { address: '서울', tel: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/);

    const res = await call('PUT', DRAFT, owner.headers, {
      address: NEW_ADDRESS,
      operationTimes: [
        { dayKey: 'sat', startTime: '10:00', endTime: '18:00' },
        { dayKey: 'mon', startTime: '11:00', endTime: '19:00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const state = res.json().item;
    expect(state.venue.address).toMatchObject({ status: 'updated', published: before, draft: NEW_ADDRESS });
    expect(state.venue.tel.status).toBe('unchanged');
    expect(state.rooms[0].previewPath).toMatch(/^\/weddinghall\/\d+\/detail-preview\/\d+\?token=/);
    expect(await liveAddress(hallA)).toBe(before);

    // The room preview (the existing detail-preview route) now marks the venue's address too.
    const preview = await t.app.inject(
      `/v3/book${state.rooms[0].previewPath.replace(/^\/weddinghall\/\d+\/detail-preview\/(\d+)/, '/individual-halls/$1/preview')}`,
    );
    expect(preview.statusCode).toBe(200);
    const row = preview.json().item.venue.fields.find((f: { field: string }) => f.field === 'address');
    expect(row).toMatchObject({ status: 'updated', draft: NEW_ADDRESS, label: '주소' });
  });

  it('saves a room draft; another partner’s room answers 404 and changes nothing', async () => {
    const [roomA] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.partnerId, hallA));
    const [roomB] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.partnerId, hallB));
    const res = await call('PUT', `${DRAFT}/rooms/${roomA!.id}`, owner.headers, { rentalFee: roomA!.rentalFee + 1000 });
    expect(res.statusCode).toBe(200);
    const room = res.json().item.rooms.find((r: { id: number }) => r.id === roomA!.id);
    expect(room.fields.rentalFee).toMatchObject({ status: 'updated', draft: roomA!.rentalFee + 1000 });

    const foreign = await call('PUT', `${DRAFT}/rooms/${roomB!.id}`, owner.headers, { rentalFee: 1 });
    expect(foreign.statusCode).toBe(404);
    const [after] = await t.database.db.select().from(individualHalls).where(eq(individualHalls.id, roomB!.id));
    expect(after!.rentalFee).toBe(roomB!.rentalFee);
  });

  it('publishes: the live rows change in one go, a version records who and what, the audit log has a row', async () => {
    const before = await liveAddress(hallA);
    const res = await call('POST', '/v3/partner-center/profile/publish', owner.headers);
    expect(res.statusCode).toBe(200);
    const version = res.json().item;
    expect(version.versionNo).toBe(1);
    expect(version.changes).toContainEqual({
      roomId: null,
      roomName: null,
      field: 'address',
      before,
      after: NEW_ADDRESS,
    });
    expect(version.changes.some((c: { field: string }) => c.field === 'rentalFee')).toBe(true);
    expect(await liveAddress(hallA)).toBe(NEW_ADDRESS);

    // The CDN is told to drop the hall's page and reads (issue 26 §7).
    expect(purged).toHaveLength(1);
    expect(purged[0]).toEqual(expect.arrayContaining([`/weddinghall/${uuidA}`, `/v3/book/halls/${uuidA}/detail`]));

    // The public hall page answers the new address.
    const page = await t.app.inject(`/v3/book/halls/${uuidA}/detail`);
    expect(JSON.stringify(page.json())).toContain(NEW_ADDRESS);

    const audit = await t.database.db
      .select()
      .from(partnerAuditLog)
      .where(and(eq(partnerAuditLog.partnerId, hallA), eq(partnerAuditLog.action, 'draft.publish')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ address: NEW_ADDRESS });
    expect(audit[0]!.staffId).toBe(owner.id);

    const versions = (await call('GET', '/v3/partner-center/profile/versions', owner.headers)).json().item;
    expect(versions.map((v: { versionNo: number }) => v.versionNo)).toEqual([1, 0]);
    expect(versions[0]).toMatchObject({ current: true, staffName: expect.any(String) });

    const draft = (await call('GET', DRAFT, owner.headers)).json().item;
    expect(draft.changedCount).toBe(0);
    const again = await call('POST', '/v3/partner-center/profile/publish', owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROFILE_NOTHING_TO_PUBLISH');
  });

  it('restores an earlier version as a draft (not live), and publishing it brings the old address back', async () => {
    const versions = (await call('GET', '/v3/partner-center/profile/versions', owner.headers)).json().item;
    const original = versions.find((v: { versionNo: number }) => v.versionNo === 0);
    const [v0] = await t.database.db
      .select()
      .from(partnerProfileVersions)
      .where(eq(partnerProfileVersions.id, original.id));
    const oldAddress = v0!.snapshot.venue.address;

    const res = await call('POST', `/v3/partner-center/profile/versions/${original.id}/restore`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.venue.address).toMatchObject({ status: 'updated', draft: oldAddress });
    expect(await liveAddress(hallA)).toBe(NEW_ADDRESS);

    const published = await call('POST', '/v3/partner-center/profile/publish', owner.headers);
    expect(published.json().item).toMatchObject({ versionNo: 2, restoredFrom: 0 });
    expect(await liveAddress(hallA)).toBe(oldAddress);
  });

  it("answers 404 for another partner's version and 403 for roles without the profile area", async () => {
    const ownerB = await signedInStaff(t, { partnerId: hallB, role: 'OWNER' });
    await call('PUT', DRAFT, ownerB.headers, { address: '부산광역시 해운대구 센텀중앙로 79' });
    await call('POST', '/v3/partner-center/profile/publish', ownerB.headers);
    const [versionB] = await t.database.db
      .select({ id: partnerProfileVersions.id })
      .from(partnerProfileVersions)
      .where(eq(partnerProfileVersions.partnerId, hallB));
    const res = await call('POST', `/v3/partner-center/profile/versions/${versionB!.id}/restore`, owner.headers);
    expect(res.statusCode).toBe(404);

    const manager = await signedInStaff(t, { partnerId: hallA, role: 'MANAGER' });
    expect((await call('GET', DRAFT, manager.headers)).statusCode).toBe(200);
    for (const role of ['CALENDAR', 'MESSAGES'] as const) {
      const staff = await signedInStaff(t, { partnerId: hallA, role });
      expect((await call('GET', DRAFT, staff.headers)).statusCode).toBe(403);
      expect((await call('PUT', DRAFT, staff.headers, { address: NEW_ADDRESS })).statusCode).toBe(403);
      expect((await call('POST', '/v3/partner-center/profile/publish', staff.headers)).statusCode).toBe(403);
    }
    const counts = await t.database.db
      .select({ id: partnerProfileVersions.id })
      .from(partnerProfileVersions)
      .where(inArray(partnerProfileVersions.partnerId, [hallA]));
    expect(counts).toHaveLength(3);
  });
});
