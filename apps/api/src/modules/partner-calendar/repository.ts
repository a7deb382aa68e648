import type { WeddingDayOfWeek } from '@wedding/domain/enums';
import type { PriceRule, SlotException, SlotPrice, WeeklyPlan } from '@wedding/domain/slot-calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type AuditEntry, recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

// The calendar's only Drizzle user. Every query names the partner (or a hall already found under it), so another
// partner's ids find nothing. Writes run inside `transaction`, which first locks the individual hall's row:
// two console writes on one hall take turns, and each locks the slots it changes (FOR UPDATE), the same rows a
// couple's hold locks, so a hold and a reprice never cross.

export type CalendarHall = { id: number; partnerId: number; name: string; region: string; subRegion: string | null };

export type SlotRow = {
  id: number;
  wedding_date: string;
  wedding_time: string;
  day_of_week: string;
  state: string;
  rental_price: number;
  meal_price: number;
  flower_price: number;
  guarantee: number;
  discount_rate: number;
  final_price: number;
};

export type NewSlot = {
  date: string;
  time: string;
  dayOfWeek: WeddingDayOfWeek;
  price: SlotPrice;
  finalPrice: number;
  open: boolean;
};

const SLOT_COLUMNS = sql.raw(
  `id::int AS id, wedding_date::text AS wedding_date, to_char(wedding_time, 'HH24:MI') AS wedding_time, day_of_week, state,
   rental_price, meal_price, flower_price, guarantee, discount_rate, final_price`,
);

export type CalendarTx = {
  /** The transaction itself, for work that must commit with the change (the watch fan-out's job, issue 28 §5). */
  db: Db;
  /** Slots of the hall in [from, to], locked. */
  lockSlots(hallId: number, from: string, to: string): Promise<SlotRow[]>;
  /** One slot of the partner, locked, with its hall; null when the id is not theirs. */
  lockSlot(partnerId: number, slotId: number): Promise<(SlotRow & { individual_hall_id: number }) | null>;
  lockSlotAt(hallId: number, date: string, time: string): Promise<SlotRow | null>;
  /** Sets an exception's state and/or price; undefined leaves that part as it is. */
  upsertException(
    hallId: number,
    date: string,
    time: string,
    change: { state?: 'OPEN' | 'CLOSED' | null; price?: SlotPrice },
  ): Promise<void>;
  updateSlot(
    id: number,
    change: { state?: 'OPEN' | 'CLOSED'; price?: SlotPrice; finalPrice?: number },
  ): Promise<SlotRow>;
  insertSlots(hall: CalendarHall, slots: readonly NewSlot[]): Promise<SlotRow[]>;
  loadPlan(hallId: number): Promise<WeeklyPlan>;
  replacePlan(hallId: number, plan: WeeklyPlan): Promise<void>;
  loadRules(hallId: number): Promise<PriceRule[]>;
  insertRule(hallId: number, rule: Omit<PriceRule, 'id'>): Promise<PriceRule>;
  deleteRule(hallId: number, ruleId: number): Promise<PriceRule | null>;
  loadExceptions(hallId: number, from: string, to: string): Promise<SlotException[]>;
  /** Claims an Idempotency-Key for this transaction; a key already used answers its stored hash and response. */
  claimKey(partnerId: number, key: string, hash: string): Promise<{ requestHash: string; response: unknown } | null>;
  storeKey(partnerId: number, key: string, response: unknown): Promise<void>;
  audit(staff: StaffPrincipal, entry: AuditEntry): Promise<void>;
  /** partners.min_price from the open slots, as the seed computes it (finalize.ts). */
  refreshMinPrice(partnerId: number): Promise<void>;
};

export type CalendarRepository = {
  listHalls(partnerId: number): Promise<{ halls: { id: number; name: string }[]; weddingOpenMonths: number | null }>;
  findHall(partnerId: number, hallId: number): Promise<CalendarHall | null>;
  monthSlots(hallId: number, from: string, to: string): Promise<SlotRow[]>;
  loadPlan(hallId: number): Promise<WeeklyPlan>;
  loadRules(hallId: number): Promise<PriceRule[]>;
  loadExceptions(hallId: number, from: string, to: string): Promise<SlotException[]>;
  slotsIn(hallId: number, from: string, to: string): Promise<SlotRow[]>;
  /** Runs `run` in one transaction after locking the partner's individual hall; null when it is not theirs. */
  transaction<T>(
    partnerId: number,
    hallId: number,
    run: (tx: CalendarTx, hall: CalendarHall) => Promise<T>,
  ): Promise<T | null>;
  /** The same for a slot id: the slot's hall, locked; null when the slot is not the partner's. */
  slotHallId(partnerId: number, slotId: number): Promise<number | null>;
};

