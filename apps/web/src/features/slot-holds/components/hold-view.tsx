import type { SlotHold } from '@wedding/contract/slot-holds';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import { DEPOSIT_POLICY, formatCountdown, HOLD_MESSAGES } from '@wedding/domain/slot-hold';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import '../../../shared/ui/states.css';
import { useCountdown } from '../hooks/use-countdown.ts';
import { PAID_BANNER, PAID_CANCEL_NOTE } from '../lib/paid-messages.ts';
import './slot-holds.css';

type Props = {
  hold: SlotHold;
  busy: boolean;
  /** The payment the Toss window approved is being confirmed by this page (the pay call has not answered). */
  confirming: boolean;
  onRequest: () => void;
  /** Opens the payment window (online payment on). */
  onPay: () => void;
  onCancel: () => void;
  /** A moment of the visitor's choosing to read the hold again (its state once the countdown ends). */
  onExpired: () => void;
  /** The hall's own penalty table and refund rules (issue 26 §3), shown under the hold's terms before paying. */
  hallPolicy?: ReactNode;
};

type Banner = { text: string; done?: boolean };

/**
 * What the hold's line under the header says, from its state and where its deposit stands (issue 23): a payment
 * that was refunded or did not go through says so rather than a bare "cancelled" (the server releases the hold).
 */
function bannerOf(hold: SlotHold, ranOut: boolean): Banner | null {
  if (hold.kind === 'BOOKING' && hold.state === 'ACTIVE')
    return hold.paidAt
      ? // Paid is not yet confirmed: the hall answers within its deadline (issue 27), as 내 예약 shows.
        { text: PAID_BANNER, done: true }
      : { text: '예약 요청이 접수되었어요. 웨딩홀이 확인하면 예약이 확정돼요.', done: true };
  if (hold.paymentState === 'REFUNDED')
    return { text: hold.state === 'EXPIRED' ? HOLD_MESSAGES.REFUNDED_AFTER_EXPIRY : HOLD_MESSAGES.PAYMENT_REFUNDED };
  if (hold.paymentState === 'FAILED') return { text: HOLD_MESSAGES.PAYMENT_FAILED_RELEASED };
  if (hold.state === 'EXPIRED' || ranOut) return { text: HOLD_MESSAGES.EXPIRED };
  if (hold.state === 'CANCELLED') return { text: '확보를 취소했어요. 일정은 다시 다른 분도 예약할 수 있어요.' };
  return null;
}

/**
 * A held slot (issue 12): the countdown, the slot, the deposit and the refund policy before paying. While online
 * payment is off the hold ends as a booking request the hall confirms, and the screen says so. While the server
 * confirms a payment with Toss (paymentState CHECKING, issue 23) the slot stays the couple's whatever the clock
 * says: the screen says the result is being checked, with no countdown and nothing to tap.
 */
export function HoldView({ hold, busy, confirming, onRequest, onPay, onCancel, onExpired, hallPolicy }: Props) {
  const live = hold.kind === 'HOLD' && hold.state === 'ACTIVE';
  const checking = hold.paymentState === 'CHECKING' || (confirming && live);
  const left = useCountdown(live && !checking ? hold.expiresAt : null);
  const running = live && !checking && left > 0;
  const { slot } = hold;
  const slotPath = `/weddinghall/${slot.partnerUuid}/slot?id=${slot.weddingDayId}`;
  const ranOut = live && !checking && left <= 0;
  // When the countdown reaches zero, read the hold again: the server says EXPIRED from then on.
  useEffect(() => {
    if (ranOut) onExpired();
  }, [ranOut, onExpired]);
  const banner = checking ? null : bannerOf(hold, ranOut);

  return (
    <div className="hold">
      {running ? (
        <div className="hold__timer" role="timer" aria-live="off" data-testid="hold-countdown">
          <span>남은 확보 시간</span>
          <strong>{formatCountdown(left)}</strong>
        </div>
      ) : null}
      {/* One live region from the first render, so a payment's outcome after checking is read out. */}
      <div className="hold__status" role="status">
        {checking ? (
          <div className="hold__checking" data-testid="hold-checking">
            <span className="spinner" aria-hidden="true" />
            <p>{HOLD_MESSAGES.PAYMENT_CHECKING}</p>
          </div>
        ) : banner ? (
          <p className={banner.done ? 'hold__banner hold__banner--done' : 'hold__banner'}>{banner.text}</p>
        ) : null}
      </div>

      <section className="hold__slot" aria-labelledby="hold-slot-title">
        <h2 id="hold-slot-title" className="hold__venue">
          {slot.partnerProfileName}
        </h2>
        <p className="hold__hall">{slot.hallName}</p>
        <dl className="hold__facts">
          <div>
            <dt>예식 일시</dt>
            <dd>
              {formatKoreanDateWithDay(slot.weddingDate)} {slot.weddingTime}
            </dd>
          </div>
          <div>
            <dt>보증인원</dt>
            <dd>{slot.guarantee}명</dd>
          </div>
          <div>
            <dt>예상 비용</dt>
            <dd>{formatWon(slot.finalPrice)}</dd>
          </div>
          <div>
            <dt>예약금</dt>
            <dd data-testid="hold-deposit">{hold.paymentAmount > 0 ? formatWon(hold.paymentAmount) : '없음'}</dd>
          </div>
        </dl>
      </section>

      {running ? (
        <>
          <section className="hold__policy" aria-labelledby="hold-policy-title">
            <h3 id="hold-policy-title">환불 · 취소 규정</h3>
            <ul>
              {DEPOSIT_POLICY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {hallPolicy}
          </section>
          {hold.paymentEnabled ? null : <p className="hold__note">{HOLD_MESSAGES.PAYMENT_OFF}</p>}
          <div className="hold__actions">
            {hold.paymentEnabled && hold.paymentAmount > 0 ? (
              <button type="button" className="btn btn--primary btn--lg btn--block" disabled={busy} onClick={onPay}>
                예약금 {formatWon(hold.paymentAmount)} 결제하기
              </button>
            ) : (
              <button type="button" className="btn btn--primary btn--lg btn--block" disabled={busy} onClick={onRequest}>
                예약 요청하기
              </button>
            )}
            <button type="button" className="btn btn--ghost btn--md btn--block" disabled={busy} onClick={onCancel}>
              확보 취소
            </button>
          </div>
        </>
      ) : checking ? null : (
        <div className="hold__actions">
          {hold.kind === 'BOOKING' && hold.state === 'ACTIVE' ? (
            // A paid booking is cancelled with the hall, under the refund policy; a request can be withdrawn here.
            hold.paidAt ? (
              <p className="hold__note">{PAID_CANCEL_NOTE}</p>
            ) : (
              <button type="button" className="btn btn--ghost btn--md btn--block" disabled={busy} onClick={onCancel}>
                예약 요청 취소
              </button>
            )
          ) : (
            <Link to={slotPath} className="btn btn--primary btn--md btn--block">
              잔여일정 다시 보기
            </Link>
          )}
          {hold.kind === 'BOOKING' ? (
            <Link to="/mypage/bookings" className="btn btn--secondary btn--md btn--block">
              내 예약에서 진행 상황 보기
            </Link>
          ) : null}
          <Link to={`/weddinghall/${slot.partnerUuid}`} className="btn btn--secondary btn--md btn--block">
            웨딩홀 정보 보기
          </Link>
        </div>
      )}
    </div>
  );
}
