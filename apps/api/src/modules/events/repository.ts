import { PARTNER_TYPE } from '@wedding/domain/enums';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, partners } from '../../db/schema/index.ts';
import { partnerListed } from '../partners/listed-sql.ts';

export type HallEventRow = {
  uuid: string;
  partnerUuid: string;
  partnerName: string;
  partnerCoverUrl: string | null;
  region: string;
  subRegion: string | null;
  title: string;
  content: string;
  imageUrl: string | null;
  discountRate: number;
  startsAt: Date;
  endsAt: Date;
};

export type HallEventRepository = {
  /** Events of wedding halls running at `now` (startsAt ≤ now < endsAt): biggest discount, then ending soonest. */
  findRunningHallEvents(input: { now: Date }, tx?: Db): Promise<HallEventRow[]>;
};

export function createHallEventRepository(db: Db): HallEventRepository {
  return {
    findRunningHallEvents({ now }, tx = db) {
      return tx
        .select({
          uuid: events.uuid,
          partnerUuid: partners.uuid,
          partnerName: partners.bizName,
          partnerCoverUrl: partners.coverUrl,
          region: partners.region,
          subRegion: partners.subRegion,
          title: events.title,
          content: events.content,
          imageUrl: events.imageUrl,
          discountRate: events.discountRate,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
        })
        .from(events)
        .innerJoin(partners, eq(partners.id, events.partnerId))
        .where(
          and(
            eq(partners.type, PARTNER_TYPE.WEDDING_HALL),
            partnerListed(),
            lte(events.startsAt, now),
            gt(events.endsAt, now),
          ),
        )
        .orderBy(desc(events.discountRate), asc(events.endsAt), asc(events.id));
    },
  };
}
