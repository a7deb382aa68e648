import { reasonLabel, SYSTEM_REASONS } from '@wedding/domain/booking-labels';
import { formatKoreanDateTime, formatSeoulDateTime } from '@wedding/domain/korean-date-time';
import type { Db } from '../../db/client.ts';
import type { NotificationInput, NotificationOutbox } from '../notifications/outbox.ts';
import type { BookingNotices, MoveNotice } from './notices.ts';
import type { BookingRepository, VisitRow } from './repository.ts';
import { HALL_BOOKINGS_LINK, visitCardLink } from './visit-links.ts';
import type { VisitReminders } from './visit-reminders.ts';

// What a visit tells people (issue 28), in the transaction of the move it reports: the couple hears every answer
// of the hall and every end they did not cause; the hall hears what the couple did (a cancel, an answer to its
// proposal) in its console inbox, and a new request by 알림톡 to its staff. Each message carries the hall's name,
// the time and the reason, no more (§6): the hall knows the couple by nick only, and no phone number is in any.

/** A visit request's arrival, for the hall (the request's own transaction, in visit-booking). */
export type VisitRequested = { id: number; partnerId: number; visitDate: string; visitTime: string; answerDueAt: Date };

export type VisitNotices = {
  moved: BookingNotices['visitMoved'];
  requested(tx: Db, visit: VisitRequested, at: Date): Promise<void>;
  /** The couple's cancel through the visit pages' older route (visit-booking), told like the lifecycle's. */
  cancelledByCouple(tx: Db, visitId: number, from: string, at: Date): Promise<void>;
};

/** What the couple reads as the reason: the label, then the hall's own words when it wrote some. */
const reasonWords = (row: Pick<VisitRow, 'reason_code' | 'reason_text'>, fallback: string) =>
  [reasonLabel(row.reason_code) ?? fallback, row.reason_text?.trim() || null].filter(Boolean).join(' — ');

const timeOf = (row: VisitRow) => formatKoreanDateTime(row.visit_date, row.visit_time);
/** While PROPOSED the time that matters is the hall's proposed one. */
const heldTimeOf = (row: VisitRow) =>
  row.state === 'PROPOSED' && row.proposed_visit_date && row.proposed_visit_time
    ? formatKoreanDateTime(row.proposed_visit_date, row.proposed_visit_time)
    : timeOf(row);

export function createVisitNotices(deps: {
  outbox: NotificationOutbox;
  /** The site path of the visit's calendar file (signed, no session needed). */
  calendarPath: (visitId: number) => string;
  reminders: Pick<VisitReminders, 'schedule'>;
  repository: Pick<BookingRepository, 'findVisitIn'>;
}): VisitNotices {
  const moved: BookingNotices['visitMoved'] = async (tx, move: MoveNotice<VisitRow>) => {
    const { before, after, at } = move;
    const id = after.id;
    const stamp = at.getTime();
    const couple = (kind: NotificationInput['kind'], variables: Record<string, string>, calendar = false) =>
      deps.outbox.emit(tx, {
        kind,
        event: `visit:${id}:${kind}:${stamp}`,
        to: { customerId: after.customer_id },
        variables,
        link: visitCardLink(id),
        calendarPath: calendar ? deps.calendarPath(id) : null,
        at,
      });
    const hall = (kind: NotificationInput['kind'], variables: Record<string, string>) =>
      deps.outbox.emit(tx, {
        kind,
        event: `visit:${id}:${kind}:${stamp}`,
        to: { partnerId: after.partner_id },
        variables: { 고객: after.customer_nick || '고객', ...variables },
        link: HALL_BOOKINGS_LINK,
        at,
      });
    const 웨딩홀 = after.biz_name;

    switch (after.state) {
      case 'CONFIRMED': {
        const timeChanged = before.visit_date !== after.visit_date || before.visit_time !== after.visit_time;
        if (before.state === 'REQUESTED') await couple('VISIT_CONFIRMED', { 웨딩홀, 방문일시: timeOf(after) }, true);
        // Accepting the hall's proposal is the couple's own act: the hall hears it, the couple has its screen.
        else if (before.state === 'PROPOSED')
          await hall('HALL_PROPOSAL_ANSWERED', { 일시: timeOf(after), 답변: '수락' });
        else if (before.state === 'CONFIRMED' && timeChanged)
          await couple('VISIT_MOVED', { 웨딩홀, 이전일시: timeOf(before), 방문일시: timeOf(after) }, true);
        else return;
        await deps.reminders.schedule(tx, after, at);
        return;
      }
      case 'DECLINED':
        return void (await couple('VISIT_DECLINED', {
          웨딩홀,
          방문일시: timeOf(before),
          사유: reasonWords(after, '웨딩홀 사정'),
        }));
      case 'PROPOSED':
        return void (await couple('VISIT_PROPOSED', {
          웨딩홀,
          방문일시: heldTimeOf(after),
          답변기한: after.answer_due_at ? formatSeoulDateTime(after.answer_due_at) : heldTimeOf(after),
        }));
      case 'EXPIRED':
        return void (await couple('VISIT_EXPIRED', {
          웨딩홀,
          방문일시: heldTimeOf(before),
          사유: reasonWords(after, reasonLabel(SYSTEM_REASONS.DEADLINE_MISSED)!),
        }));
      case 'CANCELLED_BY_HALL':
        return void (await couple('VISIT_CANCELLED_BY_HALL', {
          웨딩홀,
          방문일시: heldTimeOf(before),
          사유: reasonWords(after, '웨딩홀 사정'),
        }));
      case 'CANCELLED_BY_COUPLE':
        if (after.reason_code === SYSTEM_REASONS.PROPOSAL_DECLINED)
          return void (await hall('HALL_PROPOSAL_ANSWERED', { 일시: heldTimeOf(before), 답변: '거절' }));
        return void (await hall('HALL_VISIT_CANCELLED', { 일시: heldTimeOf(before) }));
      default:
        // VISITED and NO_SHOW are the hall's own record: nobody needs telling.
        return;
    }
  };

  return {
    moved,
    async cancelledByCouple(tx, visitId, from, at) {
      const after = await deps.repository.findVisitIn(tx, visitId);
      if (!after) return;
      // The cancel changed the state only (and cleared a proposal the couple never took).
      await moved(tx, { before: { ...after, state: from as VisitRow['state'] }, after, actor: 'COUPLE', at });
    },
    async requested(tx, visit, at) {
      await deps.outbox.emit(tx, {
        kind: 'HALL_NEW_REQUEST',
        event: `visit:${visit.id}:HALL_NEW_REQUEST`,
        to: { partnerId: visit.partnerId },
        variables: {
          요청종류: '방문 상담 요청',
          일시: formatKoreanDateTime(visit.visitDate, visit.visitTime),
          답변기한: formatSeoulDateTime(visit.answerDueAt),
        },
        link: HALL_BOOKINGS_LINK,
        at,
      });
    },
  };
}
