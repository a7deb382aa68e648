import { REGIONS, regionLabel } from '@wedding/domain/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSubways, partners } from '../../src/db/schema/index.ts';
import { injectWithApiKey } from '../helpers/api-key.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

type Suggestion = {
  halls: { partnerId: number; partnerUuid: string; partnerName: string; region: string }[];
  regions: { region: string; subRegion: string | null; label: string }[];
  stations: { stationName: string; lineName: string; hallCount: number }[];
};

/** The suggestion rule computed from the raw tables and the domain's region list. */
async function expectedSuggestion(t: TestApp, keyword: string): Promise<Suggestion> {
  const halls = await t.database.db.select().from(partners).where(eq(partners.type, 2));
  const subways = await t.database.db.select().from(partnerSubways);
  const k = keyword.trim().toLowerCase();
  const hallIds = new Set(halls.map((h) => h.id));
  const stations = new Map<string, { stationName: string; lineName: string; halls: Set<number> }>();
  for (const s of subways) {
    if (!hallIds.has(s.partnerId) || !s.stationName.toLowerCase().includes(k)) continue;
    const key = `${s.stationName}|${s.lineName}`;
    const entry = stations.get(key) ?? { stationName: s.stationName, lineName: s.lineName, halls: new Set() };
    entry.halls.add(s.partnerId);
    stations.set(key, entry);
  }
  return {
    halls: halls
      .filter((h) => h.bizName.toLowerCase().includes(k))
      .sort((a, b) => b.likeCount - a.likeCount || b.reviewCount - a.reviewCount || a.id - b.id)
      .slice(0, 10)
      .map((h) => ({
        partnerId: h.id,
        partnerUuid: h.uuid,
        partnerName: h.bizName,
        region: regionLabel(h.region, h.subRegion),
      })),
    regions: REGIONS.flatMap((r) => [
      ...(r.name.includes(k) ? [{ region: r.name, subRegion: null, label: r.name }] : []),
      ...r.subRegions
        .filter((sub) => sub.includes(k) || (k.includes(' ') && regionLabel(r.name, sub).includes(k)))
        .map((sub) => ({ region: r.name, subRegion: sub, label: regionLabel(r.name, sub) })),
    ]),
    stations: [...stations.values()]
      .map((s) => ({ stationName: s.stationName, lineName: s.lineName, hallCount: s.halls.size }))
      .sort(
        (a, b) =>
          b.hallCount - a.hallCount ||
          (a.stationName < b.stationName ? -1 : a.stationName > b.stationName ? 1 : 0) ||
          (a.lineName < b.lineName ? -1 : a.lineName > b.lineName ? 1 : 0),
      )
      .slice(0, 10),
  };
}

describe('GET /v3/book/halls/keyword', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function suggest(keyword: string): Promise<Suggestion> {
    const res = await injectWithApiKey(t.app, `/v3/book/halls/keyword?keyword=${encodeURIComponent(keyword)}`);
    expect(res.statusCode, keyword).toBe(200);
    const { item } = res.json() as { item: Suggestion };
    expect(item, keyword).toEqual(await expectedSuggestion(t, keyword));
    return item;
  }

  it('suggests halls whose name contains the keyword, most liked first', async () => {
    const [hall] = await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1);
    const item = await suggest(hall!.bizName.slice(0, 2));
    expect(item.halls.map((h) => h.partnerId)).toContain(hall!.id);
  });

  it('caps stations at 10 and never suggests a planner', async () => {
    // Every seeded station name ends in '역'.
    expect((await suggest('역')).stations).toHaveLength(10);
    const [planner] = await t.database.db.select().from(partners).where(eq(partners.type, 37)).limit(1);
    const item = await suggest(planner!.bizName);
    expect(item.halls.map((h) => h.partnerId)).not.toContain(planner!.id);
  });

  it('suggests regions and sub-regions by name, with the card label', async () => {
    expect((await suggest('강남')).regions).toEqual([{ region: '서울', subRegion: '강남구', label: '서울 강남구' }]);
    expect((await suggest('경기')).regions).toEqual([{ region: '경기', subRegion: null, label: '경기' }]);
    expect((await suggest('서울 강')).regions.map((r) => r.label)).toEqual(['서울 강남구', '서울 강서·양천']);
    expect((await suggest('남')).regions.length).toBeGreaterThan(3);
  });

  it('suggests stations near wedding halls with how many halls are near each', async () => {
    const [station] = await t.database.db
      .select()
      .from(partnerSubways)
      .innerJoin(partners, eq(partners.id, partnerSubways.partnerId))
      .where(eq(partners.type, 2))
      .limit(1);
    const name = station!.partner_subways.stationName;
    const item = await suggest(name.replace(/역$/, ''));
    expect(item.stations.find((s) => s.stationName === name)?.hallCount).toBeGreaterThan(0);
    // A second hall near the same station and line counts once more.
    const other = await t.database.db.select().from(partners).where(eq(partners.type, 2));
    const second = other.find((h) => h.id !== station!.partners.id)!;
    await t.database.db.insert(partnerSubways).values({
      partnerId: second.id,
      lineName: station!.partner_subways.lineName,
      stationName: name,
      walkingTimeMinutes: 5,
    });
    const after = await suggest(name);
    expect(after.stations[0]).toMatchObject({ stationName: name, hallCount: 2 });
  });

  it('treats LIKE wildcards as plain characters', async () => {
    for (const keyword of ['%', '_']) {
      expect(await suggest(keyword)).toEqual({ halls: [], regions: [], stations: [] });
    }
  });

  it('rejects a missing, blank or too long keyword with 400 and a Korean message', async () => {
    for (const query of ['', '?keyword=', '?keyword=%20', `?keyword=${'가'.repeat(51)}`]) {
      const res = await injectWithApiKey(t.app, `/v3/book/halls/keyword${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain('요청 값이 올바르지 않습니다: keyword');
    }
  });
});
