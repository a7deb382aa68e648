import { formatKoreanDateTime } from '@wedding/domain/korean-date-time';
import { visitReminderAt } from '@wedding/domain/notification-rules';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../shared/jobs/job-queue.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import { visitInstant } from '../visit-booking/service.ts';
import type { BookingRepository, VisitRow } from './repository.ts';
import { visitCardLink } from './visit-links.ts';

// The day-before reminder of a confirmed visit (issue 28 §4): a job at 10:00 Seoul the day before, queued in the
// transaction that confirmed or moved the visit. Nothing deletes a job when the visit is cancelled or moved:
// the job carries the visit time it was queued for, and its handler re-reads the row and tells only when the
// visit is still CONFIRMED at that same time. A moved visit queues a new job for its new time.

export const VISIT_REMINDER_JOB = 'visit-reminder';

/** What the reminder says when the hall's profile has no address (the template needs a value). */
const NO_ADDRESS = '웨딩홀 정보에서 확인해 주세요';

export type VisitReminders = {
  /** Queues the reminder of `visit` (as it is after the move) in `tx`; none when 10:00 the day before has passed. */
  schedule(tx: Db, visit: Pick<VisitRow, 'id' | 'visit_date' | 'visit_time'>, now: Date): Promise<void>;
  /** The job's work: tells the couple when the visit is still CONFIRMED at `visitAtMs`; false when it did not. */
  remind(visitId: number, visitAtMs: number): Promise<boolean>;
};

export function createVisitReminders(deps: {
  jobs: JobQueue;
  repository: Pick<BookingRepository, 'findVisit' | 'withTransaction'>;
  outbox: NotificationOutbox;
  now: () => Date;
}): VisitReminders {
  return {
    async schedule(tx, visit, now) {
      const startAfter = visitReminderAt(visit.visit_date, now);
      if (!startAfter) return;
      const visitAtMs = visitInstant(visit.visit_date, visit.visit_time).getTime();
      try {
        // A savepoint: a failed send spoils only itself, never the move that queued it.
        await tx.transaction(async (savepoint) =>
          deps.jobs.send(
            VISIT_REMINDER_JOB,
            { id: visit.id, visitAt: visitAtMs },
            { startAfter, singletonKey: `visit-reminder-${visit.id}-${visitAtMs}`, tx: savepoint },
          ),
        );
      } catch {
        // The visit stands; only its reminder is lost (decision 0050 says why no scan re-queues it).
      }
    },

    async remind(visitId, visitAtMs) {
      const row = await deps.repository.findVisit(visitId);
      if (row?.state !== 'CONFIRMED') return false;
      const visitAt = visitInstant(row.visit_date, row.visit_time).getTime();
      // Moved since the job was queued (its new time has its own job), or already past: say nothing.
      if (visitAt !== visitAtMs || visitAt <= deps.now().getTime()) return false;
      return deps.repository.withTransaction((tx) =>
        deps.outbox.emit(tx, {
          kind: 'VISIT_REMINDER',
          event: `visit:${row.id}:REMINDER:${visitAtMs}`,
          to: { customerId: row.customer_id },
          variables: {
            웨딩홀: row.biz_name,
            방문일시: formatKoreanDateTime(row.visit_date, row.visit_time),
            주소: row.hall_address ?? NO_ADDRESS,
          },
          link: visitCardLink(row.id),
          at: deps.now(),
        }),
      );
    },
  };
}

/** Registers the reminder's handler; call while the app is built, before the queue starts. */
export function registerVisitReminderJob(jobs: JobQueue, reminders: Pick<VisitReminders, 'remind'>): void {
  jobs.work(VISIT_REMINDER_JOB, async (data) => {
    const id = Number(data.id);
    const visitAt = Number(data.visitAt);
    if (Number.isSafeInteger(id) && id > 0 && Number.isFinite(visitAt)) await reminders.remind(id, visitAt);
  });
}
