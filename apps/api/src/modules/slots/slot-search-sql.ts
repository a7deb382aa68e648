import { PARTNER_TYPE, type SlotSort } from '@wedding/domain/enums';
import { type SQL, sql } from 'drizzle-orm';
import { inHousehold } from '../couples/household.ts';
import { hallLevelMatches } from '../halls/level-sql.ts';
import {
  partnerListedAs,
  partnerListedColumn,
  slotPartnerListed,
  unlistedPartnerIdsSql as unlistedIds,
} from '../partners/listed-sql.ts';
import type { SlotCriteria } from './slot-criteria.ts';

// The slot search as SQL, kept apart from the repository so the benchmark (scripts/bench/slot-search.ts)
// measures exactly the statements the API sends. Columns are named raw: the page query is a derived table.

/**
 * Each sort is a total order (id last), so OFFSET paging never repeats or skips a slot; each DESC sort is its
 * ASC sort read backwards, so one partial index serves both directions (decision 0010).
 */
const SORT_KEYS: Record<SlotSort, { columns: readonly string[]; direction: 'ASC' | 'DESC' }> = {
  FINAL_PRICE_ASC: { columns: ['final_price', 'id'], direction: 'ASC' },
  FINAL_PRICE_DESC: { columns: ['final_price', 'id'], direction: 'DESC' },
  GUARANTEE_ASC: { columns: ['guarantee', 'id'], direction: 'ASC' },
  GUARANTEE_DESC: { columns: ['guarantee', 'id'], direction: 'DESC' },
  WEDDING_TIME_ASC: { columns: ['wedding_time', 'wedding_date', 'id'], direction: 'ASC' },
  WEDDING_TIME_DESC: { columns: ['wedding_time', 'wedding_date', 'id'], direction: 'DESC' },
};

const COLUMN_TYPES: Record<string, string> = {
  final_price: 'int',
  guarantee: 'int',
  wedding_time: 'time',
  wedding_date: 'date',
  id: 'bigint',
};

function orderBy(sort: SlotSort, alias: string): SQL {
  const { columns, direction } = SORT_KEYS[sort];
  return sql.raw(columns.map((c) => `${alias}.${c} ${direction}`).join(', '));
}

/** The values of a row's sort columns, in order: where the next page starts (keyset paging). */
export type SlotCursor = (string | number)[];

export function cursorOf(sort: SlotSort, row: Record<string, unknown>): SlotCursor {
  return SORT_KEYS[sort].columns.map((c) => row[c] as string | number);
}

/** Rows strictly after the cursor in the sort's order; a row comparison the sort index reads as its start. */
function afterCursor(sort: SlotSort, cursor: SlotCursor): SQL {
  const { columns, direction } = SORT_KEYS[sort];
  const values = columns.map((c, i) => sql`${cursor[i]}::${sql.raw(COLUMN_TYPES[c]!)}`);
  return sql`(${sql.raw(columns.map((c) => `w.${c}`).join(', '))}) ${sql.raw(direction === 'ASC' ? '>' : '<')} (${sql.join(values, sql`, `)})`;
}

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The WHERE clause over `wedding_days` (alias w) for open slots matching the criteria. */
function slotWhere(c: SlotCriteria): SQL {
  const parts: SQL[] = [sql`w.state = 'OPEN'`];
  const dates = c.dateRanges.map((r) =>
    r.to === null
      ? sql`w.wedding_date >= ${r.from}::date`
      : sql`w.wedding_date BETWEEN ${r.from}::date AND ${r.to}::date`,
  );
  parts.push(dates.length === 1 ? dates[0]! : sql`(${sql.join(dates, sql` OR `)})`);
  // One hall as an equality: its own index range, already in price order (PostgreSQL 15 cannot read
  // `= ANY(array)` in index order).
  if (c.partnerIds?.length === 1) parts.push(sql`w.partner_id = ${c.partnerIds[0]}::int`);
  else if (c.partnerIds) parts.push(sql`w.partner_id = ANY(${sql.param(c.partnerIds)}::int[])`);
  if (c.region !== null) parts.push(sql`w.region = ${c.region}`);
  if (c.subRegion !== null) parts.push(sql`w.sub_region = ${c.subRegion}`);
  if (c.dayOfWeeks) parts.push(sql`w.day_of_week = ANY(${textArray(c.dayOfWeeks)})`);
  if (c.weddingTimes) parts.push(sql`w.wedding_time = ANY(${sql.param(c.weddingTimes)}::time[])`);
  if (c.minGuarantee !== null) parts.push(sql`w.guarantee >= ${c.minGuarantee}`);
  if (c.maxGuarantee !== null) parts.push(sql`w.guarantee <= ${c.maxGuarantee}`);
  if (c.minRentalPrice !== null) parts.push(sql`w.rental_price >= ${c.minRentalPrice}`);
  if (c.maxRentalPrice !== null) parts.push(sql`w.rental_price <= ${c.maxRentalPrice}`);
  if (c.minMealPrice !== null) parts.push(sql`w.meal_price >= ${c.minMealPrice}`);
  if (c.maxMealPrice !== null) parts.push(sql`w.meal_price <= ${c.maxMealPrice}`);
  if (c.discounted) parts.push(sql`w.discount_rate > 0`);
  // Paused partners' slots leave the lists (issue 29 §4); the list is short (usually empty), so a filter.
  if (c.excludedPartnerIds?.length) parts.push(sql`w.partner_id <> ALL(${sql.param(c.excludedPartnerIds)}::int[])`);
  return sql.join(parts, sql` AND `);
}

