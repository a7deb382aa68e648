import type { Slot } from '@wedding/contract/slots';
import { formatKoreanDateWithDay, formatMonthDay } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import { regionLabel } from '@wedding/domain/regions';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { SlotLikeButton } from './slot-like-button.tsx';

// The photo is 104 CSS px square; 320 px covers 3x screens without downloading a full-size original.
const IMAGE_SIZE = 320;

type Props = {
  slot: Slot;
  onShowPrice: (slot: Slot) => void;
  /** The first cards on screen: their photos load at once (lazy loading would delay the page's largest paint). */
  priority?: boolean;
  /** A second action beside '가격 상세', composed in by a route (the hall tab's '즉시 잔여일정 확보'). */
  action?: ReactNode;
  /** A liked slot that can no longer be had (booked, closed or past): marked, dimmed, still unlikeable. */
  unavailable?: boolean;
  /** Where a windowed list places and measures this card (slot-window.tsx); absent in a plain list. */
  windowed?: { index: number; total: number; offset: number; measure: (element: HTMLLIElement | null) => void };
};

/**
 * One remaining slot. The link, the heart and the price button are siblings: a button inside a link is
 * invalid HTML, and a screen reader would read all three as one control.
 */
export function SlotCard({ slot, onShowPrice, priority = false, unavailable = false, action, windowed }: Props) {
  const titleId = useId();
  const whenId = useId();
  const name = `${slot.partnerProfileName} ${formatMonthDay(slot.weddingDate)} ${slot.weddingTime}`;
  return (
    <li
      className={`slot-card${windowed ? ' slot-card--windowed' : ''}${unavailable ? ' slot-card--unavailable' : ''}`}
      data-testid="slot-card"
      data-wedding-day-id={slot.weddingDayId}
      ref={windowed?.measure}
      data-index={windowed?.index}
      // Only the cards near the screen are in the DOM: screen readers still hear "n of total".
      aria-posinset={windowed ? windowed.index + 1 : undefined}
      aria-setsize={windowed?.total}
      style={windowed ? { transform: `translateY(${windowed.offset}px)` } : undefined}
    >
      <Link
        to={`/weddinghall/${encodeURIComponent(slot.partnerUuid)}/slot?id=${slot.weddingDayId}`}
        className="slot-card__link"
      >
        <img
          className="slot-card__image"
          src={proxiedImageUrl(slot.imageUrl, IMAGE_SIZE)}
          alt=""
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="slot-card__info">
          {unavailable ? <span className="slot-card__closed">예약 마감</span> : null}
          <span id={titleId} className="slot-card__title">
            <strong className="slot-card__venue">{slot.partnerProfileName}</strong>
            <span className="slot-card__hall">{slot.hallName}</span>
          </span>
          <span className="slot-card__region">{regionLabel(slot.region, slot.subRegion)}</span>
          <span id={whenId} className="slot-card__when">
            {formatKoreanDateWithDay(slot.weddingDate)} {slot.weddingTime}
          </span>
          <span className="slot-card__guarantee">보증인원 {slot.guarantee}명</span>
        </span>
      </Link>
      <div className="slot-card__price">
        <p className="slot-card__final">
          {slot.discountRate > 0 ? <span className="slot-card__rate">{slot.discountRate}%</span> : null}
          <strong className="slot-card__amount" data-testid="slot-final-price">
            {formatWon(slot.finalPrice)}
          </strong>
        </p>
        {/* The all-in estimate for the couple's guest count (issue 30 §4): the line comes from the API, words and
            all; over budget, it is red and ends in '예산 초과'. */}
        {slot.allIn && (
          <p className="slot-card__all-in" data-over={slot.allIn.overBudget}>
            {slot.allIn.line}
          </p>
        )}
        {/* One group: on a narrow screen it moves under the price as a whole, never over it. */}
        <div className="slot-card__buttons">
          <button
            type="button"
            className="slot-card__detail"
            aria-haspopup="dialog"
            aria-describedby={`${titleId} ${whenId}`}
            onClick={() => onShowPrice(slot)}
          >
            가격 상세
          </button>
          {action}
        </div>
      </div>
      <SlotLikeButton weddingDayId={slot.weddingDayId} isLike={slot.isLike} label={name} />
    </li>
  );
}
