import type {
  BulkPriceBody,
  BulkResult,
  ConsoleSlot,
  GenerateResult,
  SlotPriceBody,
} from '@wedding/contract/partner-calendar';
import { WEDDING_OPEN_DEFAULT_MONTHS } from '@wedding/domain/constants';
import { currentYearMonth } from '@wedding/domain/months';
import { daysInMonth, isIsoDate, seoulToday } from '@wedding/domain/seoul-calendar';
import {
  applyPriceChange,
  bulkPreviewLine,
  CALENDAR_MESSAGES,
  generateSlots,
  isWeddingTime,
  lastGeneratedDate,
  type PriceRule,
  pickPrice,
  priceProblem,
  type SlotPrice,
  samePrice,
  slotFinalPrice,
  type WeeklyPlan,
  weddingDayOf,
} from '@wedding/domain/slot-calendar';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import { SILENT_WATCH_QUEUE, type WatchFanoutQueue } from '../slot-watches/jobs.ts';
import {
  calendarHallNotFound,
  calendarInvalid,
  calendarRuleNotFound,
  calendarSlotNotFound,
  keyReused,
  slotTaken,
} from './errors.ts';
import { changedPublicPaths } from './public-paths.ts';
import type { CalendarHall, CalendarRepository, CalendarTx, NewSlot, SlotRow } from './repository.ts';

const TAKEN_STATES = new Set(['HELD', 'BOOKED']);
const isTaken = (row: { state: string }) => TAKEN_STATES.has(row.state);

export function toConsoleSlot(r: SlotRow): ConsoleSlot {
  return {
    id: r.id,
    weddingDate: r.wedding_date,
    weddingTime: r.wedding_time,
    dayOfWeek: r.day_of_week,
    state: r.state,
    taken: isTaken(r),
    rentalPrice: r.rental_price,
    mealPrice: r.meal_price,
    flowerPrice: r.flower_price,
    guarantee: r.guarantee,
    discountRate: r.discount_rate,
    finalPrice: r.final_price,
  };
}

const priceOf = (r: SlotRow): SlotPrice => ({
  rentalPrice: r.rental_price,
  mealPrice: r.meal_price,
  flowerPrice: r.flower_price,
  guarantee: r.guarantee,
  discountRate: r.discount_rate,
});

/**
 * What a slot's change means to watchers (issue 28 §5): it opened (new, or re-opened) or, staying open, got
 * cheaper. A close, a dearer price or a taken slot is no news.
 */
export function watchNewsOf(before: Pick<SlotRow, 'state' | 'final_price'> | null, after: SlotRow) {
  if (after.state !== 'OPEN') return { opened: false, dropped: false };
  const opened = before?.state !== 'OPEN';
  return { opened, dropped: Boolean(before && after.final_price < before.final_price) };
}

/** The slot ids of a write's changes sorted into the fan-out's two lists. */
type SlotChangeNews = { before: Pick<SlotRow, 'state' | 'final_price'> | null; after: SlotRow };

function watchNews(changes: readonly SlotChangeNews[]) {
  const opened: number[] = [];
  const dropped: number[] = [];
  for (const { before, after } of changes) {
    const news = watchNewsOf(before, after);
    if (news.opened) opened.push(after.id);
    if (news.dropped) dropped.push(after.id);
  }
  return { opened, dropped };
}

export type IdempotencyInput = { key: string; hash: string };

export type CalendarService = ReturnType<typeof createCalendarService>;

