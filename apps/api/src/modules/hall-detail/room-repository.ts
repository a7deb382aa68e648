import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type IndividualHallDraft,
  individualHallLikes,
  individualHalls,
  partnerDrafts,
  partnerProfiles,
  partners,
} from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';
import { partnerPublic } from '../partners/listed-sql.ts';
import type { RoomRow } from './venue-repository.ts';

export type RoomWithVenue = {
  room: RoomRow;
  venue: { partnerUuid: string; partnerId: number; partnerProfileId: number | null; bizName: string };
  /** The venue may be opened by the public (not a DRAFT, issue 29 §4); the console's preview ignores it. */
  public: boolean;
};

export type RoomRepository = {
  /** A room by its own uuid, with its venue; null when there is none. */
  findRoom(where: { uuid: string } | { id: number }): Promise<RoomWithVenue | null>;
  /** Whether the customer has liked the room (the individual-hall page's heart). */
  isLikedBy(individualHallId: number, customerId: number): Promise<boolean>;
  /** The room's most recent pending draft, or null. */
  findLatestDraft(individualHallId: number): Promise<{ data: IndividualHallDraft; createdAt: Date } | null>;
};

export function createRoomRepository(db: Db): RoomRepository {
  return {
    async findRoom(where) {
      const match = 'uuid' in where ? eq(individualHalls.uuid, where.uuid) : eq(individualHalls.id, where.id);
      const [row] = await db
        .select({
          room: individualHalls,
          partnerUuid: partners.uuid,
          partnerId: partners.id,
          bizName: partners.bizName,
          partnerProfileId: partnerProfiles.id,
          public: partnerPublic(),
        })
        .from(individualHalls)
        .innerJoin(partners, eq(partners.id, individualHalls.partnerId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.partnerId, partners.id))
        .where(match);
      if (!row) return null;
      const { room, public: open, ...venue } = row;
      return { room, venue, public: Boolean(open) };
    },

    async isLikedBy(individualHallId, customerId) {
      const rows = await db
        .select({ id: individualHallLikes.individualHallId })
        .from(individualHallLikes)
        .where(
          and(
            eq(individualHallLikes.individualHallId, individualHallId),
            inHousehold(individualHallLikes.customerId, customerId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async findLatestDraft(individualHallId) {
      const [row] = await db
        .select({ data: partnerDrafts.data, createdAt: partnerDrafts.createdAt })
        .from(partnerDrafts)
        .where(and(isNotNull(partnerDrafts.individualHallId), eq(partnerDrafts.individualHallId, individualHallId)))
        .orderBy(desc(partnerDrafts.createdAt), desc(partnerDrafts.id))
        .limit(1);
      return row ? { data: row.data as IndividualHallDraft, createdAt: row.createdAt } : null;
    },
  };
}
