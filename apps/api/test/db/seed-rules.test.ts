import { hallLevelsOf } from '@wedding/domain/badges';
import { ratingItemsFor } from '@wedding/domain/community';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { REGION_NAMES, REGIONS } from '@wedding/domain/regions';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { addMonths, seoulDate } from '../../src/db/seed/calendar.ts';
import { DEMO_ACCOUNT } from '../../src/db/seed/factories/customer.ts';
import { planHallLocations } from '../../src/db/seed/factories/region-plan.ts';
import { finalPriceOf } from '../../src/db/seed/factories/wedding-day.ts';
import { createRng } from '../../src/db/seed/prng.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { SIZE_PLANS } from '../../src/db/seed/sizes.ts';
import { sceneForStyles } from '../../src/modules/media/hall-scenes.ts';
import { createPasswordHasher } from '../../src/shared/password-hasher.ts';
import { createMigratedDatabase, createTestDatabase, SEED_NOW } from '../helpers/test-database.ts';

type SlotRow = {
  wedding_date: string;
  wedding_time: string;
  day_of_week: string;
  isodow: number;
  guarantee: number;
  rental_price: number;
  flower_price: number;
  meal_price: number;
  final_price: number;
  discount_rate: number;
};

describe('the small seed', () => {
  let database: Database;
  const rows = <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(database.db, query);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has the sizes tests rely on: about a dozen halls, planners with branches, a few hundred slots', async () => {
    const [c] = await rows<{ halls: number; planners: number; branches: number; slots: number; reviews: number }>(sql`
      SELECT (SELECT count(*)::int FROM partners WHERE type = 2) AS halls,
             (SELECT count(*)::int FROM partners WHERE type = 37) AS planners,
             (SELECT count(*)::int FROM partners WHERE type = 37 AND parent_partner_id IS NOT NULL) AS branches,
             (SELECT count(*)::int FROM wedding_days) AS slots,
             (SELECT count(*)::int FROM reviews) AS reviews`);
    expect(c).toMatchObject({ halls: 12, planners: 3, branches: 2 });
    expect(c!.slots).toBeGreaterThan(200);
    expect(c!.slots).toBeLessThan(1000);
    expect(c!.reviews).toBeGreaterThan(20);
  });

  it('puts every slot on a Friday, Saturday or Sunday, on the hour from 09:00 to 21:00, within 24 months', async () => {
    const slots = await rows<SlotRow>(sql`
      SELECT wedding_date::text, wedding_time::text, day_of_week, extract(isodow from wedding_date)::int AS isodow,
             guarantee, rental_price, flower_price, meal_price, final_price, discount_rate
      FROM wedding_days`);
    const today = seoulDate(SEED_NOW);
    const end = addMonths(today, 24);
    const isoOf: Record<string, number> = { FRIDAY: 5, SATURDAY: 6, SUNDAY: 7 };
    for (const s of slots) {
      expect(isoOf[s.day_of_week], s.wedding_date).toBe(s.isodow);
      expect(s.wedding_time).toMatch(/^(09|1\d|2[01]):00:00$/);
      expect(s.wedding_date > today && s.wedding_date < end, s.wedding_date).toBe(true);
      expect(s.guarantee).toBeGreaterThanOrEqual(100);
      expect(s.guarantee).toBeLessThanOrEqual(400);
    }
    expect(new Set(slots.map((s) => s.day_of_week))).toEqual(new Set(['FRIDAY', 'SATURDAY', 'SUNDAY']));
  });

  it('prices every slot as (rental + flowers + meal × guarantee) less the discount, with some flowers included', async () => {
    const slots = await rows<SlotRow>(sql`
      SELECT guarantee, rental_price, flower_price, meal_price, final_price, discount_rate FROM wedding_days`);
    for (const s of slots) {
      const gross = s.rental_price + s.flower_price + s.meal_price * s.guarantee;
      expect(s.final_price).toBe(
        finalPriceOf({
          rentalPrice: s.rental_price,
          flowerPrice: s.flower_price,
          mealPrice: s.meal_price,
          guarantee: s.guarantee,
          discountRate: s.discount_rate,
        }),
      );
      expect(Math.abs(s.final_price - (gross * (100 - s.discount_rate)) / 100)).toBeLessThan(1000);
    }
    expect(slots.some((s) => s.flower_price === 0)).toBe(true);
    expect(slots.some((s) => s.discount_rate > 0)).toBe(true);
  });

  it('uses regions and sub-regions as the domain defines them, and slots carry their hall’s', async () => {
    const partnerRows = await rows<{ region: string; sub_region: string | null; type: number }>(
      sql`SELECT region, sub_region, type FROM partners`,
    );
    for (const p of partnerRows) {
      expect(REGION_NAMES).toContain(p.region);
      const subs = REGIONS.find((r) => r.name === p.region)!.subRegions;
      if (subs.length === 0) expect(p.sub_region).toBeNull();
      else expect(subs).toContain(p.sub_region);
    }
    const [mismatch] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM wedding_days w JOIN partners p ON p.id = w.partner_id
      WHERE w.region <> p.region OR w.sub_region IS DISTINCT FROM p.sub_region`);
    expect(mismatch!.n).toBe(0);
  });

  it('marks a hall STATION_AREA exactly when a station is under 15 minutes away', async () => {
    const halls = await rows<{ station_area: boolean; near: boolean }>(sql`
      SELECT 'STATION_AREA' = ANY(traffic_types) AS station_area,
             EXISTS (SELECT 1 FROM partner_subways s WHERE s.partner_id = p.id AND s.walking_time_minutes < 15) AS near
      FROM partners p WHERE type = 2`);
    for (const h of halls) expect(h.station_area).toBe(h.near);
  });

  it('keeps the denormalised counters equal to the rows', async () => {
    const [off] = await rows<{ likes: number; reviews: number }>(sql`
      SELECT count(*) FILTER (WHERE like_count <> (SELECT count(*) FROM partner_likes l WHERE l.partner_id = p.id))::int AS likes,
             count(*) FILTER (WHERE review_count <> (SELECT count(*) FROM reviews r
               WHERE r.partner_id = p.id AND r.state = 1 AND r.block_state = 2))::int AS reviews
      FROM partners p`);
    expect(off).toEqual({ likes: 0, reviews: 0 });
    const [liked] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM partners WHERE like_count > 0`);
    expect(liked!.n).toBeGreaterThan(0);
  });

  it('backs every HELD or BOOKED slot with exactly one hold or booking that occupies it', async () => {
    const [off] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM wedding_days w
      WHERE (w.state IN ('HELD', 'BOOKED')) <> EXISTS (SELECT 1 FROM slot_holds h WHERE h.wedding_day_id = w.id AND h.state IN ('HOLD', 'PAID', 'REQUESTED', 'CONFIRMED'))`);
    expect(off!.n).toBe(0);
  });

  it('stores images only as generated media URLs', async () => {
    const [bad] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT cover_url AS url FROM partners UNION ALL SELECT url FROM photos UNION ALL SELECT url FROM review_images
        UNION ALL SELECT unnest(images) FROM individual_halls UNION ALL SELECT image_url FROM events
      ) u WHERE url !~ '^/media/generated/(hall|individual-hall|review|album|event|profile|blog|banner)/[A-Za-z0-9-]+\\.jpg$'`);
    expect(bad!.n).toBe(0);
  });

  it("draws every hall's cover, rooms and albums in the scene of its style, so halls can be told apart (issue 10)", async () => {
    const halls = await rows<{ styles: string[]; cover_url: string; room_images: string[]; album_urls: string[] }>(sql`
      SELECT p.styles, p.cover_url,
        (SELECT coalesce(array_agg(i), '{}') FROM individual_halls ih, unnest(ih.images) i WHERE ih.partner_id = p.id) AS room_images,
        (SELECT coalesce(array_agg(ph.url), '{}') FROM photo_albums a JOIN photos ph ON ph.album_id = a.id
          WHERE a.partner_id = p.id AND a.kind = 'OFFICIAL') AS album_urls
      FROM partners p WHERE p.type = 2`);
    const scenes = new Set<string>();
    for (const hall of halls) {
      const scene = sceneForStyles(hall.styles);
      scenes.add(scene);
      for (const url of [hall.cover_url, ...hall.room_images, ...hall.album_urls])
        expect(url, `${hall.styles.join(',')}: ${url}`).toMatch(new RegExp(`/${scene}-[a-z0-9-]+\\.jpg$`));
    }
    expect(scenes.size).toBeGreaterThanOrEqual(4);
  });

  it('has reviews of every kind the screens show: anonymous, blinded, deleted, long, with images and comments', async () => {
    const [r] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE anonymous)::int AS anonymous,
             count(*) FILTER (WHERE block_state = 1)::int AS blinded,
             count(*) FILTER (WHERE length(content) > 100)::int AS long,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM review_images i WHERE i.review_id = reviews.id))::int AS with_images,
             (SELECT count(*)::int FROM comments WHERE depth = 2) AS replies,
             (SELECT count(*)::int FROM comments WHERE secret) AS secret
      FROM reviews`);
    for (const [key, n] of Object.entries(r!)) expect(n, key).toBeGreaterThan(0);
  });

  it("rates planner reviews on a planner's items and hall reviews on a hall's (issue 25)", async () => {
    const rated = await rows<{ type: number; knames: string[] }>(sql`
      SELECT p.type, array(SELECT x->>'kname' FROM jsonb_array_elements(r.ratings) x) AS knames
      FROM reviews r JOIN partners p ON p.id = r.partner_id WHERE jsonb_array_length(r.ratings) > 0`);
    expect(rated.some((r) => r.type === PARTNER_TYPE.PLANNER)).toBe(true);
    for (const r of rated) expect(r.knames).toEqual([...ratingItemsFor(r.type)]);
  });

  it('stores no hall level its badges deny: the chip and the badge read one truth (issue 9)', async () => {
    const halls = await rows<{
      id: number;
      level: string | null;
      consulting_slots_displayed: boolean;
      consulting_used: boolean;
      contract_used: boolean;
    }>(sql`SELECT id, level, consulting_slots_displayed, consulting_used, contract_used FROM partners WHERE type = 2`);
    for (const h of halls) {
      const levels = hallLevelsOf({
        consultingSlotsDisplayed: h.consulting_slots_displayed,
        consultingUsed: h.consulting_used,
        contractUsed: h.contract_used,
      });
      if (h.level !== null) expect(levels, `hall ${h.id}`).toContain(h.level);
    }
  });

  it("gives each hall the 'from' price its open slots really sell from (issue 9)", async () => {
    const halls = await rows<{ id: number; min_price: number; cheapest: number | null }>(sql`
      SELECT p.id, p.min_price,
             (SELECT min(final_price) FROM wedding_days w WHERE w.partner_id = p.id AND w.state = 'OPEN')::int AS cheapest
      FROM partners p WHERE p.type = 2`);
    expect(halls.length).toBeGreaterThan(5);
    // Spec §9 label: minPrice when above 0, else totalAmount; so a hall with open slots must carry their minimum.
    for (const hall of halls) expect([hall.id, hall.min_price]).toEqual([hall.id, hall.cheapest ?? 0]);
  });

  it('seeds active POPULAR ads, and only the documented demo account can log in', async () => {
    const [ads] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ads WHERE placement = 'POPULAR' AND starts_at <= ${SEED_NOW} AND ends_at > ${SEED_NOW}`);
    expect(ads!.n).toBe(SIZE_PLANS.small.popularAds);
    const loginable = await rows<{ id: number; email: string; password_hash: string }>(
      sql`SELECT id, email, password_hash FROM customers WHERE password_hash <> 'seed:disabled'`,
    );
    expect(loginable.map((c) => [c.id, c.email])).toEqual([[1, DEMO_ACCOUNT.email]]);
    expect(loginable[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await createPasswordHasher().verify(loginable[0]!.password_hash, DEMO_ACCOUNT.password)).toBe(true);
    // It joined by email, so 마이페이지 says 이메일, not a social account it never linked (issue 9).
    const [social] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM social_identities WHERE customer_id = 1`,
    );
    expect(social!.n).toBe(0);
  });
});

describe('hall locations', () => {
  it('cover all 17 regions and every Seoul and Gyeonggi sub-region in the demo size', () => {
    const locations = planHallLocations(createRng(1), SIZE_PLANS.demo.halls);
    expect(new Set(locations.map((l) => l.region)).size).toBe(17);
    for (const region of REGIONS.filter((r) => r.subRegions.length > 0)) {
      const used = new Set(locations.filter((l) => l.region === region.name).map((l) => l.subRegion));
      expect(used).toEqual(new Set(region.subRegions));
    }
    const seoulAndGyeonggi = locations.filter((l) => l.region === '서울' || l.region === '경기').length;
    expect(seoulAndGyeonggi / locations.length).toBeGreaterThan(0.6);
  });
});

describe('the demo seed (npm start)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createMigratedDatabase();
    // The seed npm start uses: the default random seed.
    await seedDatabase(database, { size: 'demo', now: SEED_NOW });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('lets the demo account be what it is: joined by email, no social identity (issue 9)', async () => {
    const [demo] = await queryRows<{ id: number; socials: number }>(
      database.db,
      sql`SELECT c.id, (SELECT count(*) FROM social_identities s WHERE s.customer_id = c.id)::int AS socials
          FROM customers c WHERE c.email = ${DEMO_ACCOUNT.email}`,
    );
    expect(demo).toEqual({ id: 1, socials: 0 });
  });
});
