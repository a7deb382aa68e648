import type { MyVisit } from '@wedding/contract/bookings';
import { DEADLINE_MISSED_MESSAGE } from '@wedding/contract/bookings-constants';
import { deadlineText } from '@wedding/domain/booking-deadline';
import { PARTNER_MADE_IT } from '@wedding/domain/couple-words';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BookingHistory } from '../../../shared/ui/booking-history.tsx';
import { StateBadge } from '../../../shared/ui/booking-state-badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useVisitAction } from '../api/my-bookings-api.ts';

const when = (date: string, time: string) => `${formatKoreanDateWithDay(date)} ${time.slice(0, 5)}`;

/** Why it ended, in Korean: the server's label of the reason, the hall's own words after it. */
export function endReasonOf(
  state: string,
  reason: { label: string | null; text: string | null } | null,
): string | null {
  const label = reason?.label ?? (state === 'EXPIRED' ? DEADLINE_MISSED_MESSAGE : null);
  const text = reason?.text?.trim() || null;
  if (!label && !text) return null;
  return [label, text].filter(Boolean).join(' — ');
}

/**
 * One visit (issue 27 §4): its state in Korean, the hall's deadline while it waits, the hall's other time with
 * accept and decline (one tap each), why it ended, and every transition. `extra` sits among the card's links
 * (the route puts the 1:1 inquiry about this visit there).
 */
export function MyVisitCard({ visit, now, extra }: { visit: MyVisit; now: Date; extra?: ReactNode }) {
  const accept = useVisitAction('accept');
  const decline = useVisitAction('decline');
  const cancel = useVisitAction('cancel');
  const toast = useToast();
  const dialog = useDialog();
  const busy = accept.isPending || decline.isPending || cancel.isPending;
  const fail = (error: Error) => toast.show(error.message, { type: 'error' });
  const why = endReasonOf(visit.state, visit.reason);
  const proposed =
    visit.state === 'PROPOSED' && visit.proposedVisitDate && visit.proposedVisitTime
      ? when(visit.proposedVisitDate, visit.proposedVisitTime)
      : null;
  return (
    <article
      id={`visit-${visit.id}`}
      className="booking-card"
      data-testid="my-visit"
      data-id={visit.id}
      aria-label={`${visit.bizName} 방문`}
    >
      <header className="booking-card__head">
        <div>
          <h3 className="booking-card__title">{visit.bizName}</h3>
          <p className="booking-card__when">방문 {when(visit.visitDate, visit.visitTime)}</p>
          {visit.madeBy === 'PARTNER' ? <p className="booking-card__by">{PARTNER_MADE_IT}</p> : null}
        </div>
        <StateBadge state={visit.state} label={visit.stateLabel} />
      </header>
      {visit.state === 'REQUESTED' && visit.answerDueAt ? (
        <p className="booking-card__deadline" data-testid="answer-deadline">
          {deadlineText(new Date(visit.answerDueAt), now)}
        </p>
      ) : null}
      {proposed ? (
        <fieldset className="booking-card__proposal">
          <legend className="visually-hidden">웨딩홀이 제안한 시간</legend>
          <p>
            웨딩홀이 다른 방문 시간을 제안했어요
            <strong>{proposed}</strong>
          </p>
          {visit.proposalDueAt ? (
            <p className="booking-card__deadline" data-testid="proposal-deadline">
              {deadlineText(new Date(visit.proposalDueAt), now, '답변 기한')}
              <span className="booking-card__deadline-note">기한까지 답하지 않으면 요청이 취소돼요.</span>
            </p>
          ) : null}
          <div className="booking-card__pair">
            {visit.actions.acceptProposal ? (
              <Button
                disabled={busy}
                onClick={() =>
                  accept.mutate(visit.id, {
                    onSuccess: () => toast.show('제안된 시간으로 방문이 확정되었어요.', { type: 'success' }),
                    onError: fail,
                  })
                }
              >
                이 시간으로 확정
              </Button>
            ) : null}
            {visit.actions.declineProposal ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  decline.mutate(visit.id, {
                    onSuccess: () => toast.show('제안을 거절했어요. 방문 요청이 취소되었어요.'),
                    onError: fail,
                  })
                }
              >
                거절
              </Button>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      {why ? (
        <p className="booking-card__why" data-testid="end-reason">
          {why}
        </p>
      ) : null}
      <BookingHistory history={visit.history} />
      <div className="booking-card__links">
        <Link to={`/weddinghall/${visit.partnerUuid}`} className="booking-card__link">
          웨딩홀 정보
        </Link>
        {extra}
        {visit.calendarPath ? (
          // A signed link that needs no session (issue 28): the same file a 알림톡 or a calendar app opens.
          <a href={visit.calendarPath} download="visit.ics" className="booking-card__link" data-testid="calendar-link">
            캘린더에 추가
          </a>
        ) : null}
        {visit.actions.cancel ? (
          <button
            type="button"
            className="booking-card__link booking-card__link--danger"
            disabled={busy}
            onClick={() =>
              dialog.confirm('방문 예약을 취소할까요?', {
                confirmLabel: '예약 취소',
                cancelLabel: '닫기',
                onConfirm: () =>
                  cancel.mutate(visit.id, {
                    onSuccess: () => toast.show('방문 예약을 취소했어요.', { type: 'success' }),
                    onError: fail,
                  }),
              })
            }
          >
            방문 취소
          </button>
        ) : null}
      </div>
    </article>
  );
}
