import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Amenities,
  type Invitation,
  individualHalls,
  type Parking,
  partnerBenefits,
  partnerOperationTimes,
  partnerProfiles,
  partnerSpecialFeatures,
  partnerSubways,
  partners,
  photoAlbums,
  photos,
} from '../../db/schema/index.ts';
import { likedBy } from '../halls/partner-card-sql.ts';

export type RoomRow = typeof individualHalls.$inferSelect;

export type VenueRow = {
  partner: typeof partners.$inferSelect & { isLiked: boolean };
  profile: {
    id: number;
    name: string;
    tel: string | null;
    notice: string | null;
    address: string | null;
    address2: string | null;
    lat: number | null;
    lng: number | null;
    amenities: Amenities | null;
    parking: Parking | null;
    invitation: Invitation | null;
    weddingOpenMonths: number;
    reservationOpenDays: number;
    minPersonnel: number | null;
    maxPersonnel: number | null;
    sugPersonnel: number | null;
    reservationNotice: string | null;
  } | null;
  subways: { lineName: string; stationName: string; walkingTimeMinutes: number }[];
  operationTimes: { dayKey: string; startTime: string; endTime: string }[];
  benefits: { tag: string; iconUrl: string | null; title: string; content: string }[];
  specialFeatures: { icon: string; features: string[] }[];
  rooms: RoomRow[];
  representativeImages: string[];
};

export type VenueRepository = {
  /** A wedding hall (type 2) with everything its page shows; null when there is none. */
  findHall(where: { uuid: string } | { partnerId: number }, viewerId: number | null): Promise<VenueRow | null>;
};

export function createVenueRepository(db: Db): VenueRepository {
  return {
    async findHall(where, viewerId) {
      const match = 'uuid' in where ? eq(partners.uuid, where.uuid) : eq(partners.id, where.partnerId);
      const [head] = await db
        .select({
          partner: partners,
          isLiked: likedBy(db, viewerId),
          profile: {
            id: partnerProfiles.id,
            name: partnerProfiles.name,
            tel: partnerProfiles.tel,
            notice: partnerProfiles.notice,
            address: partnerProfiles.address,
            address2: partnerProfiles.address2,
            lat: partnerProfiles.lat,
            lng: partnerProfiles.lng,
            amenities: partnerProfiles.amenities,
            parking: partnerProfiles.parking,
            invitation: partnerProfiles.invitation,
            weddingOpenMonths: partnerProfiles.weddingOpenMonths,
            reservationOpenDays: partnerProfiles.reservationOpenDays,
            minPersonnel: partnerProfiles.minPersonnel,
            maxPersonnel: partnerProfiles.maxPersonnel,
            sugPersonnel: partnerProfiles.sugPersonnel,
            reservationNotice: partnerProfiles.reservationNotice,
          },
        })
        .from(partners)
        .leftJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
        .where(and(match, eq(partners.type, PARTNER_TYPE.WEDDING_HALL)));
      if (!head) return null;
      const id = head.partner.id;
      // Independent reads of one hall's rows, each on its own index; in parallel they cost one round trip.
      const [subways, operationTimes, benefits, specialFeatures, rooms, representative] = await Promise.all([
        db
          .select({
            lineName: partnerSubways.lineName,
            stationName: partnerSubways.stationName,
            walkingTimeMinutes: partnerSubways.walkingTimeMinutes,
          })
          .from(partnerSubways)
          .where(eq(partnerSubways.partnerId, id))
          .orderBy(asc(partnerSubways.sort), asc(partnerSubways.id)),
        db
          .select({
            dayKey: partnerOperationTimes.dayKey,
            startTime: sql<string>`to_char(${partnerOperationTimes.startTime}, 'HH24:MI')`,
            endTime: sql<string>`to_char(${partnerOperationTimes.endTime}, 'HH24:MI')`,
          })
          .from(partnerOperationTimes)
          .where(eq(partnerOperationTimes.partnerId, id)),
        db
          .select({
            tag: partnerBenefits.tag,
            iconUrl: partnerBenefits.iconUrl,
            title: partnerBenefits.title,
            content: partnerBenefits.content,
          })
          .from(partnerBenefits)
          .where(eq(partnerBenefits.partnerId, id))
          .orderBy(asc(partnerBenefits.sort), asc(partnerBenefits.id)),
        db
          .select({ icon: partnerSpecialFeatures.icon, features: partnerSpecialFeatures.features })
          .from(partnerSpecialFeatures)
          .where(eq(partnerSpecialFeatures.partnerId, id))
          .orderBy(asc(partnerSpecialFeatures.sort), asc(partnerSpecialFeatures.id)),
        db
          .select()
          .from(individualHalls)
          .where(eq(individualHalls.partnerId, id))
          .orderBy(asc(individualHalls.sort), asc(individualHalls.id)),
        db
          .select({ url: photos.url })
          .from(photos)
          .innerJoin(photoAlbums, eq(photoAlbums.id, photos.albumId))
          .where(
            and(
              eq(photoAlbums.partnerId, id),
              eq(photoAlbums.kind, 'OFFICIAL'),
              eq(photoAlbums.mainGroupKey, 'representativeImageUrls'),
            ),
          )
          .orderBy(asc(photoAlbums.sort), asc(photos.sort), asc(photos.id)),
      ]);
      return {
        partner: { ...head.partner, isLiked: head.isLiked },
        profile: head.profile,
        subways,
        operationTimes,
        benefits,
        specialFeatures,
        rooms,
        representativeImages: representative.map((p) => p.url),
      };
    },
  };
}
