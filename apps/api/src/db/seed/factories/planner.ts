import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from '@wedding/domain/constants';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { daysBefore } from '../calendar.ts';
import { mediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';
import type { PartnerRow } from './hall.ts';
import {
  type BenefitRow,
  buildBenefits,
  buildOperationTimes,
  type OperationTimeRow,
  type ProfileRow,
} from './partner-profile.ts';
import { landline, placeOf } from './place.ts';
import type { Location } from './region-plan.ts';

export type PlannerBundle = {
  partner: PartnerRow;
  profile: ProfileRow;
  operationTimes: OperationTimeRow[];
  benefits: BenefitRow[];
};

/** A planner office (type 37); branches point at their head office. */
export function buildPlanner(
  rng: Rng,
  input: { id: number; parentPartnerId: number | null; bizName: string; location: Location; now: Date },
): PlannerBundle {
  const { id, location, now } = input;
  const place = placeOf(location);
  const uuid = rng.uuid();
  const partner: PartnerRow = {
    id,
    uuid,
    type: PARTNER_TYPE.PLANNER,
    parentPartnerId: input.parentPartnerId,
    bizName: input.bizName,
    region: location.region,
    subRegion: location.subRegion,
    coverUrl: mediaUrl('hall', `p${id}-cover`),
    level: null,
    likeCount: 0,
    reviewCount: 0,
    styles: [],
    mealTypes: [],
    ceremonyTypes: [],
    trafficTypes: [],
    extraTags: [],
    consultingSlotsDisplayed: false,
    consultingUsed: false,
    contractUsed: false,
    deposit: 0,
    totalAmount: 0,
    minPrice: 0,
    discountRate: 0,
    shareLink: `/partner/${uuid}`,
    expirationDateOfNotice: null,
    noticeLink: null,
    createdAt: daysBefore(now, rng.int(30, 900)),
  };
  // Seeded partners were listed from the start (decision 0059), at their creation: a fixed instant keeps the seed
  // deterministic.
  partner.listedAt = partner.createdAt;
  const profile: ProfileRow = {
    partnerId: id,
    name: input.bizName,
    tel: landline(location.region, rng.int(200, 999), rng.int(1000, 9999)),
    notice: rng.chance(0.3) ? '상담은 100% 예약제로 운영됩니다.' : null,
    address: `${rng.pick(place.roads)} ${rng.int(10, 650)}`,
    address2: `${rng.int(2, 12)}층`,
    lat: Number((place.lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
    lng: Number((place.lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
    amenities: null,
    parking: null,
    invitation: null,
    weddingOpenMonths: WEDDING_OPEN_DEFAULT_MONTHS,
    reservationOpenDays: RESERVATION_OPEN_DEFAULT,
    minPersonnel: null,
    maxPersonnel: null,
    sugPersonnel: null,
    reservationNotice: null,
  };
  return { partner, profile, operationTimes: buildOperationTimes(rng, id), benefits: buildBenefits(rng, id) };
}