export function createCalendarService(deps: {
  repository: CalendarRepository;
  /** Drops cached slot searches (totals, cursors, hall ids) after a change. */
  forgetSearches: () => Promise<void>;
  cdnPurge: CdnPurge;
  /** Queues the watch fan-out of slots that opened or got cheaper, in the change's transaction (issue 28 §5). */
  watches?: WatchFanoutQueue;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void };
}) {
  const { repository } = deps;
  const watches = deps.watches ?? SILENT_WATCH_QUEUE;
  const tellWatchers = (tx: CalendarTx, changes: Parameters<typeof watchNews>[0]) =>
    watches.slotsChanged(tx.db, { ...watchNews(changes), at: deps.now() });
  const today = () => seoulToday(deps.now());

  function lastDateOf(weddingOpenMonths: number | null) {
    return lastGeneratedDate(currentYearMonth(deps.now()), weddingOpenMonths ?? WEDDING_OPEN_DEFAULT_MONTHS);
  }

  async function hallOrThrow(staff: StaffPrincipal, hallId: number): Promise<CalendarHall> {
    const hall = await repository.findHall(staff.partner.id, hallId);
    if (!hall) throw calendarHallNotFound();
    return hall;
  }

  /** Runs a write on the staff's own hall; another partner's hall answers 404 and nothing runs. */
  async function write<T>(
    staff: StaffPrincipal,
    hallId: number,
    run: (tx: CalendarTx, hall: CalendarHall) => Promise<T>,
  ) {
    const result = await repository.transaction(staff.partner.id, hallId, run);
    if (result === null) throw calendarHallNotFound();
    return result;
  }

  /** After commit: the server's slot caches go at once, and the CDN is told in the background (issue 26 §7). */
  async function published(staff: StaffPrincipal, slotIds: readonly number[]) {
    await deps.forgetSearches().catch((error: unknown) => deps.log?.warn({ err: error }, 'slot cache clear failed'));
    void deps.cdnPurge.purgePaths(changedPublicPaths(staff.partner.uuid, slotIds));
  }

  function checkPrice(price: Partial<SlotPrice>) {
    const problem = priceProblem(price);
    if (problem) throw calendarInvalid(problem);
  }

  async function windowOf(staff: StaffPrincipal) {
    const { weddingOpenMonths } = await repository.listHalls(staff.partner.id);
    return { from: today(), to: lastDateOf(weddingOpenMonths) };
  }

  function checkDateTime(date: string, time: string, window: { from: string; to: string }) {
    if (!isIsoDate(date)) throw calendarInvalid(CALENDAR_MESSAGES.BAD_DATE);
    if (!weddingDayOf(date)) throw calendarInvalid(CALENDAR_MESSAGES.DAY_NOT_OFFERED);
    if (!isWeddingTime(time)) throw calendarInvalid(CALENDAR_MESSAGES.TIME_NOT_OFFERED);
    if (date < window.from) throw calendarInvalid(CALENDAR_MESSAGES.PAST_DATE);
    if (date > window.to) throw calendarInvalid(CALENDAR_MESSAGES.BEYOND_OPEN_DATE);
  }

  /** Replays a stored answer, or runs `run` and stores its answer in the same transaction. */
  async function onceWithKey<T>(tx: CalendarTx, partnerId: number, idem: IdempotencyInput, run: () => Promise<T>) {
    const stored = await tx.claimKey(partnerId, idem.key, idem.hash);
    if (stored) {
      if (stored.requestHash !== idem.hash) throw keyReused();
      return { replayed: true, answer: stored.response as T };
    }
    const answer = await run();
    await tx.storeKey(partnerId, idem.key, answer);
    return { replayed: false, answer };
  }

  function bulkTargets(rows: SlotRow[], body: BulkPriceBody) {
    const wanted = (r: SlotRow) =>
      (!body.days?.length || body.days.includes(r.day_of_week as never)) &&
      (!body.times?.length || body.times.includes(r.wedding_time));
    const inScope = rows.filter(wanted);
    const taken = inScope.filter(isTaken);
    const changes = inScope
      .filter((r) => !isTaken(r))
      .map((r) => ({ row: r, price: applyPriceChange(priceOf(r), body.change) }))
      .filter(({ row, price }) => !samePrice(priceOf(row), price));
    return { changes, skippedTaken: taken.length };
  }

  function checkBulk(body: BulkPriceBody, window: { from: string; to: string }) {
    if (!isIsoDate(body.from) || !isIsoDate(body.to)) throw calendarInvalid(CALENDAR_MESSAGES.BAD_DATE);
    if (body.from > body.to) throw calendarInvalid(CALENDAR_MESSAGES.RANGE_ORDER);
    if (Object.values(body.change).every((v) => v === undefined)) throw calendarInvalid(CALENDAR_MESSAGES.NO_CHANGE);
    checkPrice(body.change);
    // ISO dates compare as strings; the range is cut to today … the wedding open date.
    return { from: [body.from, window.from].sort()[1]!, to: [body.to, window.to].sort()[0]! };
  }

  function plan(
    hallId: number,
    tx: Pick<CalendarTx, 'loadPlan' | 'loadRules' | 'loadExceptions'>,
    window: { from: string; to: string },
  ) {
    return Promise.all([tx.loadPlan(hallId), tx.loadRules(hallId), tx.loadExceptions(hallId, window.from, window.to)]);
  }

  /** What generation would do to the hall's slots: pure comparison of generated and existing. */
  function diffGenerated(
    generated: ReturnType<typeof generateSlots>,
    existing: SlotRow[],
  ): {
    inserts: NewSlot[];
    updates: { row: SlotRow; state?: 'OPEN' | 'CLOSED'; price?: SlotPrice }[];
    result: Omit<GenerateResult, 'lastDate' | 'message'>;
  } {
    const byKey = new Map(existing.map((r) => [`${r.wedding_date} ${r.wedding_time}`, r]));
    const inserts: NewSlot[] = [];
    const updates: { row: SlotRow; state?: 'OPEN' | 'CLOSED'; price?: SlotPrice }[] = [];
    const result = { created: 0, repriced: 0, opened: 0, closed: 0, skippedTaken: 0, unpriced: 0 };
    const seen = new Set<string>();
    for (const g of generated) {
      const key = `${g.date} ${g.time}`;
      seen.add(key);
      const row = byKey.get(key);
      if (!g.price) {
        result.unpriced += 1;
        continue;
      }
      if (!row) {
        inserts.push({
          date: g.date,
          time: g.time,
          dayOfWeek: g.dayOfWeek,
          price: g.price,
          finalPrice: slotFinalPrice(g.price),
          open: g.open,
        });
        result.created += 1;
        continue;
      }
      const state = g.open ? 'OPEN' : 'CLOSED';
      const reprice = !samePrice(priceOf(row), g.price);
      const restate = row.state !== state;
      if (!reprice && !restate) continue;
      if (isTaken(row)) {
        result.skippedTaken += 1;
        continue;
      }
      updates.push({ row, ...(restate ? { state } : {}), ...(reprice ? { price: g.price } : {}) });
      if (reprice) result.repriced += 1;
      if (restate) result[state === 'OPEN' ? 'opened' : 'closed'] += 1;
    }
    // Open slots the plan no longer offers close (a taken one stays: the couple keeps it).
    for (const row of existing) {
      if (seen.has(`${row.wedding_date} ${row.wedding_time}`) || row.state !== 'OPEN') continue;
      updates.push({ row, state: 'CLOSED' });
      result.closed += 1;
    }
    return { inserts, updates, result };
  }

  const generateMessage = (r: Omit<GenerateResult, 'lastDate' | 'message'>) =>
    `새 일정 ${r.created}개, 가격 변경 ${r.repriced}개, 열림 ${r.opened}개, 닫힘 ${r.closed}개` +
    (r.skippedTaken ? ` (홀드·계약된 ${r.skippedTaken}개는 그대로)` : '');

  return {
    async halls(staff: StaffPrincipal) {
      const { halls, weddingOpenMonths } = await repository.listHalls(staff.partner.id);
      return { halls, today: today(), lastDate: lastDateOf(weddingOpenMonths) };
    },

    async month(staff: StaffPrincipal, hallId: number, month: string) {
      const hall = await hallOrThrow(staff, hallId);
      const [year, m] = month.split('-').map(Number) as [number, number];
      const rows = await repository.monthSlots(hall.id, `${month}-01`, `${month}-${daysInMonth(year, m)}`);
      return { month, slots: rows.map(toConsoleSlot) };
    },

    async setup(staff: StaffPrincipal, hallId: number) {
      const hall = await hallOrThrow(staff, hallId);
      const [planned, rules] = await Promise.all([repository.loadPlan(hall.id), repository.loadRules(hall.id)]);
      return { plan: planned, rules };
    },

    async savePlan(staff: StaffPrincipal, hallId: number, next: WeeklyPlan) {
      for (const times of Object.values(next))
        for (const t of times) if (!isWeddingTime(t)) throw calendarInvalid(CALENDAR_MESSAGES.TIME_NOT_OFFERED);
      return write(staff, hallId, async (tx, hall) => {
        const before = await tx.loadPlan(hall.id);
        await tx.replacePlan(hall.id, next);
        await tx.audit(staff, { action: 'calendar.plan', target: `individual_hall:${hall.id}`, before, after: next });
        return tx.loadPlan(hall.id);
      });
    },

    async addRule(staff: StaffPrincipal, hallId: number, rule: Omit<PriceRule, 'id'>) {
      checkPrice(rule);
      for (const d of [rule.startDate, rule.endDate])
        if (d && !isIsoDate(d)) throw calendarInvalid(CALENDAR_MESSAGES.BAD_DATE);
      if (rule.startDate && rule.endDate && rule.startDate > rule.endDate)
        throw calendarInvalid(CALENDAR_MESSAGES.RANGE_ORDER);
      if (rule.timeFrom > rule.timeTo) throw calendarInvalid(CALENDAR_MESSAGES.TIME_BAND_ORDER);
      return write(staff, hallId, async (tx, hall) => {
        const saved = await tx.insertRule(hall.id, rule);
        await tx.audit(staff, { action: 'calendar.rule.add', target: `price_rule:${saved.id}`, after: saved });
        return saved;
      });
    },

    async deleteRule(staff: StaffPrincipal, hallId: number, ruleId: number) {
      await write(staff, hallId, async (tx) => {
        const gone = await tx.deleteRule(hallId, ruleId);
        if (!gone) throw calendarRuleNotFound();
        await tx.audit(staff, { action: 'calendar.rule.delete', target: `price_rule:${ruleId}`, before: gone });
      });
    },

    /** Opens a date and time with its own price: a closed slot re-opens, a time the plan lacks is added. */
    async openSlot(staff: StaffPrincipal, hallId: number, input: { date: string; time: string; price: SlotPriceBody }) {
      checkPrice(input.price);
      checkDateTime(input.date, input.time, await windowOf(staff));
      const price = pickPrice(input.price);
      const slot = await write(staff, hallId, async (tx, hall) => {
        const row = await tx.lockSlotAt(hall.id, input.date, input.time);
        if (row && isTaken(row)) throw slotTaken();
        await tx.upsertException(hall.id, input.date, input.time, { state: 'OPEN', price });
        const finalPrice = slotFinalPrice(price);
        const saved = row
          ? await tx.updateSlot(row.id, { state: 'OPEN', price, finalPrice })
          : (
              await tx.insertSlots(hall, [
                {
                  date: input.date,
                  time: input.time,
                  dayOfWeek: weddingDayOf(input.date)!,
                  price,
                  finalPrice,
                  open: true,
                },
              ])
            )[0]!;
        await tx.audit(staff, {
          action: 'calendar.slot.open',
          target: `wedding_day:${saved.id}`,
          before: row ? toConsoleSlot(row) : null,
          after: toConsoleSlot(saved),
        });
        await tx.refreshMinPrice(hall.partnerId);
        await tellWatchers(tx, [{ before: row, after: saved }]);
        return toConsoleSlot(saved);
      });
      await published(staff, [slot.id]);
      return slot;
    },

    /** Opens or closes one slot and/or gives it its own price; a held or booked slot answers 409. */
    async patchSlot(staff: StaffPrincipal, slotId: number, input: { open?: boolean; price?: SlotPriceBody }) {
      if (input.price) checkPrice(input.price);
      const hallId = await repository.slotHallId(staff.partner.id, slotId);
      if (hallId === null) throw calendarSlotNotFound();
      const slot = await write(staff, hallId, async (tx, hall) => {
        const row = await tx.lockSlot(staff.partner.id, slotId);
        if (!row) throw calendarSlotNotFound();
        if (isTaken(row)) throw slotTaken();
        if (row.wedding_date < today()) throw calendarInvalid(CALENDAR_MESSAGES.PAST_DATE);
        const state = input.open === undefined ? undefined : input.open ? ('OPEN' as const) : ('CLOSED' as const);
        const price = input.price ? pickPrice(input.price) : undefined;
        await tx.upsertException(hall.id, row.wedding_date, row.wedding_time, { state, price });
        const saved = await tx.updateSlot(row.id, {
          state,
          price,
          finalPrice: price ? slotFinalPrice(price) : undefined,
        });
        await tx.audit(staff, {
          action:
            state === 'CLOSED'
              ? 'calendar.slot.close'
              : state === 'OPEN'
                ? 'calendar.slot.open'
                : 'calendar.slot.price',
          target: `wedding_day:${row.id}`,
          before: toConsoleSlot(row),
          after: toConsoleSlot(saved),
        });
        await tx.refreshMinPrice(hall.partnerId);
        await tellWatchers(tx, [{ before: row, after: saved }]);
        return toConsoleSlot(saved);
      });
      await published(staff, [slot.id]);
      return slot;
    },

    async previewBulk(staff: StaffPrincipal, hallId: number, body: BulkPriceBody): Promise<BulkResult> {
      const hall = await hallOrThrow(staff, hallId);
      const range = checkBulk(body, await windowOf(staff));
      const { changes, skippedTaken } = bulkTargets(await repository.slotsIn(hall.id, range.from, range.to), body);
      return { count: changes.length, skippedTaken, message: bulkPreviewLine(changes.length) };
    },

    /**
     * Applies a bulk price edit in one transaction (all or nothing), once per Idempotency-Key. Slots a couple
     * holds or booked keep their price and are counted apart; each changed slot keeps its price as an exception,
     * so a later generation does not undo the edit.
     */
    async applyBulk(staff: StaffPrincipal, hallId: number, body: BulkPriceBody, idem: IdempotencyInput) {
      const window = await windowOf(staff);
      // The hall is checked (another partner's is 404) before the body, as every console write does.
      const { replayed, answer, ids } = await write(staff, hallId, async (tx, hall) => {
        const range = checkBulk(body, window);
        let ids: number[] = [];
        const once = await onceWithKey(tx, staff.partner.id, idem, async (): Promise<BulkResult> => {
          const { changes, skippedTaken } = bulkTargets(await tx.lockSlots(hall.id, range.from, range.to), body);
          const news: SlotChangeNews[] = [];
          for (const { row, price } of changes) {
            await tx.upsertException(hall.id, row.wedding_date, row.wedding_time, { price });
            news.push({
              before: row,
              after: await tx.updateSlot(row.id, { price, finalPrice: slotFinalPrice(price) }),
            });
          }
          await tellWatchers(tx, news);
          ids = changes.map((c) => c.row.id);
          await tx.audit(staff, {
            action: 'calendar.bulk-price',
            target: `individual_hall:${hall.id}`,
            before: { from: range.from, to: range.to, slots: changes.map((c) => toConsoleSlot(c.row)) },
            after: { change: body.change, days: body.days ?? [], times: body.times ?? [], count: changes.length },
          });
          await tx.refreshMinPrice(hall.partnerId);
          return { count: changes.length, skippedTaken, message: bulkPreviewLine(changes.length) };
        });
        return { ...once, ids };
      });
      if (!replayed && ids.length > 0) await published(staff, ids);
      return answer;
    },

    async previewGenerate(staff: StaffPrincipal, hallId: number): Promise<GenerateResult> {
      const hall = await hallOrThrow(staff, hallId);
      const window = await windowOf(staff);
      const [weekly, rules, exceptions] = await plan(hall.id, repository, window);
      const generated = generateSlots({ plan: weekly, rules, exceptions, ...window });
      const { result } = diffGenerated(generated, await repository.slotsIn(hall.id, window.from, window.to));
      return { ...result, lastDate: window.to, message: generateMessage(result) };
    },

    /** Plan + exceptions + rules → the hall's slots up to its wedding open date, in one transaction. */
    async applyGenerate(staff: StaffPrincipal, hallId: number, idem: IdempotencyInput) {
      const window = await windowOf(staff);
      const { replayed, answer, ids } = await write(staff, hallId, async (tx, hall) => {
        let ids: number[] = [];
        const once = await onceWithKey(tx, staff.partner.id, idem, async (): Promise<GenerateResult> => {
          const [weekly, rules, exceptions] = await plan(hall.id, tx, window);
          const generated = generateSlots({ plan: weekly, rules, exceptions, ...window });
          const existing = await tx.lockSlots(hall.id, window.from, window.to);
          const { inserts, updates, result } = diffGenerated(generated, existing);
          const created = await tx.insertSlots(hall, inserts);
          const news: SlotChangeNews[] = created.map((after) => ({ before: null, after }));
          for (const u of updates) {
            const after = await tx.updateSlot(u.row.id, {
              state: u.state,
              price: u.price,
              finalPrice: u.price ? slotFinalPrice(u.price) : undefined,
            });
            news.push({ before: u.row, after });
          }
          await tellWatchers(tx, news);
          ids = [...created.map((r) => r.id), ...updates.map((u) => u.row.id)];
          await tx.audit(staff, {
            action: 'calendar.generate',
            target: `individual_hall:${hall.id}`,
            after: { ...result, from: window.from, to: window.to },
          });
          await tx.refreshMinPrice(hall.partnerId);
          return { ...result, lastDate: window.to, message: generateMessage(result) };
        });
        return { ...once, ids };
      });
      if (!replayed && ids.length > 0) await published(staff, ids);
      return answer;
    },
  };
}
