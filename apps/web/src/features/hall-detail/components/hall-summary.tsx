import type { Venue } from '@wedding/contract/hall-detail';
import { hallBadges } from '@wedding/domain/badges';
import { NO_INFORMATION } from '@wedding/domain/messages';
import { priceLabel } from '@wedding/domain/price';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

// The icon names the API sends for special features, drawn as emoji; an unknown name shows no icon.
const FEATURE_ICONS: Readonly<Record<string, string>> = {
  hall: '💒',
  food: '🍽️',
  parking: '🅿️',
  transport: '🚇',
  garden: '🌿',
};

/** Name, badges, special-feature summaries, the price block and the benefits (spec §2 info tab, in order). */
export function HallSummary({ venue }: { venue: Venue }) {
  const badges = hallBadges(venue);
  const price = priceLabel(venue);
  return (
    <>
      <section className="hall-section hall-summary">
        <p className="hall-summary__region">{venue.region}</p>
        <h2 className="hall-summary__name">{venue.bizName}</h2>
        {badges.length > 0 ? (
          <p className="hall-summary__badges">
            {badges.map((badge) => (
              <span key={badge.code} className={`hall-badge hall-badge--${badge.code}`}>
                {badge.label}
              </span>
            ))}
          </p>
        ) : null}
        {venue.specialFeatures.length > 0 ? (
          <ul className="hall-features">
            {venue.specialFeatures.map((feature) => (
              <li key={feature.features.join()} className="hall-features__item">
                <span className="hall-features__icon" aria-hidden="true">
                  {FEATURE_ICONS[feature.icon] ?? ''}
                </span>
                {feature.features.join(' · ')}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="hall-price">
          <span className="hall-price__label">예상 금액</span>
          {price ? (
            <strong className="hall-price__value">
              {venue.discountRate > 0 ? <span className="hall-price__discount">{venue.discountRate}%</span> : null}
              {price}
            </strong>
          ) : (
            <span className="hall-empty-text">{NO_INFORMATION}</span>
          )}
        </div>
      </section>
      <section className="hall-section" aria-labelledby="hall-benefits-title">
        <h3 id="hall-benefits-title" className="hall-section__title">
          혜택
        </h3>
        {venue.benefits.length > 0 ? (
          <ul className="hall-benefits">
            {venue.benefits.map((benefit) => (
              <li key={benefit.title} className="hall-benefits__item">
                {benefit.iconUrl ? (
                  <img src={proxiedImageUrl(benefit.iconUrl, 150)} alt="" width={40} height={40} loading="lazy" />
                ) : null}
                <span>
                  <span className="hall-benefits__tag">{benefit.tag}</span>
                  <strong className="hall-benefits__title">{benefit.title}</strong>
                  <span className="hall-benefits__content">{benefit.content}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hall-empty-text">{NO_INFORMATION}</p>
        )}
      </section>
    </>
  );
}
