import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HallSlotBooking, HallVisit } from '@wedding/contract/bookings';
import { deadlineIsNear, deadlineText, formatSeoulMonthDayTime } from '@wedding/domain/booking-deadline';
import { DEADLINE_MISSED_MESSAGE } from '@wedding/domain/booking-labels';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import { useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { BookingHistory } from '../../../shared/ui/booking-history.tsx';
import { StateBadge } from '../../../shared/ui/booking-state-badge.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { answerSlot, answerVisit, inboxQueryKey, type SlotAnswer, type VisitAnswer } from '../api/bookings-api.ts';
import { ProposeForm, ReasonForm } from './inbox-forms.tsx';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.');
const when = (date: string, time: string) => `${formatKoreanDateWithDay(date)} ${time.slice(0, 5)}`;

type Open = null | 'decline' | 'cancel' | 'propose' | 'move';

function Deadline({ dueAt, now, label = '답변 기한' }: { dueAt: string | null; now: Date; label?: string }) {
  if (!dueAt) return null;
  const due = new Date(dueAt);
  return (
    <p
      className={`inbox-card__deadline${deadlineIsNear(due, now) ? ' inbox-card__deadline--near' : ''}`}
      data-testid="inbox-deadline"
    >
      {deadlineText(due, now, label)}
    </p>
  );
}

function Ended({ reason, state }: { reason: HallVisit['reason']; state: string }) {
  const label = reason?.label ?? (state === 'EXPIRED' ? DEADLINE_MISSED_MESSAGE : null);
  const text = reason?.text?.trim() || null;
  if (!label && !text) return null;
  return <p className="inbox-card__why">{[label, text].filter(Boolean).join(' — ')}</p>;
}

function useAnswer<A, R>(send: (answer: A) => Promise<R>, done: (answer: A) => string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setError(null),
    onSuccess: (_data, answer) => toast.show(done(answer), { type: 'success' }),
    onError: (caught) => {
      setError(messageOf(caught));
      toast.show(messageOf(caught), { type: 'error' });
    },
    // The list and the dashboard's count both read the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
  return { mutation, error };
}

const VISIT_DONE: Record<VisitAnswer['action'], string> = {
  confirm: '방문을 확정했어요.',
  decline: '방문 요청을 거절했어요.',
  propose: '다른 시간을 제안했어요. 고객이 답하면 알려 드려요.',
  move: '방문 시간을 바꿨어요. 고객에게 알려 드렸어요.',
  visited: '방문 완료로 표시했어요.',
  noShow: '노쇼로 표시했어요.',
  cancel: '방문 예약을 취소했어요.',
};

/**
 * A visit request in the inbox (issue 27 §3): who and when, the time left to answer, and the answers its state
 * allows (the server's actions): confirm, decline with a reason, propose another time, visited or no-show after
 * the time, cancel with a reason. Phone numbers appear only once the visit is confirmed.
 */
export function InboxVisitCard({ visit, now }: { visit: HallVisit; now: Date }) {
  const [open, setOpen] = useState<Open>(null);
  const dialog = useDialog();
  const { mutation, error } = useAnswer(
    (answer: VisitAnswer) => answerVisit(visit.id, answer),
    (answer) => VISIT_DONE[answer.action],
  );
  const busy = mutation.isPending;
  const send = (answer: VisitAnswer) => mutation.mutate(answer, { onSuccess: () => setOpen(null) });
  const titleId = useId();
  const { actions } = visit;
  const names = [visit.groomName && `신랑 ${visit.groomName}`, visit.brideName && `신부 ${visit.brideName}`]
    .filter(Boolean)
    .join(' · ');
  const tels = [visit.groomTel, visit.brideTel].filter(Boolean).join(' · ');
  return (
    <article className="console-card inbox-card" aria-labelledby={titleId} data-testid="inbox-visit" data-id={visit.id}>
      <header className="inbox-card__head">
        <h3 id={titleId} className="inbox-card__title">
          방문 {when(visit.visitDate, visit.visitTime)}
        </h3>
        <StateBadge state={visit.state} label={visit.stateLabel} />
      </header>
      <p className="inbox-card__who">
        {names || '고객'}
        {visit.requestedByPlanner ? ` · 플래너 ${visit.plannerName ?? ''}`.trimEnd() : ''}
      </p>
      {tels ? <p className="inbox-card__who">연락처 {tels}</p> : null}
      {visit.state === 'PROPOSED' && visit.proposedVisitDate && visit.proposedVisitTime ? (
        <p className="inbox-card__note">
          제안한 시간 {when(visit.proposedVisitDate, visit.proposedVisitTime)} · 고객 답변 대기
        </p>
      ) : null}
      {visit.state === 'REQUESTED' ? <Deadline dueAt={visit.answerDueAt} now={now} /> : null}
      {visit.state === 'PROPOSED' ? <Deadline dueAt={visit.proposalDueAt} now={now} label="고객 답변 기한" /> : null}
      {visit.additionalInquiry ? <p className="inbox-card__note">문의: {visit.additionalInquiry}</p> : null}
      <Ended reason={visit.reason} state={visit.state} />
      {open === 'decline' || open === 'cancel' ? (
        <ReasonForm
          submitLabel={open === 'decline' ? '거절하기' : '예약 취소하기'}
          busy={busy}
          error={error}
          onSubmit={(body) => send({ action: open, body })}
          onCancel={() => setOpen(null)}
        />
      ) : open === 'propose' || open === 'move' ? (
        <ProposeForm
          current={{ date: visit.visitDate, time: visit.visitTime.slice(0, 5) }}
          mode={open}
          busy={busy}
          error={error}
          onSubmit={(body) => send({ action: open, body })}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="console-row-actions">
          {actions.confirm ? (
            <Button disabled={busy} onClick={() => send({ action: 'confirm' })}>
              확정
            </Button>
          ) : null}
          {actions.propose ? (
            <Button variant="secondary" disabled={busy} onClick={() => setOpen('propose')}>
              다른 시간 제안
            </Button>
          ) : null}
          {actions.decline ? (
            <Button variant="secondary" disabled={busy} onClick={() => setOpen('decline')}>
              거절
            </Button>
          ) : null}
          {actions.move ? (
            <Button variant="secondary" disabled={busy} onClick={() => setOpen('move')}>
              시간 변경
            </Button>
          ) : null}
          {actions.markVisited ? (
            <Button disabled={busy} onClick={() => send({ action: 'visited' })}>
              방문 완료
            </Button>
          ) : null}
          {actions.markNoShow ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                dialog.confirm('고객이 방문하지 않았다고 표시할까요?', {
                  confirmLabel: '노쇼 표시',
                  cancelLabel: '닫기',
                  onConfirm: () => send({ action: 'noShow' }),
                })
              }
            >
              노쇼
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button variant="ghost" disabled={busy} onClick={() => setOpen('cancel')}>
              예약 취소
            </Button>
          ) : null}
        </div>
      )}
      <BookingHistory history={visit.history} />
    </article>
  );
}

