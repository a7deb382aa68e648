import type { PartnerCard } from '@wedding/contract/partners';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { HallLikeButton } from './hall-like-button.tsx';

// Cards are two to a row on a 375 px screen (~170 CSS px); 600 px covers 3x displays without waste.
const COVER_WIDTH = 600;
const COVER_HEIGHT = 450;

/**
 * The heart is a sibling of the link, not inside it: a button nested in a link is invalid and
 * screen readers would announce both as one control.
 */
export function HallCard({ hall }: { hall: PartnerCard }) {
  return (
    <li className="hall-card">
      <Link
        to={`/weddinghall/${encodeURIComponent(hall.partnerUuid)}`}
        className="hall-card__link"
        data-testid="hall-card"
      >
        <span className="hall-card__media">
          <img
            className="hall-card__cover"
            src={proxiedImageUrl(hall.coverUrl, COVER_WIDTH)}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          {/* On the image, not in the text column, so names line up across a row whether or not a card is an ad. */}
          {hall.isAdvertise ? <span className="hall-card__ad">광고</span> : null}
        </span>
        <span className="hall-card__body">
          <strong className="hall-card__name">{hall.partnerName}</strong>
          <span className="hall-card__region">{hall.region}</span>
        </span>
      </Link>
      <HallLikeButton partnerUuid={hall.partnerUuid} hallName={hall.partnerName} liked={hall.isLiked} />
    </li>
  );
}
