import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from '@wedding/domain/constants';
import { DEFAULT_CONSULTING_CAPACITY } from '@wedding/domain/visit-booking';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { OPERATION_DAY_KEYS } from './db-enums.ts';
import { partners } from './partners.ts';
import { isOneOf, nonNegative } from './sql-checks.ts';

/** Facility rows: false hides the row, otherwise the count or text shows (spec §5). */
export type Amenities = {
  elevatorCount: number | false;
  pyebaekRoom: boolean | string;
  honjooRoom: boolean | string;
  subWaitingRoom: boolean | string;
  guestSpace: boolean | string;
};
export type Parking = {
  inner: number | null;
  outer: number | null;
  notice: string;
  busRent: boolean;
  busRentNotice: string;
};
/** Addresses written the way a printed invitation gives directions. */
export type Invitation = { subway: string; bus: string; car: string };

const partnerId = () =>
  integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' });

// The id is the partnerProfileId that appears in individual-hall routes (spec §2).
export const partnerProfiles = pgTable(
  'partner_profiles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: partnerId().unique(),
    name: text('name').notNull(),
    tel: text('tel'),
    notice: text('notice'),
    address: text('address'),
    address2: text('address2'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    amenities: jsonb('amenities').$type<Amenities>(),
    parking: jsonb('parking').$type<Parking>(),
    invitation: jsonb('invitation').$type<Invitation>(),
    weddingOpenMonths: smallint('wedding_open_months').notNull().default(WEDDING_OPEN_DEFAULT_MONTHS),
    reservationOpenDays: smallint('reservation_open_days').notNull().default(RESERVATION_OPEN_DEFAULT),
    minPersonnel: integer('min_personnel'),
    maxPersonnel: integer('max_personnel'),
    sugPersonnel: integer('sug_personnel'),
    reservationNotice: text('reservation_notice'),
    /** Visitors the hall receives per consulting hour; a full hour cannot be booked (issue 12). */
    consultingCapacity: smallint('consulting_capacity').notNull().default(DEFAULT_CONSULTING_CAPACITY),
  },
  (t) => [
    check('partner_profiles_open_check', nonNegative(t.weddingOpenMonths, t.reservationOpenDays)),
    check('partner_profiles_consulting_capacity_check', sql`${t.consultingCapacity} > 0`),
    check(
      'partner_profiles_personnel_check',
      sql`${t.minPersonnel} IS NULL OR ${t.maxPersonnel} IS NULL OR ${t.minPersonnel} <= ${t.maxPersonnel}`,
    ),
  ],
);

export const partnerSubways = pgTable(
  'partner_subways',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: partnerId(),
    lineName: text('line_name').notNull(),
    stationName: text('station_name').notNull(),
    walkingTimeMinutes: smallint('walking_time_minutes').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('partner_subways_partner_idx').on(t.partnerId, t.sort),
    check('partner_subways_walk_check', sql`${t.walkingTimeMinutes} >= 0`),
  ],
);

export const partnerOperationTimes = pgTable(
  'partner_operation_times',
  {
    partnerId: partnerId(),
    dayKey: text('day_key').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.dayKey] }),
    check('partner_operation_times_day_check', isOneOf(t.dayKey, OPERATION_DAY_KEYS)),
    check('partner_operation_times_range_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const partnerBenefits = pgTable(
  'partner_benefits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: partnerId(),
    tag: text('tag').notNull(),
    iconUrl: text('icon_url'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('partner_benefits_partner_idx').on(t.partnerId, t.sort)],
);

export const partnerSpecialFeatures = pgTable(
  'partner_special_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    partnerId: partnerId(),
    icon: text('icon').notNull(),
    features: text('features').array().notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('partner_special_features_partner_idx').on(t.partnerId, t.sort)],
);
