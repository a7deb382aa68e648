import type { Venue } from '@wedding/contract/hall-detail';
import { lazy, Suspense } from 'react';
import { Facilities } from '../../features/hall-detail/components/facilities.tsx';
import { HallSummary } from '../../features/hall-detail/components/hall-summary.tsx';
import { RoomSection } from '../../features/hall-detail/components/room-section.tsx';
import { VisitInfo } from '../../features/hall-detail/components/visit-info.tsx';
import { usePriceDisclosure } from '../../features/price-disclosure/api/get-price-disclosure.ts';
import { PriceDisclosureSection } from '../../features/price-disclosure/components/price-disclosure-section.tsx';
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button.tsx';
import { WhenNear } from '../../shared/ui/when-near.tsx';

const NearbyHalls = lazy(() => import('./hall-nearby.tsx').then((m) => ({ default: m.NearbyHalls })));

/**
 * Tab 1 (spec §2 info tab) below the tab bar: summary, rooms, the price disclosure (issue 26 §3), facilities,
 * the visit information and the halls nearby. Its own chunk, so a hall opened on its slots, photos or reviews tab does not load it.
 */
export default function HallInfoTab({ venue, onRoute }: { venue: Venue; onRoute: (() => void) | null }) {
  // Prefetched by the server with the venue, so the disclosure is in the first HTML (no login, no JavaScript).
  const disclosure = usePriceDisclosure(venue.partnerUuid);
  return (
    <>
      <HallSummary venue={venue} />
      <ShortlistButton kind="HALL" target={venue.partnerUuid} />
      <RoomSection
        rooms={venue.profile.individualHalls}
        partnerId={venue.partnerId}
        partnerProfileId={venue.profile.id}
      />
      {disclosure.isPending ? null : (
        <PriceDisclosureSection disclosure={disclosure.data} failed={disclosure.isError} />
      )}
      <Facilities amenities={venue.profile.amenities} />
      <VisitInfo profile={venue.profile} onRoute={onRoute} />
      <WhenNear>
        <Suspense fallback={null}>
          <NearbyHalls region={venue.region} partnerUuid={venue.partnerUuid} />
        </Suspense>
      </WhenNear>
    </>
  );
}
