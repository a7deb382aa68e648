import type { SlotWatch, WatchedSlot } from '@wedding/domain/slot-watch';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { inHousehold } from '../couples/household.ts';

// The watches' reads and writes (issue 28 §5), and the fan-out's reads: the changed slots, the watches that may
// match them (by hall and region, narrowed by month in SQL), and who liked a slot whose price fell.

export type WatchRow = SlotWatch & {
  id: number;
  uuid: string;
  customerId: number;
  hall: { uuid: string; name: string } | null;
  createdAt: Date;
};

export type FanoutSlot = WatchedSlot & { id: number; hallName: string; partnerUuid: string; state: string };

type RawWatch = {
  id: number;
  uuid: string;
  customer_id: number;
  partner_id: number | null;
  partner_uuid: string | null;
  biz_name: string | null;
  region: string | null;
  months: string[];
  days: string[];
  times: string[];
  min_guests: number | null;
  max_guests: number | null;
  max_price: number | null;
  created_at: Date | string;
};

const toWatch = (r: RawWatch): WatchRow => ({
  id: Number(r.id),
  uuid: r.uuid,
  customerId: Number(r.customer_id),
  partnerId: r.partner_id === null ? null : Number(r.partner_id),
  hall: r.partner_uuid && r.biz_name ? { uuid: r.partner_uuid, name: r.biz_name } : null,
  region: r.region,
  months: r.months,
  days: r.days as SlotWatch['days'],
  times: r.times,
  minGuests: r.min_guests,
  maxGuests: r.max_guests,
  maxPrice: r.max_price,
  createdAt: new Date(r.created_at),
});

