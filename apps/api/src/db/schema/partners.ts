import {
  CEREMONY_TYPES,
  EXTRA_TAGS,
  HALL_LEVELS,
  HALL_STYLES,
  MEAL_TYPES,
  PARTNER_TYPE,
  TRAFFIC_TYPES,
} from '@wedding/domain/enums';
import { REGION_NAMES, REGIONS } from '@wedding/domain/regions';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.ts';
import { allOf, isOneOf, nonNegative } from './sql-checks.ts';

const values = (list: readonly { value: string }[]) => list.map((o) => o.value);

/** A sub-region must belong to its region; regions without sub-regions take none. */
function subRegionMatchesRegion(region: AnyPgColumn, subRegion: AnyPgColumn): SQL {
  const withSubs = REGIONS.filter((r) => r.subRegions.length > 0);
  const arms = withSubs.map(
    (r) => sql`(${region} = ${sql.raw(`'${r.name}'`)} AND ${isOneOf(subRegion, r.subRegions)})`,
  );
  return sql`${subRegion} IS NULL OR ${sql.join(arms, sql` OR `)}`;
}

// Halls (type 2) and planners (type 37). A planner branch points at its head office via parentPartnerId.
// likeCount and reviewCount are denormalised for list sorting; writers keep them in step with likes/reviews.
export const partners = pgTable(
  'partners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    type: smallint('type').notNull(),
    parentPartnerId: integer('parent_partner_id').references((): AnyPgColumn => partners.id),
    bizName: text('biz_name').notNull(),
    region: text('region').notNull(),
    subRegion: text('sub_region'),
    coverUrl: text('cover_url'),
    level: text('level').$type<'RESERVE' | 'CONTRACT'>(),
    likeCount: integer('like_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    mealTypes: text('meal_types').array().notNull().default(sql`'{}'::text[]`),
    ceremonyTypes: text('ceremony_types').array().notNull().default(sql`'{}'::text[]`),
    trafficTypes: text('traffic_types').array().notNull().default(sql`'{}'::text[]`),
    extraTags: text('extra_tags').array().notNull().default(sql`'{}'::text[]`),
    consultingSlotsDisplayed: boolean('consulting_slots_displayed').notNull().default(false),
    consultingUsed: boolean('consulting_used').notNull().default(false),
    contractUsed: boolean('contract_used').notNull().default(false),
    deposit: integer('deposit').notNull().default(0),
    totalAmount: integer('total_amount').notNull().default(0),
    minPrice: integer('min_price').notNull().default(0),
    discountRate: smallint('discount_rate').notNull().default(0),
    shareLink: text('share_link'),
    // The notice bar shows while this instant is in the future (spec §2).
    expirationDateOfNotice: instant('expiration_date_of_notice'),
    noticeLink: text('notice_link'),
    /**
     * Set while an operator has paused the partner (issue 29 §4): its halls leave search and listings, its pages
     * say so, and it takes no new visit, hold or inquiry. Existing bookings stand. Null means open.
     */
    pausedAt: instant('paused_at'),
    /** The operator's reason, shown in the partner console's banner while paused. */
    pauseReason: text('pause_reason'),
    /**
     * When the partner was first listed (issue 29 §4, Sharetribe's draft → published). A hall created by an
     * approved application starts null (a DRAFT: not in search, its page not found) until its OWNER publishes its
     * profile in the console; every other partner is listed when created (the default). Never cleared.
     */
    listedAt: instant('listed_at').default(sql`now()`),
    createdAt: createdAt(),
  },
  (t) => [
    index('partners_type_region_idx').on(t.type, t.region, t.subRegion),
    index('partners_popular_idx').on(t.type, t.likeCount.desc(), t.reviewCount.desc()),
    index('partners_parent_idx').on(t.parentPartnerId),
    check('partners_type_check', isOneOf(t.type, Object.values(PARTNER_TYPE))),
    check('partners_region_check', isOneOf(t.region, REGION_NAMES)),
    check('partners_sub_region_check', subRegionMatchesRegion(t.region, t.subRegion)),
    check('partners_level_check', sql`${t.level} IS NULL OR ${isOneOf(t.level, values(HALL_LEVELS))}`),
    check('partners_styles_check', allOf(t.styles, values(HALL_STYLES))),
    check('partners_meal_types_check', allOf(t.mealTypes, values(MEAL_TYPES))),
    check('partners_ceremony_types_check', allOf(t.ceremonyTypes, values(CEREMONY_TYPES))),
    check('partners_traffic_types_check', allOf(t.trafficTypes, values(TRAFFIC_TYPES))),
    check('partners_extra_tags_check', allOf(t.extraTags, values(EXTRA_TAGS))),
    check('partners_money_check', nonNegative(t.likeCount, t.reviewCount, t.deposit, t.totalAmount, t.minPrice)),
    check('partners_discount_rate_check', sql`${t.discountRate} BETWEEN 0 AND 100`),
    check('partners_pause_check', sql`(${t.pausedAt} IS NULL) = (${t.pauseReason} IS NULL)`),
  ],
);
