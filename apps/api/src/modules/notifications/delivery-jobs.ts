import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import { DELIVERY_JOB, type DeliveryJobSender, type DeliveryJobsSender } from './outbox.ts';

/**
 * Queues a delivery's job in the outbox's transaction, under a savepoint: it commits with the entry, and a send
 * that fails rolls back alone without failing the change (the minute's relay scan then finds the row).
 */
export function createDeliveryJobSender(jobs: JobQueue): DeliveryJobSender {
  return async (tx: Db, deliveryId: number, startAfter: Date) => {
    try {
      await tx.transaction(async (savepoint) =>
        jobs.send(
          DELIVERY_JOB,
          { id: deliveryId },
          { startAfter, singletonKey: `delivery-${deliveryId}`, tx: savepoint },
        ),
      );
    } catch {
      // The relay scan finds PENDING rows whose job was lost.
    }
  };
}

/** The same for a fan-out's many deliveries: one statement under one savepoint; a lost send is the relay scan's. */
export function createDeliveryJobsSender(jobs: JobQueue): DeliveryJobsSender {
  return async (tx: Db, deliveries) => {
    if (deliveries.length === 0) return;
    try {
      await tx.transaction(async (savepoint) =>
        jobs.sendMany(
          DELIVERY_JOB,
          deliveries.map((d) => ({ data: { id: d.id }, startAfter: d.sendAfter, singletonKey: `delivery-${d.id}` })),
          { tx: savepoint },
        ),
      );
    } catch {
      // The relay scan finds PENDING rows whose job was lost.
    }
  };
}
