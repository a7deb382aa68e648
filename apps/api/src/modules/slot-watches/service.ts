import type { Watch, WatchBody } from '@wedding/contract/slot-watches';
import {
  MAX_WATCHES_PER_COUPLE,
  normalizeWatch,
  type SlotWatch,
  watchProblem,
  watchSummary,
} from '@wedding/domain/slot-watch';
import { watchHallNotFound, watchInvalid, watchLimit, watchNotFound } from './errors.ts';
import type { SlotWatchRepository, WatchRow } from './repository.ts';

// A couple's watches (issue 28 §5): create, list, edit, delete. Only the couple's own are found; another's answer
// 404 like a missing one. The rules are the domain's; this file maps the body to a watch and back.

export type SlotWatchService = {
  list(customerId: number): Promise<{ list: Watch[]; max: number }>;
  create(customerId: number, body: WatchBody): Promise<Watch>;
  update(customerId: number, id: string, body: WatchBody): Promise<Watch>;
  remove(customerId: number, id: string): Promise<void>;
};

export function toWatchView(row: WatchRow): Watch {
  return {
    id: row.uuid,
    hall: row.hall,
    region: row.region,
    months: [...row.months],
    days: [...row.days],
    times: [...row.times],
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    maxPrice: row.maxPrice,
    summary: watchSummary(row),
    regTsp: row.createdAt.getTime(),
  };
}

export function createSlotWatchService(deps: { repository: SlotWatchRepository; now: () => Date }): SlotWatchService {
  const repo = deps.repository;

  /** The body as a stored watch: the hall's uuid becomes its id (an unknown hall is 400), then the rules. */
  async function watchOf(body: WatchBody): Promise<SlotWatch> {
    const hasHall = Boolean(body.partnerUuid);
    const hasRegion = Boolean(body.region);
    let partnerId: number | null = null;
    if (hasHall && !hasRegion) {
      partnerId = await repo.hallIdByUuid(body.partnerUuid!);
      if (partnerId === null) throw watchHallNotFound();
    }
    const watch: SlotWatch = {
      partnerId,
      region: hasRegion ? body.region! : null,
      months: body.months,
      days: body.days as SlotWatch['days'],
      times: body.times,
      minGuests: body.minGuests,
      maxGuests: body.maxGuests,
      maxPrice: body.maxPrice,
    };
    // Both or neither named: the domain's one-target rule answers it. Checked as sent, then stored in order.
    const problem = watchProblem(hasHall && hasRegion ? { ...watch, partnerId: -1 } : watch, deps.now());
    if (problem) throw watchInvalid(problem);
    return normalizeWatch(watch);
  }

  return {
    async list(customerId) {
      return { list: (await repo.list(customerId)).map(toWatchView), max: MAX_WATCHES_PER_COUPLE };
    },
    async create(customerId, body) {
      const row = await repo.insert(customerId, await watchOf(body), MAX_WATCHES_PER_COUPLE);
      if (!row) throw watchLimit();
      return toWatchView(row);
    },
    async update(customerId, id, body) {
      if (!(await repo.find(customerId, id))) throw watchNotFound();
      const row = await repo.update(customerId, id, await watchOf(body), deps.now());
      if (!row) throw watchNotFound();
      return toWatchView(row);
    },
    async remove(customerId, id) {
      if (!(await repo.remove(customerId, id))) throw watchNotFound();
    },
  };
}
