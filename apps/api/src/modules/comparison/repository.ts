import { REVIEW_BLOCK_STATE, REVIEW_STATE } from '@wedding/domain/enums';
import type { ComparisonKind } from '@wedding/domain/hall-comparison';
import type { PenaltyRow } from '@wedding/domain/penalty-table';
import type { DisclosureItem } from '@wedding/domain/price-disclosure';
import type { WeddingBudget } from '@wedding/domain/wedding-budget';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers } from '../../db/schema/index.ts';
import { partnerPublicAs } from '../partners/listed-sql.ts';

/** One compared item's public figures as stored; the service maps them to the comparison's terms. */
export type ComparisonRow = {
  partner_uuid: string;
  partner_type: number;
  biz_name: string;
  cover_url: string | null;
  deposit: number;
  partner_discount_rate: number;
  review_count: number;
  styles: string[];
  profile_id: number | null;
  lat: number | null;
  lng: number | null;
  min_personnel: number | null;
  max_personnel: number | null;
  room_uuid: string | null;
  room_name: string | null;
  room_image: string | null;
  rental_fee: number | null;
  meal_fee: number | null;
  adult_drink_fee: number | null;
  min_guarantee: number | null;
  max_guarantee: number | null;
  style: string | null;
  items: DisclosureItem[] | null;
  penalties: PenaltyRow[] | null;
  rating: string | number | null;
  slot_id: number | null;
  wedding_date: string | null;
  wedding_time: string | null;
  slot_guarantee: number | null;
  rental_price: number | null;
  flower_price: number | null;
  meal_price: number | null;
  slot_discount_rate: number | null;
};

export type ComparisonRepository = {
  /** The item's row, or null when there is no such public hall, room or slot. */
  find(kind: ComparisonKind, id: string): Promise<ComparisonRow | null>;
  budgetOf(customerId: number): Promise<WeddingBudget>;
  saveBudget(customerId: number, budget: WeddingBudget): Promise<WeddingBudget>;
};

// A review's score is the mean of its rating lines; the hall's, the mean of its shown reviews' scores (the same
// reviews its page lists: normal or notice, not blinded, not removed by an operator).
const RATING = sql.raw(`(
  SELECT avg(s.score) FROM (
    SELECT (SELECT avg((e->>'v')::numeric) FROM jsonb_array_elements(r.ratings) e) AS score
    FROM reviews r
    WHERE r.partner_id = p.id AND r.state IN (${REVIEW_STATE.NORMAL}, ${REVIEW_STATE.NOTICE})
      AND r.block_state = ${REVIEW_BLOCK_STATE.NORMAL} AND r.removed_at IS NULL
  ) s WHERE s.score IS NOT NULL
)`);

const SELECT = sql`
  SELECT p.uuid AS partner_uuid, p.type AS partner_type, p.biz_name, p.cover_url, p.deposit,
    p.discount_rate AS partner_discount_rate, p.review_count, p.styles,
    pp.id AS profile_id, pp.lat, pp.lng, pp.min_personnel, pp.max_personnel,
    ih.uuid AS room_uuid, ih.name AS room_name, ih.images[1] AS room_image, ih.rental_fee, ih.meal_fee,
    ih.adult_drink_fee, ih.min_guarantee, ih.max_guarantee, ih.style,
    pd.items, pd.penalties, ${RATING} AS rating`;

const SLOT_COLUMNS = sql`, w.id AS slot_id, w.wedding_date::text AS wedding_date,
    to_char(w.wedding_time, 'HH24:MI') AS wedding_time, w.guarantee AS slot_guarantee, w.rental_price,
    w.flower_price, w.meal_price, w.discount_rate AS slot_discount_rate`;

const NO_SLOT = sql`, NULL::bigint AS slot_id, NULL::text AS wedding_date, NULL::text AS wedding_time,
    NULL::int AS slot_guarantee, NULL::int AS rental_price, NULL::int AS flower_price, NULL::int AS meal_price,
    NULL::int AS slot_discount_rate`;

const JOINS = sql`
  LEFT JOIN partner_profiles pp ON pp.partner_id = p.id
  LEFT JOIN price_disclosures pd ON pd.partner_id = p.id`;

export function createComparisonRepository(db: Db): ComparisonRepository {
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<ComparisonRow>(db, query))[0] ?? null;
  return {
    find(kind, id) {
      const listed = partnerPublicAs('p');
      if (kind === 'slot')
        return one(sql`${SELECT}${SLOT_COLUMNS}
          FROM wedding_days w JOIN individual_halls ih ON ih.id = w.individual_hall_id
          JOIN partners p ON p.id = w.partner_id ${JOINS}
          WHERE w.id = ${Number(id)} AND ${listed}`);
      if (kind === 'room')
        return one(sql`${SELECT}${NO_SLOT}
          FROM individual_halls ih JOIN partners p ON p.id = ih.partner_id ${JOINS}
          WHERE ih.uuid = ${id}::uuid AND ${listed}`);
      // A hall is compared by its first room (the console's order), the one its page shows first.
      return one(sql`${SELECT}${NO_SLOT}
        FROM partners p
        LEFT JOIN LATERAL (SELECT * FROM individual_halls x WHERE x.partner_id = p.id ORDER BY x.sort, x.id LIMIT 1) ih ON true
        ${JOINS}
        WHERE p.uuid = ${id}::uuid AND ${listed}`);
    },
    async budgetOf(customerId) {
      const [row] = await db
        .select({ expectedGuests: customers.expectedGuests, budgetCeiling: customers.budgetCeiling })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? { expectedGuests: null, budgetCeiling: null };
    },
    async saveBudget(customerId, budget) {
      const [row] = await db
        .update(customers)
        .set({ expectedGuests: budget.expectedGuests, budgetCeiling: budget.budgetCeiling, updatedAt: new Date() })
        .where(eq(customers.id, customerId))
        .returning({ expectedGuests: customers.expectedGuests, budgetCeiling: customers.budgetCeiling });
      return row ?? budget;
    },
  };
}

/** The published disclosure items of these halls (by uuid); a hall without a disclosure is absent. */
export function createDisclosureLookup(db: Db) {
  return async (partnerUuids: readonly string[]): Promise<Map<string, DisclosureItem[] | null>> => {
    if (partnerUuids.length === 0) return new Map();
    const rows = await queryRows<{ uuid: string; items: DisclosureItem[] }>(
      db,
      sql`SELECT p.uuid, pd.items FROM partners p JOIN price_disclosures pd ON pd.partner_id = p.id
          WHERE p.uuid = ANY(${`{${partnerUuids.join(',')}}`}::uuid[])`,
    );
    return new Map(rows.map((r) => [r.uuid, r.items]));
  };
}