const SLOT_DONE: Record<SlotAnswer['action'], string> = {
  confirm: '예약을 확정했어요.',
  decline: '예약 요청을 거절했어요.',
  cancel: '예약을 취소했어요.',
};

/**
 * A slot booking in the inbox: the slot, the deposit (paid online or not), the time left to answer, confirm,
 * decline or cancel with a reason (a paid deposit then goes back in full), and the refund's progress.
 */
export function InboxSlotCard({ booking, now }: { booking: HallSlotBooking; now: Date }) {
  const [open, setOpen] = useState<Open>(null);
  const { mutation, error } = useAnswer(
    (answer: SlotAnswer) => answerSlot(booking.id, answer),
    (answer) => SLOT_DONE[answer.action],
  );
  const busy = mutation.isPending;
  const send = (answer: SlotAnswer) => mutation.mutate(answer, { onSuccess: () => setOpen(null) });
  const titleId = useId();
  const { slot, actions, refund } = booking;
  const fullRefund = booking.paid ? `결제된 예약금 ${formatWon(booking.paymentAmount)}은 고객에게 전액 환불돼요.` : '';
  return (
    <article
      className="console-card inbox-card"
      aria-labelledby={titleId}
      data-testid="inbox-slot"
      data-id={booking.id}
    >
      <header className="inbox-card__head">
        <h3 id={titleId} className="inbox-card__title">
          예식 {when(slot.weddingDate, slot.weddingTime)}
        </h3>
        <StateBadge state={booking.state} label={booking.stateLabel} />
      </header>
      <p className="inbox-card__who">
        {slot.hallName} · 예약금{' '}
        {booking.paymentAmount > 0
          ? `${formatWon(booking.paymentAmount)} ${booking.paid ? '결제 완료' : '미결제'}`
          : '없음'}
        {booking.paidAt ? ` (${formatSeoulMonthDayTime(new Date(booking.paidAt))})` : ''}
      </p>
      {booking.state === 'PAID' || booking.state === 'REQUESTED' ? (
        <Deadline dueAt={booking.answerDueAt} now={now} />
      ) : null}
      {refund ? (
        <p className="inbox-card__note" role="status">
          {refund.label} · 환불 {formatWon(refund.amount)}
          {refund.penalty > 0 ? ` (위약금 ${formatWon(refund.penalty)})` : ''}
        </p>
      ) : null}
      <Ended reason={booking.reason} state={booking.state} />
      {open === 'decline' || open === 'cancel' ? (
        <ReasonForm
          submitLabel={open === 'decline' ? '거절하기' : '예약 취소하기'}
          hint={fullRefund || undefined}
          busy={busy}
          error={error}
          onSubmit={(body) => send({ action: open, body })}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div className="console-row-actions">
          {actions.confirm ? (
            <Button disabled={busy} onClick={() => send({ action: 'confirm' })}>
              예약 확정
            </Button>
          ) : null}
          {actions.decline ? (
            <Button variant="secondary" disabled={busy} onClick={() => setOpen('decline')}>
              거절
            </Button>
          ) : null}
          {actions.cancel ? (
            <Button variant="ghost" disabled={busy} onClick={() => setOpen('cancel')}>
              예약 취소
            </Button>
          ) : null}
        </div>
      )}
      <BookingHistory history={booking.history} />
    </article>
  );
}
