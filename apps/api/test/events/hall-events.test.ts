import { randomUUID } from 'node:crypto';
import { regionLabel } from '@wedding/domain/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, partners } from '../../src/db/schema/index.ts';
import { createHallEventRepository } from '../../src/modules/events/repository.ts';
import { createHallEventService } from '../../src/modules/events/service.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { SEED_NOW } from '../helpers/test-database.ts';

/** The event list computed from the raw tables: hall events running at `now`, biggest discount first. */
async function expectedEvents(t: TestApp, now = new Date()) {
  const all = await t.database.db.select().from(events);
  const byId = new Map((await t.database.db.select().from(partners)).map((p) => [p.id, p]));
  return all
    .filter((e) => byId.get(e.partnerId)?.type === 2 && e.startsAt <= now && now < e.endsAt)
    .sort((a, b) => b.discountRate - a.discountRate || a.endsAt.getTime() - b.endsAt.getTime() || a.id - b.id)
    .map((e) => {
      const p = byId.get(e.partnerId)!;
      return {
        uuid: e.uuid,
        partnerUuid: p.uuid,
        partnerName: p.bizName,
        region: regionLabel(p.region, p.subRegion),
        title: e.title,
        content: e.content,
        imageUrl: e.imageUrl ?? p.coverUrl ?? `/media/generated/hall/${p.uuid}.jpg`,
        discountRate: e.discountRate,
        startsAt: e.startsAt.getTime(),
        endsAt: e.endsAt.getTime(),
      };
    });
}

describe('GET /v3/book/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the running hall events of the seed, biggest discount first', async () => {
    const res = await t.app.inject('/v3/book/events');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ item: await expectedEvents(t) });
  });

  it('at the seed instant the seed has running hall events, and an ended one is left out', async () => {
    // The seeded events end 5 to 60 days after the seed instant, so the wall clock alone would not keep
    // this list non-empty for ever; the service's clock is set to the seed instant instead.
    const service = createHallEventService({
      repository: createHallEventRepository(t.database.db),
      now: () => SEED_NOW,
    });
    const item = await service.findRunningHallEvents();
    const expected = await expectedEvents(t, SEED_NOW);
    expect(item).toEqual(expected);
    expect(item.length).toBeGreaterThan(0);
    expect(item.length).toBeLessThan((await t.database.db.select().from(events)).length);
  });

  it('lists only events running now, of wedding halls, ordered by discount, then end, then id', async () => {
    const all = await t.database.db.select().from(partners);
    const [h1, h2, h3] = all.filter((p) => p.type === 2);
    const planner = all.find((p) => p.type === 37)!;
    const now = Date.now();
    const hour = 3_600_000;
    const running = { startsAt: new Date(now - hour), endsAt: new Date(now + 48 * hour) };
    const base = { title: '테스트 이벤트', content: '테스트 혜택' };
    // Without a picture of its own, an event shows the hall cover, and then the generated cover.
    await t.database.db.update(partners).set({ coverUrl: null }).where(eq(partners.id, h3!.id));
    const rows = [
      { ...base, partnerId: h1!.id, discountRate: 90, ...running, endsAt: new Date(now + 72 * hour), imageUrl: null },
      { ...base, partnerId: h2!.id, discountRate: 90, ...running, imageUrl: null },
      { ...base, partnerId: h3!.id, discountRate: 90, ...running, imageUrl: null },
      {
        ...base,
        partnerId: h1!.id,
        discountRate: 95,
        startsAt: new Date(now - 2 * hour),
        endsAt: new Date(now - hour),
      },
      {
        ...base,
        partnerId: h1!.id,
        discountRate: 95,
        startsAt: new Date(now + hour),
        endsAt: new Date(now + 2 * hour),
      },
      { ...base, partnerId: planner.id, discountRate: 99, ...running },
    ].map((row) => ({ uuid: randomUUID(), ...row }));
    await t.database.db.insert(events).values(rows);

    const res = await t.app.inject('/v3/book/events');
    const { item } = res.json() as { item: { uuid: string; imageUrl: string; discountRate: number }[] };
    expect(item).toEqual(await expectedEvents(t));
    // The three running test events lead (90%), the one ending sooner first; the rest are left out.
    expect(item.slice(0, 3).map((e) => e.uuid)).toEqual([rows[1]!.uuid, rows[2]!.uuid, rows[0]!.uuid]);
    expect(item.map((e) => e.uuid)).not.toContain(rows[3]!.uuid);
    expect(item.map((e) => e.uuid)).not.toContain(rows[4]!.uuid);
    expect(item.map((e) => e.uuid)).not.toContain(rows[5]!.uuid);
    expect(item[0]!.imageUrl).toBe(h2!.coverUrl);
    expect(item[1]!.imageUrl).toBe(`/media/generated/hall/${h3!.uuid}.jpg`);
    expect(item.every((e) => e.discountRate <= 90)).toBe(true);
  });
});
