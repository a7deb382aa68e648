import type { IndividualHall, Profile, Venue } from '@wedding/contract/hall-detail';
import { OPERATION_TIME_KEYS } from '@wedding/contract/hall-detail';
import { generatedMediaPath } from '@wedding/contract/media';
import { regionLabel } from '@wedding/domain/regions';
import { stationName } from '@wedding/domain/traffic';
import type { RoomRow, VenueRow } from './venue-repository.ts';

/** A room as spec §3 names its fields; one gap is a number, several are a list. */
export function toIndividualHall(room: RoomRow): IndividualHall {
  const gaps = room.weddingGapMinutes;
  return {
    id: room.id,
    uuid: room.uuid,
    name: room.name,
    // A room without photos still gets one picture: the generated one for its uuid (a valid media key).
    images: room.images.length > 0 ? room.images : [generatedMediaPath('individual-hall', room.uuid)],
    regularPrice: { rentalFee: room.rentalFee, adultDrinkFee: room.adultDrinkFee, mealFee: room.mealFee },
    weddingGapMinutes: gaps.length === 1 ? (gaps[0] as number) : gaps,
    suggestPersonnel: room.suggestPersonnel,
    entranceMethod: room.entranceMethod,
  };
}

const DAY_ORDER = new Map<string, number>(OPERATION_TIME_KEYS.map((key, i) => [key, i]));

function toProfile(row: VenueRow, bizName: string): Profile {
  const p = row.profile;
  return {
    id: p?.id ?? 0,
    name: p?.name ?? bizName,
    tel: p?.tel || null,
    notice: p?.notice || null,
    address: p?.address || null,
    address2: p?.address2 || null,
    coordinates: p?.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null,
    representativeImages: row.representativeImages,
    amenities: p?.amenities ?? null,
    // One '역' however the row was entered, so no screen reads '청담역역' (issue 25).
    subways: row.subways.map((s) => ({ ...s, stationName: stationName(s.stationName) })),
    parking: p?.parking ?? null,
    operationTime: [...row.operationTimes]
      .sort((a, b) => (DAY_ORDER.get(a.dayKey) ?? 9) - (DAY_ORDER.get(b.dayKey) ?? 9))
      .map((t) => ({
        key: t.dayKey as Profile['operationTime'][number]['key'],
        startTime: t.startTime,
        endTime: t.endTime,
      })),
    invitation: p?.invitation ?? null,
    individualHalls: row.rooms.map(toIndividualHall),
  };
}

/** The page's link, absolute when the public origin is configured (messengers need absolute links). */
export function hallPageLink(uuid: string, publicOrigin: string | undefined): string {
  return `${publicOrigin ?? ''}/weddinghall/${uuid}`;
}

export function toVenue(row: VenueRow, publicOrigin: string | undefined): Venue {
  const p = row.partner;
  return {
    uuid: p.uuid,
    partnerUuid: p.uuid,
    partnerId: p.id,
    type: p.type,
    bizName: p.bizName,
    coverUrl: p.coverUrl ?? generatedMediaPath('hall', p.uuid),
    region: regionLabel(p.region, p.subRegion),
    like: p.isLiked,
    likeCount: p.likeCount,
    reviewCount: p.reviewCount,
    shareLink: p.shareLink || hallPageLink(p.uuid, publicOrigin),
    consultingSlotsDisplayed: p.consultingSlotsDisplayed,
    consultingUsed: p.consultingUsed,
    contractUsed: p.contractUsed,
    benefits: row.benefits,
    specialFeatures: row.specialFeatures,
    totalAmount: p.totalAmount,
    minPrice: p.minPrice,
    discountRate: p.discountRate,
    expirationDateOfNotice: p.expirationDateOfNotice ? p.expirationDateOfNotice.toISOString() : null,
    noticeLink: p.noticeLink,
    paused: p.pausedAt !== null,
    profile: toProfile(row, p.bizName),
  };
}
