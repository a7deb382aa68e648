import type { IndividualHall } from '@wedding/contract/hall-detail';
import { STICKY_OFFSETS_PX } from '@wedding/domain/constants';
import { entranceMethodLabel } from '@wedding/domain/entrance-method';
import { weddingGapLabel } from '@wedding/domain/hall-detail';
import { isChipScrollSyncSuspended } from '@wedding/domain/interaction-locks';
import { NO_INFORMATION } from '@wedding/domain/messages';
import { formatNumber, formatWon, mealFeeLabel } from '@wedding/domain/price';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

// spec §9 sticky offsets: the chip row sticks 52 px from the top (under the header); a hall card counts as
// reached once its top passes 55 px (the header plus the chip row's own edge).
const [STICKY_TOP, SYNC_LINE] = STICKY_OFFSETS_PX;

type Props = { rooms: readonly IndividualHall[]; partnerId: number; partnerProfileId: number };

/**
 * The hall-type chip row and the hall cards (spec §2, §4). The row sticks while the cards scroll under it and
 * stops at the end of this section, before the facilities (it is sticky inside the section). Scrolling selects
 * the chip of the card at the top; a tapped chip scrolls to its card and suspends that sync for 5 s, so the
 * programmatic scroll does not select every chip on the way.
 */
export function RoomSection({ rooms, partnerId, partnerProfileId }: Props) {
  const [selected, setSelected] = useState(0);
  const chipClickedAt = useRef<number | null>(null);
  const cards = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    const onScroll = () => {
      if (isChipScrollSyncSuspended(chipClickedAt.current, Date.now())) return;
      let current = 0;
      cards.current.forEach((card, i) => {
        if (card && card.getBoundingClientRect().top <= SYNC_LINE + 60) current = i;
      });
      setSelected(current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const choose = (i: number) => {
    chipClickedAt.current = Date.now();
    setSelected(i);
    const card = cards.current[i];
    if (card)
      window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - SYNC_LINE - 52, behavior: 'smooth' });
  };

  if (rooms.length === 0)
    return (
      <section className="hall-section" aria-labelledby="hall-rooms-title">
        <h3 id="hall-rooms-title" className="hall-section__title">
          홀 정보
        </h3>
        <p className="hall-empty-text">{NO_INFORMATION}</p>
      </section>
    );

  return (
    <section className="hall-section hall-rooms" aria-labelledby="hall-rooms-title">
      <h3 id="hall-rooms-title" className="hall-section__title">
        홀 정보
      </h3>
      <div className="hall-rooms__chips" style={{ top: STICKY_TOP }} role="tablist" aria-label="홀 선택">
        {rooms.map((room, i) => (
          <button
            key={room.uuid}
            type="button"
            role="tab"
            aria-selected={selected === i}
            className={`hall-rooms__chip${selected === i ? ' hall-rooms__chip--on' : ''}`}
            onClick={() => choose(i)}
          >
            {room.name}
          </button>
        ))}
      </div>
      <ul className="hall-rooms__list">
        {rooms.map((room, i) => (
          <li
            key={room.uuid}
            className="room-card"
            ref={(node) => {
              cards.current[i] = node;
            }}
          >
            <Link
              className="room-card__link"
              to={`/weddinghall/${partnerProfileId}/detail/${room.uuid}?partnerId=${partnerId}`}
            >
              <img
                className="room-card__image"
                src={proxiedImageUrl(room.images[0] ?? '', 600)}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <strong className="room-card__name">{room.name}</strong>
            </Link>
            <RoomFacts room={room} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rental fee, meal fee per guest, wedding gap and suggested guests (spec §9 hall card fields). */
export function RoomFacts({ room }: { room: IndividualHall }) {
  const gap = weddingGapLabel(room.weddingGapMinutes);
  const entrance = entranceMethodLabel(room.entranceMethod);
  return (
    <dl className="room-facts">
      <dt>대관료</dt>
      <dd>{room.regularPrice.rentalFee > 0 ? formatWon(room.regularPrice.rentalFee) : '무료'}</dd>
      <dt>식대</dt>
      <dd>{room.regularPrice.mealFee > 0 ? mealFeeLabel(room.regularPrice.mealFee) : NO_INFORMATION}</dd>
      <dt>예식 간격</dt>
      <dd>{gap || NO_INFORMATION}</dd>
      <dt>권장 인원</dt>
      <dd>{room.suggestPersonnel ? `${formatNumber(room.suggestPersonnel)}명` : NO_INFORMATION}</dd>
      {/* Spec §9 entrance method; a room that has not said gets no row rather than 'no information'. */}
      {entrance ? (
        <>
          <dt>입장 방식</dt>
          <dd>{entrance}</dd>
        </>
      ) : null}
    </dl>
  );
}
