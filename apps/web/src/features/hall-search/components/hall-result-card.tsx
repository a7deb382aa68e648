import type { PartnerCard } from '@wedding/contract/partners';
import { hallBadges } from '@wedding/domain/badges';
import { priceLabel } from '@wedding/domain/price';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

// One card a row on a 375 px screen (~343 CSS px wide); 800 px covers 2x displays without waste.
const COVER_WIDTH = 900;
const COVER_HEIGHT = 400;

/** A partner card (spec §3), with what a search result adds when it has it: price and badges. */
export type ResultHall = PartnerCard &
  Partial<{
    minPrice: number;
    totalAmount: number;
    consultingSlotsDisplayed: boolean;
    consultingUsed: boolean;
    contractUsed: boolean;
  }>;

type Props = {
  hall: ResultHall;
  /** The heart, from the halls feature: a sibling of the link, since a button inside a link is invalid. */
  like?: ReactNode;
  /** 'row': a small thumbnail beside the text, for the one hall the user was looking at. */
  layout?: 'wide' | 'row';
};

export function HallResultCard({ hall, like, layout = 'wide' }: Props) {
  const price = priceLabel(hall);
  const badges = hallBadges(hall);
  return (
    <li className={`hall-result hall-result--${layout}`}>
      <Link
        to={`/weddinghall/${encodeURIComponent(hall.partnerUuid)}`}
        className="hall-result__link"
        data-testid="hall-result"
      >
        <span className="hall-result__media">
          <img
            className="hall-result__cover"
            src={proxiedImageUrl(hall.coverUrl, COVER_WIDTH)}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          {hall.isAdvertise ? <span className="hall-result__ad">광고</span> : null}
        </span>
        <span className="hall-result__body">
          <strong className="hall-result__name">{hall.partnerName}</strong>
          <span className="hall-result__region" data-testid="hall-result-region">
            {hall.region}
          </span>
          {price ? <span className="hall-result__price">{price}</span> : null}
          {badges.length > 0 ? (
            <span className="hall-result__badges">
              {badges.map((badge) => (
                <span key={badge.code} className={`hall-result__badge hall-result__badge--${badge.code}`}>
                  {badge.label}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
      {like}
    </li>
  );
}
