import { kindSpec, type NotificationKind, renderInApp } from '@wedding/domain/notification-catalog';
import { outboxKey, promotionalSendAt } from '@wedding/domain/notification-rules';
import type { Db } from '../../db/client.ts';
import type { NewDelivery, NotificationOwner, NotificationRepository } from './repository.ts';

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

export type NotificationOutbox = {
  /**
   * Writes the entry, its deliveries and their jobs in `tx`. Returns whether the entry is new. Throws on words
   * that do not render (a caller's bug, caught by its tests), never on a repeat.
   */
  emit(tx: Db, input: NotificationInput): Promise<boolean>;
};

export function createNotificationOutbox(deps: {
  repository: NotificationRepository;
  sendJob: DeliveryJobSender;
}): NotificationOutbox {
  const repo = deps.repository;
  return {
    async emit(tx, input) {
      const spec = kindSpec(input.kind);
      const words = renderInApp(input.kind, input.variables);
      if (!words.ok) throw new Error(`notification ${input.kind} does not render: ${words.reason}`);
      const id = await repo.insert(tx, {
        owner: input.to,
        kind: input.kind,
        purpose: spec.purpose,
        eventKey: input.event,
        title: words.text.title,
        body: words.text.body,
        variables: input.variables,
        link: input.link,
        calendarPath: input.calendarPath ?? null,
      });
      if (id === null) return false;

      const deliveries: NewDelivery[] = [];
      const add = (channel: NewDelivery['channel'], recipient: string, sendAfter: Date) =>
        deliveries.push({ channel, recipient, dedupeKey: outboxKey(input.event, channel, recipient), sendAfter });
      if (spec.purpose === 'PROMOTIONAL') {
        // Never 알림톡; a push waits out 21:00–08:00 (consent and subscriptions are checked when it goes).
        if ('customerId' in input.to) add('WEB_PUSH', `customer:${input.to.customerId}`, promotionalSendAt(input.at));
      } else if ('alimtalk' in spec && spec.alimtalk) {
        if ('customerId' in input.to) add('ALIMTALK', `customer:${input.to.customerId}`, input.at);
        else
          for (const staffId of await repo.staffToTell(tx, input.to.partnerId, STAFF_ROLES_TOLD))
            add('ALIMTALK', `staff:${staffId}`, input.at);
      }
      for (const delivery of await repo.insertDeliveries(tx, id, deliveries))
        await deps.sendJob(tx, delivery.id, delivery.sendAfter);
      return true;
    },
  };
}
