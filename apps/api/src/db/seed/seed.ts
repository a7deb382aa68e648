import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { queryRows } from '../query-rows.ts';
import * as t from '../schema/index.ts';
import { buildPartners } from './build-partners.ts';
import { bulkInsert } from './bulk-insert.ts';
import { keepDemoAccountEmailOnly, makeDemoAccount } from './demo-account.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { buildVisitReservations } from './factories/booking.ts';
import { buildCustomer } from './factories/customer.ts';
import { buildActivity, buildModeration } from './factories/customer-activity.ts';
import { buildAds, buildRecommendations } from './factories/marketing.ts';
import { buildPriceDisclosure } from './factories/price-disclosure.ts';
import { buildRoomDrafts, givePreviewTokens } from './factories/room-draft.ts';
import { finalizeSeed } from './finalize.ts';
import { createRng } from './prng.ts';
import { seedContent } from './seed-content.ts';
import { seedSlots } from './seed-slots.ts';
import { type SeedSize, SIZE_PLANS } from './sizes.ts';

export type { SeedSize } from './sizes.ts';

export const DEFAULT_RANDOM_SEED = 20_261_121;

export type SeedCounts = {
  customers: number;
  partners: number;
  halls: number;
  planners: number;
  individualHalls: number;
  slots: number;
  slotHolds: number;
  reviews: number;
  comments: number;
  blogReviews: number;
  photos: number;
  likes: number;
  ads: number;
  events: number;
  visitReservations: number;
};

/**
 * Fill an empty, migrated database. Deterministic: the same size, randomSeed and now give the same rows, but for
 * the secrets in them (password salts, rooms' preview tokens), which must not be predictable.
 * `now` anchors every date (slots, reviews, ads); it defaults to the current time only here, at the edge.
 */
export async function seedDatabase(
  database: Database,
  options: { size: SeedSize; randomSeed?: number; now?: Date },
): Promise<SeedCounts> {
  const plan = SIZE_PLANS[options.size];
  const now = options.now ?? new Date();
  const rng = createRng(options.randomSeed ?? DEFAULT_RANDOM_SEED);

  const customerRng = rng.fork('customers');
  const customerRows = Array.from({ length: plan.customers }, (_, i) => buildCustomer(customerRng, i + 1, now));
  await makeDemoAccount(customerRows[0]);
  const customerIds = customerRows.map((c) => c.id);
  await bulkInsert(database, t.customers, customerRows);

  const partners = buildPartners(rng.fork('partners'), plan, now);
  const { halls, planners } = partners;
  const bundles = [...halls, ...planners];
  await bulkInsert(
    database,
    t.partners,
    bundles.map((b) => b.partner),
  );
  await bulkInsert(
    database,
    t.partnerProfiles,
    bundles.map((b) => b.profile),
  );
  await bulkInsert(
    database,
    t.partnerOperationTimes,
    bundles.flatMap((b) => b.operationTimes),
  );
  await bulkInsert(
    database,
    t.partnerBenefits,
    bundles.flatMap((b) => b.benefits),
  );
  await bulkInsert(
    database,
    t.partnerSubways,
    halls.flatMap((h) => h.subways),
  );
  await bulkInsert(
    database,
    t.partnerSpecialFeatures,
    halls.flatMap((h) => h.specialFeatures),
  );
  const rooms = halls.flatMap((h) => h.rooms.map((r) => r.row));
  givePreviewTokens(rooms);
  await bulkInsert(database, t.individualHalls, rooms);

  await seedDemoStaff(database, halls);
  // Every hall that takes holds has published its prices (issue 26 §3); the others show '가격 정보 준비 중'.
  const disclosureRng = rng.fork('price-disclosures');
  await bulkInsert(
    database,
    t.priceDisclosures,
    halls.filter((h) => h.partner.contractUsed).map((h) => buildPriceDisclosure(disclosureRng, h, now)),
  );

  const { slots, holds } = await seedSlots(database, rng.fork('slots'), {
    halls,
    density: plan.density,
    customerIds,
    now,
  });

  const content = await seedContent(database, rng.fork('content'), { plan, partners, customerIds, now });

  const hallRows = halls.map((h) => h.partner);
  const marketingRng = rng.fork('marketing');
  const ads = await bulkInsert(database, t.ads, buildAds(marketingRng, hallRows, now, plan.popularAds));
  await bulkInsert(database, t.recommendations, buildRecommendations(marketingRng, hallRows, now));
  await bulkInsert(database, t.partnerDrafts, buildRoomDrafts(marketingRng, rooms, now));

  const activityRng = rng.fork('activity');
  const activity = customerRows.map((c) =>
    buildActivity(activityRng, {
      customerId: c.id,
      customerUuid: c.uuid,
      hallIds: hallRows.map((h) => h.id),
      partnerIds: bundles.map((b) => b.partner.id),
      roomIds: rooms.map((r) => r.id),
      slotCount: slots,
      now,
    }),
  );
  // The demo account signed up by email: it must not also wear a random social identity, or 마이페이지
  // names a login method the account never used ("Apple 계정 · 이메일", issue 9).
  keepDemoAccountEmailOnly(activity[0]);
  const likes =
    (await bulkInsert(
      database,
      t.partnerLikes,
      activity.flatMap((a) => a.partnerLikes),
    )) +
    (await bulkInsert(
      database,
      t.individualHallLikes,
      activity.flatMap((a) => a.individualHallLikes),
    )) +
    (await bulkInsert(
      database,
      t.weddingDayLikes,
      activity.flatMap((a) => a.weddingDayLikes),
    ));
  await bulkInsert(
    database,
    t.searchHistories,
    activity.flatMap((a) => a.searchHistories),
  );
  await bulkInsert(
    database,
    t.customerData,
    activity.flatMap((a) => a.customerData),
  );
  await bulkInsert(
    database,
    t.socialIdentities,
    activity.flatMap((a) => a.socialIdentities),
  );
  const moderation = buildModeration(activityRng, customerIds, content.reviewUuids, now);
  await bulkInsert(database, t.customerBlocks, moderation.blocks);
  await bulkInsert(database, t.reports, moderation.reports);
  const visitReservations = await bulkInsert(
    database,
    t.visitReservations,
    buildVisitReservations(activityRng, { customerIds, halls: hallRows, count: plan.visitReservations, now }),
  );

  await finalizeSeed(database);

  return {
    customers: customerRows.length,
    partners: bundles.length,
    halls: halls.length,
    planners: planners.length,
    individualHalls: rooms.length,
    slots,
    slotHolds: holds,
    reviews: content.reviews,
    comments: content.comments,
    blogReviews: content.blogReviews,
    photos: content.photos,
    likes,
    ads,
    events: content.events,
    visitReservations,
  };
}

/** True when no partner exists yet: start-up seeds only then. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    database.db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM partners) AS empty`,
  );
  return row?.empty === true;
}