/** What a slot card shows, joined from its hall and room; `w` is the slot. */
const SLOT_COLUMNS = sql.raw(`
  w.id, p.uuid AS partner_uuid, p.biz_name, p.cover_url,
  ih.uuid AS individual_hall_uuid, ih.name AS hall_name, ih.images[1] AS hall_image,
  w.region, w.sub_region, w.wedding_date::text AS wedding_date, w.wedding_time::text AS wedding_time,
  w.guarantee, w.rental_price, w.flower_price, w.meal_price, w.final_price, w.discount_rate, p.contract_used`);

const SLOT_JOINS = sql.raw(`
  JOIN partners p ON p.id = w.partner_id
  JOIN individual_halls ih ON ih.id = w.individual_hall_id`);

/** Whether the viewer's household liked the slot (issue 30 §1: a couple's likes are shared); a guest has liked nothing. */
const isLike = (viewerId: number | null) =>
  viewerId === null
    ? sql`false AS is_like`
    : sql`EXISTS (SELECT 1 FROM wedding_day_likes l WHERE l.wedding_day_id = w.id AND ${inHousehold(sql`l.customer_id`, viewerId)}) AS is_like`;

export type SlotPageInput = {
  sort: SlotSort;
  limit: number;
  /** Rows to skip; ignored when `after` is given. */
  offset: number;
  /** The previous page's last row: the page then starts right after it, whatever its number. */
  after?: SlotCursor | null;
  viewerId: number | null;
};

/**
 * One page. The inner query picks the page's ids from the covering wedding_days indexes alone (an index-only
 * scan); only those rows are then read and joined, so OFFSET skips index entries rather than joined rows.
 * With a cursor the page starts right after the previous page's last row, as cheap as the first page.
 */
export function slotPageSql(c: SlotCriteria, input: SlotPageInput): SQL {
  const where = input.after ? sql`${slotWhere(c)} AND ${afterCursor(input.sort, input.after)}` : slotWhere(c);
  const offset = input.after ? sql`` : sql` OFFSET ${input.offset}`;
  return sql`
    SELECT ${SLOT_COLUMNS}, ${isLike(input.viewerId)}
    FROM (
      SELECT w.id FROM wedding_days w
      WHERE ${where}
      ORDER BY ${orderBy(input.sort, 'w')}
      LIMIT ${input.limit}${offset}
    ) page
    JOIN wedding_days w ON w.id = page.id
    ${SLOT_JOINS}
    ORDER BY ${orderBy(input.sort, 'w')}`;
}