const HALL_QUERY = (partnerId: number, hallId: number, lock: boolean) =>
  sql`SELECT h.id, h.partner_id AS "partnerId", h.name, p.region, p.sub_region AS "subRegion"
      FROM individual_halls h JOIN partners p ON p.id = h.partner_id
      WHERE h.id = ${hallId} AND h.partner_id = ${partnerId} AND p.type = 2${lock ? sql` FOR UPDATE OF h` : sql``}`;

type RuleRow = {
  id: number;
  name: string;
  season: 'PEAK' | 'OFF' | null;
  start_date: string | null;
  end_date: string | null;
  days: WeddingDayOfWeek[];
  time_from: string;
  time_to: string;
  rental_price: number;
  meal_price: number;
  drinks_included: boolean;
  flower_price: number;
  guarantee: number;
  discount_rate: number;
};

const toRule = (r: RuleRow): PriceRule => ({
  id: r.id,
  name: r.name,
  season: r.season,
  startDate: r.start_date,
  endDate: r.end_date,
  days: r.days,
  timeFrom: r.time_from,
  timeTo: r.time_to,
  rentalPrice: r.rental_price,
  mealPrice: r.meal_price,
  drinksIncluded: r.drinks_included,
  flowerPrice: r.flower_price,
  guarantee: r.guarantee,
  discountRate: r.discount_rate,
});

const RULE_COLUMNS = sql.raw(
  `id, name, season, start_date::text AS start_date, end_date::text AS end_date, days,
   to_char(time_from, 'HH24:MI') AS time_from, to_char(time_to, 'HH24:MI') AS time_to,
   rental_price, meal_price, drinks_included, flower_price, guarantee, discount_rate`,
);

function reads(db: Db) {
  return {
    async loadPlan(hallId: number): Promise<WeeklyPlan> {
      const rows = await queryRows<{ day_of_week: WeddingDayOfWeek; start_time: string }>(
        db,
        sql`SELECT day_of_week, to_char(start_time, 'HH24:MI') AS start_time FROM calendar_plan_times
            WHERE individual_hall_id = ${hallId} ORDER BY start_time`,
      );
      const plan: WeeklyPlan = { FRIDAY: [], SATURDAY: [], SUNDAY: [] };
      for (const r of rows) plan[r.day_of_week].push(r.start_time);
      return plan;
    },
    async loadRules(hallId: number) {
      const rows = await queryRows<RuleRow>(
        db,
        sql`SELECT ${RULE_COLUMNS} FROM calendar_price_rules WHERE individual_hall_id = ${hallId} ORDER BY id`,
      );
      return rows.map(toRule);
    },
    async loadExceptions(hallId: number, from: string, to: string): Promise<SlotException[]> {
      const rows = await queryRows<{
        date: string;
        time: string;
        state: 'OPEN' | 'CLOSED' | null;
        rental_price: number | null;
        meal_price: number;
        flower_price: number;
        guarantee: number;
        discount_rate: number;
      }>(
        db,
        sql`SELECT wedding_date::text AS date, to_char(wedding_time, 'HH24:MI') AS time, state,
                   rental_price, meal_price, flower_price, guarantee, discount_rate
            FROM calendar_exceptions
            WHERE individual_hall_id = ${hallId} AND wedding_date BETWEEN ${from} AND ${to}`,
      );
      return rows.map((r) => ({
        date: r.date,
        time: r.time,
        state: r.state,
        price:
          r.rental_price === null
            ? null
            : {
                rentalPrice: r.rental_price,
                mealPrice: r.meal_price,
                flowerPrice: r.flower_price,
                guarantee: r.guarantee,
                discountRate: r.discount_rate,
              },
      }));
    },
    async slotsIn(hallId: number, from: string, to: string, lock = false) {
      return queryRows<SlotRow>(
        db,
        sql`SELECT ${SLOT_COLUMNS} FROM wedding_days
            WHERE individual_hall_id = ${hallId} AND wedding_date BETWEEN ${from} AND ${to}
            ORDER BY wedding_date, wedding_time${lock ? sql` FOR UPDATE` : sql``}`,
      );
    },
  };
}

