import type { PartnerCard } from '@wedding/contract/partners';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { useNearby } from '../../features/hall-detail/api/get-nearby.ts';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { HallCard } from '../../shared/ui/hall-card.tsx';

/**
 * Halls near this one (spec §2, last section of the info tab), drawn with the home's hall card and heart: a
 * route composes the hall page's data with the halls feature's card.
 */
export function NearbyHalls({ region, partnerUuid }: { region: string; partnerUuid: string }) {
  const { data } = useNearby(region, partnerUuid);
  if (!data || data.length === 0) return null;
  const cards: PartnerCard[] = data.map((item) => ({
    partnerUuid: item.partnerUuid,
    partnerName: item.name,
    coverUrl: item.coverUrl,
    region: item.region,
    isLiked: item.isLike,
    isAdvertise: item.adCode !== null,
    adName: item.adName,
    adCode: item.adCode,
    type: PARTNER_TYPE.WEDDING_HALL,
    // Nearby recommendations list listed halls only: never paused.
    paused: false,
  }));
  return (
    <section className="hall-section" aria-labelledby="hall-nearby-title">
      <h3 id="hall-nearby-title" className="hall-section__title">
        근처 웨딩홀
      </h3>
      <ul className="hall-grid">
        {cards.map((hall) => (
          <HallCard
            key={hall.partnerUuid}
            hall={hall}
            like={<HallLikeButton partnerUuid={hall.partnerUuid} hallName={hall.partnerName} liked={hall.isLiked} />}
          />
        ))}
      </ul>
    </section>
  );
}