const WATCH_SELECT = sql`SELECT w.id, w.uuid, w.customer_id, w.partner_id, p.uuid AS partner_uuid, p.biz_name, w.region,
    w.months, w.days, w.times, w.min_guests, w.max_guests, w.max_price, w.created_at
  FROM slot_watches w LEFT JOIN partners p ON p.id = w.partner_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

export type WatchInput = SlotWatch;

export type SlotWatchRepository = {
  /** A wedding hall's id by its public uuid; null when none (or not a wedding hall). */
  hallIdByUuid(uuid: string): Promise<number | null>;
  list(customerId: number): Promise<WatchRow[]>;
  find(customerId: number, uuid: string): Promise<WatchRow | null>;
  /** Inserts when the couple keeps fewer than `max` watches (counted under a lock on the couple); null otherwise. */
  insert(customerId: number, input: WatchInput, max: number): Promise<WatchRow | null>;
  update(customerId: number, uuid: string, input: WatchInput, now: Date): Promise<WatchRow | null>;
  remove(customerId: number, uuid: string): Promise<boolean>;
  /** The slots as they are now, with their hall's words. */
  slots(ids: readonly number[]): Promise<FanoutSlot[]>;
  /** Watches of these halls or regions wanting one of these months (the SQL prefilter of the fan-out). */
  candidates(partnerIds: readonly number[], regions: readonly string[], months: readonly string[]): Promise<WatchRow[]>;
  /** (couple, slot) pairs of likes on these slots. */
  likers(slotIds: readonly number[]): Promise<{ customerId: number; slotId: number }[]>;
  /** Runs `run` in one transaction: the fan-out's notifications are written in batches, each its own. */
  transaction<T>(run: (tx: Db) => Promise<T>): Promise<T>;
};

export function createSlotWatchRepository(db: Db): SlotWatchRepository {
  const values = (input: WatchInput) =>
    sql`${input.partnerId}, ${input.region}, ${textArray(input.months)}, ${textArray(input.days)}, ${textArray(input.times)},
        ${input.minGuests}, ${input.maxGuests}, ${input.maxPrice}`;
  const findById = async (tx: Db, id: number) => {
    const [row] = await queryRows<RawWatch>(tx, sql`${WATCH_SELECT} WHERE w.id = ${id}`);
    return row ? toWatch(row) : null;
  };
  return {
    async hallIdByUuid(uuid) {
      // Not a uuid at all: no hall (the cast below would refuse it as an error, not as "none").
      if (!UUID.test(uuid)) return null;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM partners WHERE uuid = ${uuid}::uuid AND type = 2`,
      );
      return row ? Number(row.id) : null;
    },

    async list(customerId) {
      const rows = await queryRows<RawWatch>(
        db,
        sql`${WATCH_SELECT} WHERE ${inHousehold(sql`w.customer_id`, customerId)} ORDER BY w.id DESC`,
      );
      return rows.map(toWatch);
    },

    async find(customerId, uuid) {
      const [row] = await queryRows<RawWatch>(
        db,
        sql`${WATCH_SELECT} WHERE ${inHousehold(sql`w.customer_id`, customerId)} AND w.uuid::text = ${uuid}`,
      );
      return row ? toWatch(row) : null;
    },

    async insert(customerId, input, max) {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // Two creates at once take turns on the couple's rows (both of a linked couple, in id order), so the limit,
        // counted over the household's shared watches (issue 30 §1), holds.
        await tx.execute(
          sql`SELECT id FROM customers WHERE ${inHousehold(sql`id`, customerId)} ORDER BY id FOR UPDATE`,
        );
        const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM slot_watches WHERE ${inHousehold(sql`customer_id`, customerId)}`,
        );
        if (Number(n) >= max) return null;
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO slot_watches (customer_id, partner_id, region, months, days, times, min_guests, max_guests, max_price)
              VALUES (${customerId}, ${values(input)}) RETURNING id`,
        );
        return findById(tx, Number(row!.id));
      });
    },

    async update(customerId, uuid, input, now) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`UPDATE slot_watches SET partner_id = ${input.partnerId}, region = ${input.region},
              months = ${textArray(input.months)}, days = ${textArray(input.days)}, times = ${textArray(input.times)},
              min_guests = ${input.minGuests}, max_guests = ${input.maxGuests}, max_price = ${input.maxPrice},
              updated_at = ${now}
            WHERE ${inHousehold(sql`customer_id`, customerId)} AND uuid::text = ${uuid} RETURNING id`,
      );
      return row ? findById(db, Number(row.id)) : null;
    },

    async remove(customerId, uuid) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`DELETE FROM slot_watches WHERE ${inHousehold(sql`customer_id`, customerId)} AND uuid::text = ${uuid} RETURNING id`,
      );
      return rows.length > 0;
    },

    async slots(ids) {
      if (ids.length === 0) return [];
      const rows = await queryRows<{
        id: number;
        partner_id: number;
        partner_uuid: string;
        biz_name: string;
        region: string;
        wedding_date: string;
        wedding_time: string;
        day_of_week: string;
        guarantee: number;
        final_price: number;
        state: string;
      }>(
        db,
        sql`SELECT w.id, w.partner_id, p.uuid::text AS partner_uuid, p.biz_name, w.region, w.wedding_date::text AS wedding_date,
                   to_char(w.wedding_time, 'HH24:MI') AS wedding_time, w.day_of_week, w.guarantee, w.final_price, w.state
            FROM wedding_days w JOIN partners p ON p.id = w.partner_id
            WHERE w.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        partnerId: Number(r.partner_id),
        partnerUuid: r.partner_uuid,
        hallName: r.biz_name,
        region: r.region,
        weddingDate: r.wedding_date,
        weddingTime: r.wedding_time,
        dayOfWeek: r.day_of_week,
        guarantee: Number(r.guarantee),
        finalPrice: Number(r.final_price),
        state: r.state,
      }));
    },

    async candidates(partnerIds, regions, months) {
      if (months.length === 0 || (partnerIds.length === 0 && regions.length === 0)) return [];
      const list = (xs: readonly (string | number)[]) =>
        sql.join(
          xs.map((x) => sql`${x}`),
          sql`, `,
        );
      // Two index scans (partner_id, region) joined by UNION ALL: a watch has one target, so no row comes twice.
      const byHall = partnerIds.length
        ? sql`${WATCH_SELECT} WHERE w.partner_id IN (${list(partnerIds)}) AND w.months && ${textArray(months)}`
        : null;
      const byRegion = regions.length
        ? sql`${WATCH_SELECT} WHERE w.region IN (${list(regions)}) AND w.months && ${textArray(months)}`
        : null;
      const query = byHall && byRegion ? sql`${byHall} UNION ALL ${byRegion}` : (byHall ?? byRegion)!;
      return (await queryRows<RawWatch>(db, query)).map(toWatch);
    },

    async likers(slotIds) {
      if (slotIds.length === 0) return [];
      const rows = await queryRows<{ customer_id: number; wedding_day_id: number }>(
        db,
        sql`SELECT customer_id, wedding_day_id FROM wedding_day_likes WHERE wedding_day_id IN (${sql.join(
          slotIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return rows.map((r) => ({ customerId: Number(r.customer_id), slotId: Number(r.wedding_day_id) }));
    },

    transaction: (run) => db.transaction((txn) => run(txn as unknown as Db)),
  };
}
