import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { weddingDayLikes, weddingDays } from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';
import type { SlotCriteria } from './slot-criteria.ts';
import {
  householdSlotLikes,
  likedSlotsSql,
  type PartnerFilter,
  partnerByUuidSql,
  partnerIdsSql,
  roomSlotsSql,
  type SlotPageInput,
  slotCountSql,
  slotDetailSql,
  slotPageSql,
  unlistedPartnerIdsSql,
} from './slot-search-sql.ts';

/** A slot row as the search SQL returns it (snake_case, see slot-search-sql.ts). */
export type SlotRow = {
  id: number | string;
  partner_uuid: string;
  biz_name: string;
  cover_url: string | null;
  individual_hall_uuid: string;
  hall_name: string;
  hall_image: string | null;
  region: string;
  sub_region: string | null;
  wedding_date: string;
  /** 'HH:MM:SS'. */
  wedding_time: string;
  guarantee: number;
  rental_price: number;
  flower_price: number;
  meal_price: number;
  final_price: number;
  discount_rate: number;
  /** Whether the hall takes contracts: its slots can be held at once (issue 12). */
  contract_used: boolean;
  is_like: boolean;
};

export type LikedSlotRow = SlotRow & { available: boolean; liked_at: string };

export type SlotDetailRow = SlotRow & {
  partner_id: number;
  day_of_week: string;
  state: string;
  consulting_slots_displayed: boolean;
  consulting_used: boolean;
};

export type SlotRepository = {
  findPartnerIds(filter: PartnerFilter): Promise<number[]>;
  findPartnerByUuid(uuid: string): Promise<{ id: number; type: number; listed: boolean } | null>;
  /** Ids of partners that are not listed: DRAFT or paused (issue 29 §4). */
  findUnlistedPartnerIds(): Promise<number[]>;
  findSlotPage(criteria: SlotCriteria, input: SlotPageInput): Promise<SlotRow[]>;
  /** The number of matches, exact up to `cap`; `cap + 1` means more than `cap`. */
  countSlots(criteria: SlotCriteria, cap: number): Promise<number>;
  findSlot(id: number, viewerId: number | null): Promise<SlotDetailRow | null>;
  findRoomSlots(input: {
    individualHallId: number;
    fromDate: string;
    limit: number;
    viewerId: number | null;
  }): Promise<SlotRow[]>;
  /** The customer's liked slots, newest like first. */
  findLikedSlots(input: { customerId: number; today: string; offset: number; limit: number }): Promise<LikedSlotRow[]>;
  countLikedSlots(customerId: number): Promise<number>;
  /** False when there is no such slot. Liking twice keeps one like. */
  addLike(input: { customerId: number; weddingDayId: number }): Promise<boolean>;
  /** False when there is no such slot. */
  removeLike(input: { customerId: number; weddingDayId: number }): Promise<boolean>;
};

export function createSlotRepository(db: Db): SlotRepository {
  return {
    async findPartnerIds(filter) {
      const rows = await queryRows<{ id: number }>(db, partnerIdsSql(filter));
      return rows.map((r) => r.id);
    },

    async findPartnerByUuid(uuid) {
      const [row] = await queryRows<{ id: number; type: number; listed: boolean }>(db, partnerByUuidSql(uuid));
      return row ?? null;
    },

    async findUnlistedPartnerIds() {
      const rows = await queryRows<{ id: number }>(db, unlistedPartnerIdsSql());
      return rows.map((r) => r.id);
    },

    findSlotPage: (criteria, input) => queryRows<SlotRow>(db, slotPageSql(criteria, input)),
    findRoomSlots: (input) => queryRows<SlotRow>(db, roomSlotsSql(input)),
    findLikedSlots: (input) => queryRows<LikedSlotRow>(db, likedSlotsSql(input)),
    async countLikedSlots(customerId) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${householdSlotLikes(customerId)} l`,
      );
      return row?.n ?? 0;
    },

    async countSlots(criteria, cap) {
      // Counting hundreds of thousands of slots is cheapest inside the covering indexes (index-only scans:
      // about half the time of a bitmap scan, which reads the table too). The planner's default costs
      // (random_page_cost 4) pick a sequential or bitmap scan of the table instead; this count must not.
      return db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const [row] = await queryRows<{ total: number }>(tx as unknown as Db, slotCountSql(criteria, cap));
        return Number(row?.total ?? 0);
      });
    },

    async findSlot(id, viewerId) {
      const [row] = await queryRows<SlotDetailRow>(db, slotDetailSql(id, viewerId));
      return row ?? null;
    },

    async addLike({ customerId, weddingDayId }) {
      try {
        // Inserted only for an existing slot; the primary key (customer, slot) makes a second like a no-op, and a
        // slot the linked partner already liked is the couple's like already (issue 30 §1, decision 0061).
        const inserted = await queryRows(
          db,
          sql`INSERT INTO wedding_day_likes (customer_id, wedding_day_id)
              SELECT ${customerId}::int, w.id FROM wedding_days w WHERE w.id = ${weddingDayId}
                AND NOT EXISTS (SELECT 1 FROM wedding_day_likes l
                  WHERE l.wedding_day_id = w.id AND ${inHousehold(sql`l.customer_id`, customerId)})
              ON CONFLICT DO NOTHING RETURNING wedding_day_id`,
        );
        return inserted.length > 0 || (await slotExists(db, weddingDayId));
      } catch (error) {
        // The slot was deleted between the select and the insert.
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async removeLike({ customerId, weddingDayId }) {
      // Unliking by either of a couple removes the couple's like: both rows (decision 0061).
      const deleted = await db
        .delete(weddingDayLikes)
        .where(and(inHousehold(weddingDayLikes.customerId, customerId), eq(weddingDayLikes.weddingDayId, weddingDayId)))
        .returning({ id: weddingDayLikes.weddingDayId });
      return deleted.length > 0 || (await slotExists(db, weddingDayId));
    },
  };
}

async function slotExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: weddingDays.id }).from(weddingDays).where(eq(weddingDays.id, id));
  return row !== undefined;
}

/** A like for a slot deleted meanwhile: the SQLSTATE sits on the error or down Drizzle's cause chain. */
function isForeignKeyViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