/** Counts matches up to `cap` + 1 (decision 0022): the count stops reading the index there. */
export function slotCountSql(c: SlotCriteria, cap: number): SQL {
  return sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM wedding_days w WHERE ${slotWhere(c)} LIMIT ${cap + 1}) capped`;
}

/** One slot in any state, by id. */
export function slotDetailSql(id: number, viewerId: number | null): SQL {
  return sql`
    SELECT ${SLOT_COLUMNS}, ${isLike(viewerId)},
      w.partner_id, w.day_of_week, w.state, p.consulting_slots_displayed, p.consulting_used
    FROM wedding_days w
    ${SLOT_JOINS}
    WHERE w.id = ${id}`;
}

/** A room's nearest open slots from `fromDate`, soonest first (the individual-hall page). */
export function roomSlotsSql(input: {
  individualHallId: number;
  fromDate: string;
  limit: number;
  viewerId: number | null;
}): SQL {
  return sql`
    SELECT ${SLOT_COLUMNS}, ${isLike(input.viewerId)}
    FROM wedding_days w
    ${SLOT_JOINS}
    WHERE w.individual_hall_id = ${input.individualHallId} AND w.state = 'OPEN' AND w.wedding_date >= ${input.fromDate}::date
    ORDER BY w.wedding_date, w.wedding_time
    LIMIT ${input.limit}`;
}

/**
 * A customer's household's liked slots (both of a linked couple, issue 30 §1), newest like first, with whether each can still be had (open, today or later, and its
 * hall listed: a paused hall's liked slots stay, marked closed, issue 29 §4).
 */
export function likedSlotsSql(input: { customerId: number; today: string; offset: number; limit: number }): SQL {
  return sql`
    SELECT ${SLOT_COLUMNS}, true AS is_like,
      (w.state = 'OPEN' AND w.wedding_date >= ${input.today}::date AND ${slotPartnerListed('w')}) AS available,
      to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS liked_at
    FROM ${householdSlotLikes(input.customerId)} l
    JOIN wedding_days w ON w.id = l.wedding_day_id
    ${SLOT_JOINS}
    ORDER BY l.created_at DESC, l.wedding_day_id DESC
    LIMIT ${input.limit} OFFSET ${input.offset}`;
}

/**
 * The household's slot likes, one per slot: a couple who both liked a slot before linking see it once, at the
 * earlier like (likes made while linked never double, decision 0061).
 */
export function householdSlotLikes(customerId: number): SQL {
  return sql`(SELECT wedding_day_id, min(created_at) AS created_at FROM wedding_day_likes
    WHERE ${inHousehold(sql`customer_id`, customerId)} GROUP BY wedding_day_id)`;
}

/** The partner-level chips; within a group any value matches (array overlap), across groups all must. */
export type PartnerFilter = {
  partnerUuid?: string;
  styles?: readonly string[];
  mealTypes?: readonly string[];
  ceremonyTypes?: readonly string[];
  trafficTypes?: readonly string[];
  levels?: readonly string[];
  tags?: readonly string[];
};

export function hasPartnerFilter(f: PartnerFilter): boolean {
  return (
    f.partnerUuid !== undefined ||
    [f.styles, f.mealTypes, f.ceremonyTypes, f.trafficTypes, f.levels, f.tags].some((list) => (list?.length ?? 0) > 0)
  );
}

/** `listed` false: a DRAFT or paused hall (issue 29 §4), whose own page lists no slots. */
export function partnerByUuidSql(uuid: string): SQL {
  return sql`SELECT p.id, p.type, ${partnerListedColumn('p')} AS listed FROM partners p WHERE p.uuid = ${uuid}::uuid`;
}

/** Ids of partners that are not listed (DRAFT or paused, issue 29 §4), whose slots leave the lists. */
export function unlistedPartnerIdsSql(): SQL {
  return unlistedIds();
}

/** Ids of the wedding halls matching the partner-level chips (about a thousand rows at most: no index needed). */
export function partnerIdsSql(f: PartnerFilter): SQL {
  const parts: SQL[] = [sql`p.type = ${PARTNER_TYPE.WEDDING_HALL}`, partnerListedAs('p')];
  if (f.partnerUuid !== undefined) parts.push(sql`p.uuid = ${f.partnerUuid}::uuid`);
  const overlaps: [string, readonly string[] | undefined][] = [
    ['styles', f.styles],
    ['meal_types', f.mealTypes],
    ['ceremony_types', f.ceremonyTypes],
    ['traffic_types', f.trafficTypes],
    ['extra_tags', f.tags],
  ];
  for (const [column, values] of overlaps) {
    if (values?.length) parts.push(sql`p.${sql.identifier(column)} && ${textArray(values)}`);
  }
  if (f.levels?.length) parts.push(hallLevelMatches(f.levels, 'p'));
  return sql`SELECT p.id FROM partners p WHERE ${sql.join(parts, sql` AND `)} ORDER BY p.id`;
}
