import type { SlotDetail } from '@wedding/contract/slots';
import { hallBadges } from '@wedding/domain/badges';
import { INSTANT_HOLD_LABEL } from '@wedding/domain/enums';
import { formatKoreanDate, formatWeddingTime } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import { regionLabel } from '@wedding/domain/regions';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { hallInfoPath } from '../lib/slot-detail-links.ts';
import './slot-detail.css';

// Full width of the 375–480 px frame at 2x; the proxy never sends the full-size original.
const IMAGE_WIDTH = 900;
const IMAGE_HEIGHT = 675;

export type SlotLikeControl = { liked: boolean; pending: boolean; toggle: () => void };

type Props = {
  slot: SlotDetail;
  /** The price breakdown, composed in by the route (it belongs to the slots feature). */
  priceBreakdown: ReactNode;
  like: SlotLikeControl;
  /** '잔여일정 문의하기' through the app's chat (inside the native app). */
  onInquire?: () => void;
  /**
   * In a browser: the web's 1:1 inquiry about this slot (issue 27 §5), composed in by the route (it belongs to the
   * inquiries feature), drawn with the class the bar gives it.
   */
  renderInquiry?: (className: string) => ReactNode;
  /** '즉시 잔여일정 확보' for a hall that takes contracts (issue 12); absent where holding is not offered. */
  hold?: { onHold: () => void; pending: boolean };
};

/** One remaining slot in full: who, when, how many guests, what it costs, and what to do next. */
export function SlotDetailView({ slot, priceBreakdown, like, onInquire, renderInquiry, hold }: Props) {
  const badges = hallBadges(slot);
  // A contract hall's open slot can be held at once (issue 12); the hold sits above the two usual buttons.
  const canHold = slot.isAvailable && slot.contractUsed && hold !== undefined;
  const canInquire = slot.isAvailable && (onInquire !== undefined || renderInquiry !== undefined);
  const when = `${formatKoreanDate(slot.weddingDate)} ${formatWeddingTime(slot.weddingTime)}`;
  return (
    <article className="slot-detail" aria-labelledby="slot-detail-name">
      <img
        className="slot-detail__image"
        src={proxiedImageUrl(slot.imageUrl, IMAGE_WIDTH)}
        alt={`${slot.partnerProfileName} ${slot.hallName}`}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        decoding="async"
      />

      <div className="slot-detail__head">
        <div className="slot-detail__names">
          {badges.length > 0 ? (
            <ul className="slot-detail__badges" aria-label="웨딩홀 혜택">
              {badges.map((badge) => (
                <li key={badge.code} className="slot-detail__badge">
                  {badge.label}
                </li>
              ))}
            </ul>
          ) : null}
          <h2 id="slot-detail-name" className="slot-detail__venue">
            {slot.partnerProfileName}
          </h2>
          <p className="slot-detail__hall">{slot.hallName}</p>
          <p className="slot-detail__region">{regionLabel(slot.region, slot.subRegion)}</p>
        </div>
        <button
          type="button"
          className={`slot-detail__like${like.liked ? ' slot-detail__like--on' : ''}`}
          aria-label={`${slot.partnerProfileName} ${when} 잔여일정 찜하기`}
          aria-pressed={like.liked}
          aria-busy={like.pending || undefined}
          onClick={like.toggle}
        >
          <HeartIcon filled={like.liked} size={26} />
        </button>
      </div>

      {slot.isAvailable ? null : (
        <div className="slot-detail__closed" role="note" data-testid="slot-closed">
          <strong>마감된 일정이에요</strong>
          <p>이미 예약되었거나 지난 일정이라 문의할 수 없어요. 이 웨딩홀의 다른 잔여일정을 확인해 보세요.</p>
        </div>
      )}

      <dl className="slot-detail__facts">
        <div>
          <dt>예식일</dt>
          <dd>{formatKoreanDate(slot.weddingDate)}</dd>
        </div>
        <div>
          <dt>예식 시간</dt>
          <dd>
            {formatWeddingTime(slot.weddingTime)} <span className="slot-detail__clock">({slot.weddingTime})</span>
          </dd>
        </div>
        <div>
          <dt>보증인원</dt>
          <dd>{slot.guarantee}명</dd>
        </div>
      </dl>

      <section className="slot-detail__price" aria-labelledby="slot-detail-price-title">
        <h3 id="slot-detail-price-title" className="slot-detail__section-title">
          예상 비용
        </h3>
        <p className="slot-detail__final" data-testid="slot-detail-final">
          {slot.discountRate > 0 ? <span className="slot-detail__rate">{slot.discountRate}% 할인</span> : null}
          <strong>{formatWon(slot.finalPrice)}</strong>
        </p>
        <p className="slot-detail__price-note">
          대관료와 꽃장식, 식대 × 보증인원 {slot.guarantee}명에 할인을 적용한 금액이에요.
        </p>
        {priceBreakdown}
      </section>

      <div className={`slot-detail__cta${canHold ? ' slot-detail__cta--hold' : ''}`}>
        {canHold ? (
          <Button size="lg" block className="slot-detail__hold" onClick={hold!.onHold} disabled={hold!.pending}>
            {hold!.pending ? '확보하는 중…' : INSTANT_HOLD_LABEL}
          </Button>
        ) : null}
        <Link
          to={hallInfoPath(slot)}
          className={`btn btn--lg ${canInquire || canHold ? 'btn--secondary' : 'btn--primary btn--block'}`}
        >
          웨딩홀 정보 보기
        </Link>
        {canInquire && onInquire ? (
          <Button size="lg" variant={canHold ? 'secondary' : 'primary'} onClick={onInquire}>
            잔여일정 문의하기
          </Button>
        ) : canInquire && renderInquiry ? (
          renderInquiry(`btn btn--lg ${canHold ? 'btn--secondary' : 'btn--primary'}`)
        ) : null}
      </div>
    </article>
  );
}