function txOps(tx: Db): CalendarTx {
  const r = reads(tx);
  return {
    db: tx,
    lockSlots: (hallId, from, to) => r.slotsIn(hallId, from, to, true),
    async lockSlot(partnerId, slotId) {
      const [row] = await queryRows<SlotRow & { individual_hall_id: number }>(
        tx,
        sql`SELECT ${SLOT_COLUMNS}, individual_hall_id FROM wedding_days
            WHERE id = ${slotId} AND partner_id = ${partnerId} FOR UPDATE`,
      );
      return row ?? null;
    },
    async lockSlotAt(hallId, date, time) {
      const [row] = await queryRows<SlotRow>(
        tx,
        sql`SELECT ${SLOT_COLUMNS} FROM wedding_days
            WHERE individual_hall_id = ${hallId} AND wedding_date = ${date} AND wedding_time = ${time} FOR UPDATE`,
      );
      return row ?? null;
    },
    async upsertException(hallId, date, time, change) {
      const p = change.price;
      const keepState = change.state === undefined;
      await tx.execute(sql`
        INSERT INTO calendar_exceptions (individual_hall_id, wedding_date, wedding_time, state,
          rental_price, meal_price, flower_price, guarantee, discount_rate)
        VALUES (${hallId}, ${date}, ${time}, ${change.state ?? null}, ${p?.rentalPrice ?? null}, ${p?.mealPrice ?? null},
          ${p?.flowerPrice ?? null}, ${p?.guarantee ?? null}, ${p?.discountRate ?? null})
        ON CONFLICT (individual_hall_id, wedding_date, wedding_time) DO UPDATE SET
          state = ${keepState ? sql`calendar_exceptions.state` : sql`EXCLUDED.state`},
          rental_price = ${p ? sql`EXCLUDED.rental_price` : sql`calendar_exceptions.rental_price`},
          meal_price = ${p ? sql`EXCLUDED.meal_price` : sql`calendar_exceptions.meal_price`},
          flower_price = ${p ? sql`EXCLUDED.flower_price` : sql`calendar_exceptions.flower_price`},
          guarantee = ${p ? sql`EXCLUDED.guarantee` : sql`calendar_exceptions.guarantee`},
          discount_rate = ${p ? sql`EXCLUDED.discount_rate` : sql`calendar_exceptions.discount_rate`}`);
    },
    async updateSlot(id, change) {
      const p = change.price;
      const [row] = await queryRows<SlotRow>(
        tx,
        sql`UPDATE wedding_days SET
              state = coalesce(${change.state ?? null}, state),
              rental_price = coalesce(${p?.rentalPrice ?? null}, rental_price),
              meal_price = coalesce(${p?.mealPrice ?? null}, meal_price),
              flower_price = coalesce(${p?.flowerPrice ?? null}, flower_price),
              guarantee = coalesce(${p?.guarantee ?? null}, guarantee),
              discount_rate = coalesce(${p?.discountRate ?? null}, discount_rate),
              final_price = coalesce(${change.finalPrice ?? null}, final_price)
            WHERE id = ${id} RETURNING ${SLOT_COLUMNS}`,
      );
      if (!row) throw new Error(`wedding day ${id} vanished inside its transaction`);
      return row;
    },
    async insertSlots(hall, slots) {
      if (slots.length === 0) return [];
      const values = sql.join(
        slots.map(
          (s) =>
            sql`(${hall.partnerId}, ${hall.id}, ${hall.region}, ${hall.subRegion}, ${s.date}, ${s.time}, ${s.dayOfWeek},
                 ${s.price.guarantee}, ${s.price.rentalPrice}, ${s.price.flowerPrice}, ${s.price.mealPrice},
                 ${s.finalPrice}, ${s.price.discountRate}, ${s.open ? 'OPEN' : 'CLOSED'})`,
        ),
        sql`, `,
      );
      return queryRows<SlotRow>(
        tx,
        sql`INSERT INTO wedding_days (partner_id, individual_hall_id, region, sub_region, wedding_date, wedding_time,
              day_of_week, guarantee, rental_price, flower_price, meal_price, final_price, discount_rate, state)
            VALUES ${values} RETURNING ${SLOT_COLUMNS}`,
      );
    },
    loadPlan: r.loadPlan,
    async replacePlan(hallId, plan) {
      await tx.execute(sql`DELETE FROM calendar_plan_times WHERE individual_hall_id = ${hallId}`);
      const rows = (Object.entries(plan) as [WeddingDayOfWeek, string[]][]).flatMap(([day, times]) =>
        [...new Set(times)].map((time) => sql`(${hallId}, ${day}, ${time})`),
      );
      if (rows.length > 0)
        await tx.execute(
          sql`INSERT INTO calendar_plan_times (individual_hall_id, day_of_week, start_time) VALUES ${sql.join(rows, sql`, `)}`,
        );
    },
    loadRules: r.loadRules,
    async insertRule(hallId, rule) {
      const [row] = await queryRows<RuleRow>(
        tx,
        sql`INSERT INTO calendar_price_rules (individual_hall_id, name, season, start_date, end_date, days, time_from,
              time_to, rental_price, meal_price, drinks_included, flower_price, guarantee, discount_rate)
            VALUES (${hallId}, ${rule.name}, ${rule.season}, ${rule.startDate}, ${rule.endDate},
              ${`{${rule.days.join(',')}}`}::text[], ${rule.timeFrom}, ${rule.timeTo}, ${rule.rentalPrice},
              ${rule.mealPrice}, ${rule.drinksIncluded}, ${rule.flowerPrice}, ${rule.guarantee}, ${rule.discountRate})
            RETURNING ${RULE_COLUMNS}`,
      );
      return toRule(row!);
    },
    async deleteRule(hallId, ruleId) {
      const [row] = await queryRows<RuleRow>(
        tx,
        sql`DELETE FROM calendar_price_rules WHERE id = ${ruleId} AND individual_hall_id = ${hallId}
            RETURNING ${RULE_COLUMNS}`,
      );
      return row ? toRule(row) : null;
    },
    loadExceptions: r.loadExceptions,
    async claimKey(partnerId, key, hash) {
      // A duplicate sent at the same time waits here for the first transaction, then finds its answer.
      const claimed = await queryRows<{ key: string }>(
        tx,
        sql`INSERT INTO calendar_idempotency_keys (partner_id, key, request_hash, response)
            VALUES (${partnerId}, ${key}, ${hash}, '{}'::jsonb) ON CONFLICT DO NOTHING RETURNING key`,
      );
      if (claimed.length > 0) return null;
      const [stored] = await queryRows<{ request_hash: string; response: unknown }>(
        tx,
        sql`SELECT request_hash, response FROM calendar_idempotency_keys WHERE partner_id = ${partnerId} AND key = ${key}`,
      );
      return stored ? { requestHash: stored.request_hash, response: stored.response } : null;
    },
    async storeKey(partnerId, key, response) {
      await tx.execute(
        sql`UPDATE calendar_idempotency_keys SET response = ${JSON.stringify(response)}::jsonb
            WHERE partner_id = ${partnerId} AND key = ${key}`,
      );
    },
    audit: (staff, entry) => recordAudit(tx, staff, entry),
    async refreshMinPrice(partnerId) {
      await tx.execute(
        sql`UPDATE partners SET min_price = coalesce((SELECT min(final_price) FROM wedding_days w
              WHERE w.partner_id = ${partnerId} AND w.state = 'OPEN'), 0) WHERE id = ${partnerId}`,
      );
    },
  };
}

