import type { PartnerCard } from '@wedding/contract/partners';
import { hallBadges } from '@wedding/domain/badges';
import { partnerPath } from '@wedding/domain/partner-path';
import { PAUSED_CARD_LABEL } from '@wedding/domain/partner-paused-words';
import { priceLabel } from '@wedding/domain/price';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../lib/image-url.ts';
import './hall-card.css';

/** A partner card (spec §3), with what a search result adds when it has it: the price and the badges. */
export type HallCardData = PartnerCard &
  Partial<{
    minPrice: number;
    totalAmount: number;
    consultingSlotsDisplayed: boolean;
    consultingUsed: boolean;
    contractUsed: boolean;
  }>;

/**
 * 'tile': two a row (home, nearby halls); 'wide': one a row (search results); 'row': a thumbnail beside the
 * text (the hall the visitor was just looking at). Image sizes match each: ~170, ~343 and 96 CSS px wide.
 */
export type HallCardLayout = 'tile' | 'wide' | 'row';

const COVER: Record<HallCardLayout, { width: number; height: number }> = {
  tile: { width: 600, height: 450 },
  wide: { width: 900, height: 450 },
  row: { width: 320, height: 240 },
};

type Props = {
  hall: HallCardData;
  /** The heart (the halls feature's HallLikeButton): a sibling of the link, as a button inside a link is invalid. */
  like?: ReactNode;
  layout?: HallCardLayout;
};

/**
 * The one partner card of home, the search results, the hall page's nearby list and the favourites (spec §9
 * hall card fields). A favourite can be a planner, so the card leads by partner type.
 */
export function HallCard({ hall, like, layout = 'tile' }: Props) {
  const price = priceLabel(hall);
  // A paused partner (issue 29 §4), kept in favourites and cards by uuid: labelled, and without the badges that
  // promise a visit or a slot now, since it takes nothing new.
  const paused = hall.paused === true;
  const badges = paused ? [] : hallBadges(hall);
  const cover = COVER[layout];
  return (
    <li className={`hall-card hall-card--${layout}${paused ? ' hall-card--paused' : ''}`}>
      <Link to={partnerPath(hall)} className="hall-card__link" data-testid="hall-card">
        <span className="hall-card__media">
          <img
            className="hall-card__cover"
            src={proxiedImageUrl(hall.coverUrl, cover.width)}
            alt=""
            width={cover.width}
            height={cover.height}
            loading="lazy"
            decoding="async"
          />
          {/* On the image, not in the text column, so names line up across a row whether or not a card is an ad. */}
          {hall.isAdvertise ? <span className="hall-card__ad">광고</span> : null}
        </span>
        <span className="hall-card__body">
          <strong className="hall-card__name">{hall.partnerName}</strong>
          <span className="hall-card__region" data-testid="hall-card-region">
            {hall.region}
          </span>
          {paused ? (
            <span className="hall-card__paused" data-testid="hall-card-paused">
              {PAUSED_CARD_LABEL}
            </span>
          ) : null}
          {price ? <span className="hall-card__price">{price}</span> : null}
          {badges.length > 0 ? (
            <span className="hall-card__badges">
              {badges.map((badge) => (
                <span key={badge.code} className={`hall-card__badge hall-card__badge--${badge.code}`}>
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
