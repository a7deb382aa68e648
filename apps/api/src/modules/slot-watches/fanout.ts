import { formatKoreanDateWithDay, formatWeddingTime } from '@wedding/domain/korean-date';
import { watchDigestKey } from '@wedding/domain/notification-rules';
import { formatWon } from '@wedding/domain/price';
import { openedSummary, watchMatches } from '@wedding/domain/slot-watch';
import type { Db } from '../../db/client.ts';
import type { NotificationInput, NotificationOutbox } from '../notifications/outbox.ts';
import type { WebPushService } from '../web-push/service.ts';
import type { FanoutSlot, SlotWatchRepository } from './repository.ts';

// The watch fan-out (issue 28 §5), run by the `watch-fanout` job after the console opened or repriced slots.
// Every couple whose watch matches is told at once, once per hall and hour (the digest key of notification-rules):
// a hall opening 100 matching slots writes one entry per watcher, not 100. A price drop on a slot a couple liked
// tells them too (PRICE_DROPPED, digested the same way). Promotional: no entry for a couple who turned
// promotional alerts off in mypage; the outbox adds the web push, which waits out 21:00–08:00 Seoul.
// Nothing is reserved for anyone: the 10-minute hold decides who gets the date.

export type SlotChange = {
  /** Slots that became open (a new wedding day, a closed one re-opened, a cancelled booking's slot freed). */
  opened: readonly number[];
  /** Open slots whose final price fell. */
  dropped: readonly number[];
  /** The change's instant: the digest hour and the quiet hours are read from it. */
  at: Date;
};

export type FanoutResult = { watchAlerts: number; priceAlerts: number; skippedOptedOut: number };

/** Entries written per transaction: big enough to be quick, small enough not to hold locks for long. */
const EMIT_BATCH = 500;

type Digest = { customerId: number; partnerId: number; slots: FanoutSlot[] };

const group = (into: Map<string, Digest>, customerId: number, slot: FanoutSlot) => {
  const key = `${customerId}:${slot.partnerId}`;
  const digest = into.get(key) ?? { customerId, partnerId: slot.partnerId, slots: [] };
  if (!digest.slots.some((s) => s.id === slot.id)) digest.slots.push(slot);
  into.set(key, digest);
};

const slotPath = (s: FanoutSlot) => `/weddinghall/${encodeURIComponent(s.partnerUuid)}/slot?id=${s.id}`;
const hallPath = (s: FanoutSlot) => `/weddinghall/${encodeURIComponent(s.partnerUuid)}`;

export type WatchFanout = { run(change: SlotChange): Promise<FanoutResult> };

export function createWatchFanout(deps: {
  repository: SlotWatchRepository;
  outbox: Pick<NotificationOutbox, 'emitMany'>;
  reach: Pick<WebPushService, 'reach'>;
}): WatchFanout {
  const repo = deps.repository;
  return {
    async run(change) {
      const ids = [...new Set([...change.opened, ...change.dropped])];
      // As they are now: a slot held or closed again since the change tells no one.
      const slots = (await repo.slots(ids)).filter((s) => s.state === 'OPEN');
      const dropped = new Set(change.dropped);

      const watchDigests = new Map<string, Digest>();
      const watches = await repo.candidates(
        [...new Set(slots.map((s) => s.partnerId))],
        [...new Set(slots.map((s) => s.region))],
        [...new Set(slots.map((s) => s.weddingDate.slice(0, 7)))],
      );
      for (const watch of watches)
        for (const slot of slots) if (watchMatches(watch, slot)) group(watchDigests, watch.customerId, slot);

      const priceDigests = new Map<string, Digest>();
      const droppedSlots = new Map(slots.filter((s) => dropped.has(s.id)).map((s) => [s.id, s]));
      for (const like of await repo.likers([...droppedSlots.keys()]))
        group(priceDigests, like.customerId, droppedSlots.get(like.slotId)!);

      const customers = [...new Set([...watchDigests.values(), ...priceDigests.values()].map((d) => d.customerId))];
      const { couples } = await deps.reach.reach(customers, change.at);
      const optedOut = new Set(couples.filter((c) => !c.promotionsInApp).map((c) => c.customerId));

      const inputs: NotificationInput[] = [];
      let skippedOptedOut = 0;
      const keep = (d: Digest) => {
        if (optedOut.has(d.customerId)) skippedOptedOut += 1;
        return !optedOut.has(d.customerId);
      };
      for (const d of [...watchDigests.values()].filter(keep)) {
        const first = d.slots[0]!;
        inputs.push({
          kind: 'WATCH_OPENED',
          event: watchDigestKey(d.customerId, d.partnerId, change.at),
          to: { customerId: d.customerId },
          variables: { 웨딩홀: first.hallName, 요약: openedSummary(d.slots) },
          link: d.slots.length === 1 ? slotPath(first) : hallPath(first),
          at: change.at,
        });
      }
      for (const d of [...priceDigests.values()].filter(keep)) {
        const first = [...d.slots].sort((a, b) => a.finalPrice - b.finalPrice)[0]!;
        const when = `${formatKoreanDateWithDay(first.weddingDate)} ${formatWeddingTime(first.weddingTime)}`;
        inputs.push({
          kind: 'PRICE_DROPPED',
          event: `price-drop:${watchDigestKey(d.customerId, d.partnerId, change.at)}`,
          to: { customerId: d.customerId },
          variables: {
            웨딩홀: first.hallName,
            예식일시: d.slots.length > 1 ? `${when} 외 ${d.slots.length - 1}개` : when,
            가격: formatWon(first.finalPrice),
          },
          link: slotPath(first),
          at: change.at,
        });
      }

      // New entries only: a repeat of the same hour's digest (or a retried job) is told once.
      const result = { watchAlerts: 0, priceAlerts: 0, skippedOptedOut };
      for (let i = 0; i < inputs.length; i += EMIT_BATCH) {
        const batch = inputs.slice(i, i + EMIT_BATCH);
        const fresh = await repo.transaction((tx: Db) => deps.outbox.emitMany(tx, batch));
        batch.forEach((input, j) => {
          if (!fresh[j]) return;
          if (input.kind === 'WATCH_OPENED') result.watchAlerts += 1;
          else result.priceAlerts += 1;
        });
      }
      return result;
    },
  };
}
