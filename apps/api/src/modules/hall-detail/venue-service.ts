import { createHash, timingSafeEqual } from 'node:crypto';
import type { ConsultingInfo, IndividualHall, Venue } from '@wedding/contract/hall-detail';
import type { HallPreview, IndividualHallDetail } from '@wedding/contract/hall-rooms';
import { compareField } from '@wedding/domain/comparison';
import { RESERVATION_OPEN_DEFAULT, WEDDING_OPEN_DEFAULT_MONTHS } from '@wedding/domain/constants';
import { addMonths, currentYearMonth } from '@wedding/domain/months';
import { isPartnerPublic } from '@wedding/domain/partner-onboarding';
import type { SlotService } from '../slots/service.ts';
import { roomNotFound, venueNotFound } from './errors.ts';
import type { RoomRepository, RoomWithVenue } from './room-repository.ts';
import { toIndividualHall, toVenue } from './venue-mapping.ts';
import type { VenueRepository } from './venue-repository.ts';

/** The individual-hall page shows this many of the room's nearest open slots. */
export const ROOM_SLOT_COUNT = 10;

/** Compares in constant time (over digests, so unequal lengths take the same path too). */
function sameSecret(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** How the individual-hall calls name the venue a room must belong to. */
export type RoomVenueKey = { partnerUuid: string } | { partnerProfileId: number };

function belongsTo(venue: RoomWithVenue['venue'], key: RoomVenueKey): boolean {
  return 'partnerUuid' in key
    ? venue.partnerUuid === key.partnerUuid.toLowerCase()
    : venue.partnerProfileId === key.partnerProfileId;
}

export type VenueService = {
  /** 404 HALL_NOT_FOUND for an unknown uuid or a partner that is not a wedding hall. */
  findVenue(uuid: string, viewerId: number | null): Promise<Venue>;
  /** The cover and the representative images (GET /v1/partner/{uuid}/image). */
  findImages(uuid: string): Promise<{ coverUrl: string; images: string[] }>;
  findRooms(uuid: string): Promise<IndividualHall[]>;
  /**
   * A room of the venue, named by the venue's uuid or by its profile id (the spec's individual-hall route
   * carries the profile id); 404 when the room is not that venue's.
   */
  findRoom(venue: RoomVenueKey, hallUuid: string, viewerId: number | null): Promise<IndividualHallDetail>;
  /**
   * The published room against its latest pending draft, field by field (spec §3 Comparison data). Only for
   * the room's preview token (decision 0033): none or another answers 404, as for a room that does not exist.
   */
  previewRoom(hallId: number, token: string | undefined): Promise<HallPreview>;
  /** What visit booking starts from; null when the hall takes no consultations. */
  findConsulting(partnerId: number): Promise<ConsultingInfo | null>;
};

export function createVenueService(deps: {
  venues: VenueRepository;
  rooms: RoomRepository;
  slots: Pick<SlotService, 'findRoomSlots'>;
  publicOrigin: string | undefined;
  /** The venue's own pending edit in words (partner console, decision 0042); none when not wired. */
  venueDraft?: (partnerId: number) => Promise<HallPreview['venue']>;
  now?: () => Date;
}): VenueService {
  const now = deps.now ?? (() => new Date());
  const load = async (where: { uuid: string } | { partnerId: number }, viewerId: number | null) => {
    const row = await deps.venues.findHall(where, viewerId);
    // A DRAFT hall (approved, profile never published: issue 29 §4) is not found by the public.
    if (!row || !isPartnerPublic(row.partner)) throw venueNotFound();
    return row;
  };

  return {
    async findVenue(uuid, viewerId) {
      return toVenue(await load({ uuid }, viewerId), deps.publicOrigin);
    },

    async findImages(uuid) {
      const venue = toVenue(await load({ uuid }, null), deps.publicOrigin);
      return { coverUrl: venue.coverUrl, images: venue.profile.representativeImages };
    },

    async findRooms(uuid) {
      return (await load({ uuid }, null)).rooms.map(toIndividualHall);
    },

    async findRoom(key, hallUuid, viewerId) {
      const found = await deps.rooms.findRoom({ uuid: hallUuid.toLowerCase() });
      if (!found?.public || !belongsTo(found.venue, key)) throw roomNotFound();
      const [slots, isLike] = await Promise.all([
        deps.slots.findRoomSlots(found.room.id, ROOM_SLOT_COUNT, viewerId),
        viewerId === null ? false : deps.rooms.isLikedBy(found.room.id, viewerId),
      ]);
      const { partnerProfileId, ...venue } = found.venue;
      return {
        hall: toIndividualHall(found.room),
        venue: { ...venue, partnerProfileId: partnerProfileId ?? 0 },
        slots,
        isLike,
      };
    },

    async previewRoom(hallId, token) {
      const found = token ? await deps.rooms.findRoom({ id: hallId }) : null;
      if (!found || !token || !sameSecret(found.room.previewToken, token)) throw roomNotFound();
      const [draft, venueDraft] = await Promise.all([
        deps.rooms.findLatestDraft(hallId),
        deps.venueDraft ? deps.venueDraft(found.venue.partnerId) : { draftedAt: null, fields: [] },
      ]);
      const room = found.room;
      const data = draft?.data ?? {};
      const field = <T>(key: keyof typeof data, published: T | null) => {
        const drafted = Object.hasOwn(data, key);
        const value = (drafted ? data[key] : published) as T | null;
        return { status: compareField(published, value, drafted), published, draft: value ?? null };
      };
      return {
        hallId: room.id,
        partnerUuid: found.venue.partnerUuid,
        bizName: found.venue.bizName,
        draftedAt: draft ? draft.createdAt.toISOString() : null,
        fields: {
          name: field('name', room.name),
          images: field('images', room.images),
          rentalFee: field('rentalFee', room.rentalFee),
          mealFee: field('mealFee', room.mealFee),
          weddingGapMinutes: field('weddingGapMinutes', room.weddingGapMinutes),
          suggestPersonnel: field('suggestPersonnel', room.suggestPersonnel),
        },
        venue: venueDraft,
      };
    },

    async findConsulting(partnerId) {
      const row = await load({ partnerId }, null);
      const p = row.partner;
      if (!p.consultingUsed) return null;
      const profile = row.profile;
      return {
        partnerId: p.id,
        name: p.bizName,
        // Consultations are stored with the hall (this product keeps them itself).
        storedToConsulting: true,
        consultingSlotsDisplayed: p.consultingSlotsDisplayed,
        consultingUsed: p.consultingUsed,
        deposit: p.deposit,
        weddingOpenDate: addMonths(currentYearMonth(now()), profile?.weddingOpenMonths ?? WEDDING_OPEN_DEFAULT_MONTHS),
        reservationOpenDate: profile?.reservationOpenDays ?? RESERVATION_OPEN_DEFAULT,
        minPersonnel: profile?.minPersonnel ?? null,
        maxPersonnel: profile?.maxPersonnel ?? null,
        sugPersonnel: profile?.sugPersonnel ?? null,
        reservationNotice: profile?.reservationNotice ?? null,
        individualHalls: row.rooms.map(toIndividualHall),
      };
    },
  };
}
