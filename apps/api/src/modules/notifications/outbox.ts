import { kindSpec, type NotificationKind, renderInApp } from '@wedding/domain/notification-catalog';
import { outboxKey, promotionalSendAt } from '@wedding/domain/notification-rules';
import type { Db } from '../../db/client.ts';
import type { NewDelivery, NewNotification, NotificationOwner, NotificationRepository } from './repository.ts';

// The transactional outbox (issue 28): a change that tells someone writes the inbox entry and its outside
// deliveries in its own transaction, and queues each delivery's job there too. A committed change always has its
// message; a rolled-back one never does; the same event emitted twice is told once.

export const DELIVERY_JOB = 'notification-delivery';

/** Console roles told new requests and questions by 알림톡 (those who can answer them). */
const STAFF_ROLES_TOLD = ['OWNER', 'MANAGER', 'MESSAGES'] as const;

export type NotificationInput = {
  kind: NotificationKind;
  /** What happened, once: 'visit:12:CONFIRMED:1764201600000'. The dedupe key of the entry and its deliveries. */
  event: string;
  to: NotificationOwner;
  /** The kind's #{변수} values (no more: renderInApp refuses extras). */
  variables: Record<string, string>;
  /** Site path the entry and the 알림톡's button open. */
  link: string;
  calendarPath?: string | null;
  /** The instant of the change (the app's clock), for the quiet hours of a promotional push. */
  at: Date;
};

/** Writes a delivery's job in the caller's transaction (the job queue's send with `tx`). */
export type DeliveryJobSender = (tx: Db, deliveryId: number, startAfter: Date) => Promise<void>;
/** The same for many deliveries in one statement (a fan-out). */
export type DeliveryJobsSender = (tx: Db, deliveries: readonly { id: number; sendAfter: Date }[]) => Promise<void>;

export type NotificationOutbox = {
  /**
   * Writes the entry, its deliveries and their jobs in `tx`. Returns whether the entry is new. Throws on words
   * that do not render (a caller's bug, caught by its tests), never on a repeat.
   */
  emit(tx: Db, input: NotificationInput): Promise<boolean>;
  /**
   * `emit` for many inputs at once, with the same meaning (each entry, its deliveries and their jobs in `tx`; a
   * repeat is a no-op), in a few statements instead of a few per input: the watch fan-out's thousands of couples.
   * Answers, per input in order, whether its entry is new.
   */
  emitMany(tx: Db, inputs: readonly NotificationInput[]): Promise<boolean[]>;
};

/** The entry's row: its words rendered from the catalog (a caller's bug throws here, before anything is written). */
function entryOf(input: NotificationInput): NewNotification {
  const spec = kindSpec(input.kind);
  const words = renderInApp(input.kind, input.variables);
  if (!words.ok) throw new Error(`notification ${input.kind} does not render: ${words.reason}`);
  return {
    owner: input.to,
    kind: input.kind,
    purpose: spec.purpose,
    eventKey: input.event,
    title: words.text.title,
    body: words.text.body,
    variables: input.variables,
    link: input.link,
    calendarPath: input.calendarPath ?? null,
  };
}

export function createNotificationOutbox(deps: {
  repository: NotificationRepository;
  sendJob: DeliveryJobSender;
  /** Many delivery jobs in one statement; without it emitMany sends them one by one. */
  sendJobs?: DeliveryJobsSender;
}): NotificationOutbox {
  const repo = deps.repository;

  /** The outside deliveries an entry has: its purpose and channel rules, the one place they are decided. */
  async function deliveriesOf(input: NotificationInput, staffOf: (partnerId: number) => Promise<number[]>) {
    const spec = kindSpec(input.kind);
    const deliveries: NewDelivery[] = [];
    const add = (channel: NewDelivery['channel'], recipient: string, sendAfter: Date) =>
      deliveries.push({ channel, recipient, dedupeKey: outboxKey(input.event, channel, recipient), sendAfter });
    if (spec.purpose === 'PROMOTIONAL') {
      // Never 알림톡; a push waits out 21:00–08:00 (consent and subscriptions are checked when it goes).
      if ('customerId' in input.to) add('WEB_PUSH', `customer:${input.to.customerId}`, promotionalSendAt(input.at));
    } else if ('alimtalk' in spec && spec.alimtalk) {
      if ('customerId' in input.to) add('ALIMTALK', `customer:${input.to.customerId}`, input.at);
      else for (const staffId of await staffOf(input.to.partnerId)) add('ALIMTALK', `staff:${staffId}`, input.at);
    }
    return deliveries;
  }

  return {
    async emit(tx, input) {
      const id = await repo.insert(tx, entryOf(input));
      if (id === null) return false;
      const deliveries = await deliveriesOf(input, (partnerId) => repo.staffToTell(tx, partnerId, STAFF_ROLES_TOLD));
      for (const delivery of await repo.insertDeliveries(tx, id, deliveries))
        await deps.sendJob(tx, delivery.id, delivery.sendAfter);
      return true;
    },

    async emitMany(tx, inputs) {
      if (inputs.length === 0) return [];
      const ids = await repo.insertMany(tx, inputs.map(entryOf));
      const staff = new Map<number, Promise<number[]>>();
      const staffOf = (partnerId: number) => {
        if (!staff.has(partnerId)) staff.set(partnerId, repo.staffToTell(tx, partnerId, STAFF_ROLES_TOLD));
        return staff.get(partnerId)!;
      };
      const rows: (NewDelivery & { notificationId: number })[] = [];
      for (const [i, input] of inputs.entries()) {
        const notificationId = ids[i];
        if (notificationId == null) continue;
        for (const d of await deliveriesOf(input, staffOf)) rows.push({ ...d, notificationId });
      }
      const delivered = await repo.insertDeliveriesMany(tx, rows);
      if (deps.sendJobs) await deps.sendJobs(tx, delivered);
      else for (const d of delivered) await deps.sendJob(tx, d.id, d.sendAfter);
      return ids.map((id) => id !== null);
    },
  };
}
