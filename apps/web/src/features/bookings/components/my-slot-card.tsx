import type { MySlotBooking } from '@wedding/contract/bookings';
import { deadlineText, formatSeoulMonthDayTime } from '@wedding/domain/booking-deadline';
import { PARTNER_MADE_IT } from '@wedding/domain/couple-words';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookingHistory } from '../../../shared/ui/booking-history.tsx';
import { StateBadge } from '../../../shared/ui/booking-state-badge.tsx';
import { endReasonOf } from './my-visit-card.tsx';
import { RefundSheet } from './refund-sheet.tsx';

const at = (iso: string) => formatSeoulMonthDayTime(new Date(iso));

/**
 * One slot booking (issue 27 §4): the slot, its state in Korean, the hall's deadline while it waits, the deposit's
 * receipt, the refund ('환불 처리 중' until Toss confirms, then '환불 완료'), why it ended, every transition, and
 * cancel behind the exact refund of the hall's rules.
 */
export function MySlotCard({ booking, now }: { booking: MySlotBooking; now: Date }) {
  const [cancelling, setCancelling] = useState(false);
  const { slot, receipt, refund } = booking;
  const why = booking.state === 'CANCELLED_BY_COUPLE' ? null : endReasonOf(booking.state, booking.reason);
  return (
    <article
      className="booking-card"
      data-testid="my-slot-booking"
      data-id={booking.id}
      aria-label={`${slot.bizName} 예식 예약`}
    >
      <header className="booking-card__head">
        <div>
          <h3 className="booking-card__title">{slot.bizName}</h3>
          <p className="booking-card__when">
            {slot.hallName} · 예식 {formatKoreanDateWithDay(slot.weddingDate)} {slot.weddingTime.slice(0, 5)}
          </p>
          {booking.madeBy === 'PARTNER' ? <p className="booking-card__by">{PARTNER_MADE_IT}</p> : null}
        </div>
        <StateBadge state={booking.state} label={booking.stateLabel} />
      </header>
      {(booking.state === 'PAID' || booking.state === 'REQUESTED') && booking.answerDueAt ? (
        <p className="booking-card__deadline" data-testid="answer-deadline">
          {deadlineText(new Date(booking.answerDueAt), now)}
        </p>
      ) : null}
      {booking.state === 'HOLD' && booking.holdExpiresAt ? (
        <p className="booking-card__deadline">
          {deadlineText(new Date(booking.holdExpiresAt), now, '확보 시간')}{' '}
          <Link to={`/booking/holds/${booking.id}`}>결제·요청 계속하기</Link>
        </p>
      ) : null}
      {receipt ? (
        <dl className="booking-card__receipt" data-testid="deposit-receipt" aria-label="예약금 영수증">
          <div>
            <dt>예약금 결제</dt>
            <dd>{formatWon(receipt.amount)}</dd>
          </div>
          <div>
            <dt>결제 번호</dt>
            <dd>…{receipt.paymentKeyLast4}</dd>
          </div>
          <div>
            <dt>결제 시각</dt>
            <dd>
              <time dateTime={receipt.paidAt}>{at(receipt.paidAt)}</time>
            </dd>
          </div>
        </dl>
      ) : null}
      {refund ? (
        <div
          className={`booking-card__refund booking-card__refund--${refund.state === 'REFUNDED' ? 'done' : 'pending'}`}
          data-testid="refund-state"
          role="status"
        >
          <strong>{refund.label}</strong>
          <span>
            환불 {formatWon(refund.amount)}
            {refund.penalty > 0 ? ` (위약금 ${formatWon(refund.penalty)} 제외)` : ''}
          </span>
          <span className="booking-card__refund-at">
            {refund.refundedAt
              ? `${at(refund.refundedAt)} 환불됨`
              : `${at(refund.requestedAt)} 요청 · 카드사 확인 중이에요. 자동으로 다시 시도해요.`}
          </span>
        </div>
      ) : null}
      {why ? (
        <p className="booking-card__why" data-testid="end-reason">
          {why}
        </p>
      ) : null}
      <BookingHistory history={booking.history} />
      <div className="booking-card__links">
        <Link to={`/weddinghall/${slot.partnerUuid}`} className="booking-card__link">
          웨딩홀 정보
        </Link>
        {booking.actions.cancel ? (
          <button
            type="button"
            className="booking-card__link booking-card__link--danger"
            onClick={() => setCancelling(true)}
          >
            {booking.state === 'HOLD' ? '확보 취소' : '예약 취소'}
          </button>
        ) : null}
      </div>
      <RefundSheet booking={booking} open={cancelling} onClose={() => setCancelling(false)} />
    </article>
  );
}