export function createCalendarRepository(db: Db): CalendarRepository {
  const r = reads(db);
  return {
    async listHalls(partnerId) {
      const halls = await queryRows<{ id: number; name: string }>(
        db,
        sql`SELECT id, name FROM individual_halls WHERE partner_id = ${partnerId} ORDER BY sort, id`,
      );
      const [profile] = await queryRows<{ months: number }>(
        db,
        sql`SELECT wedding_open_months AS months FROM partner_profiles WHERE partner_id = ${partnerId}`,
      );
      return { halls, weddingOpenMonths: profile?.months ?? null };
    },
    async findHall(partnerId, hallId) {
      const [hall] = await queryRows<CalendarHall>(db, HALL_QUERY(partnerId, hallId, false));
      return hall ?? null;
    },
    monthSlots: (hallId, from, to) => r.slotsIn(hallId, from, to),
    loadPlan: r.loadPlan,
    loadRules: r.loadRules,
    loadExceptions: r.loadExceptions,
    slotsIn: (hallId, from, to) => r.slotsIn(hallId, from, to),
    async transaction(partnerId, hallId, run) {
      return db.transaction(async (tx) => {
        const [hall] = await queryRows<CalendarHall>(tx, HALL_QUERY(partnerId, hallId, true));
        if (!hall) return null;
        return run(txOps(tx), hall);
      });
    },
    async slotHallId(partnerId, slotId) {
      const [row] = await queryRows<{ hall: number }>(
        db,
        sql`SELECT individual_hall_id AS hall FROM wedding_days WHERE id = ${slotId} AND partner_id = ${partnerId}`,
      );
      return row?.hall ?? null;
    },
  };
}
