import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerLikes, partnerProfiles, partners } from '../../db/schema/index.ts';
import { inHousehold } from '../couples/household.ts';
import { partnerCardColumns } from '../halls/partner-card-sql.ts';
import { partnerPublic } from './listed-sql.ts';

export type PartnerCardRow = {
  uuid: string;
  type: number;
  bizName: string;
  coverUrl: string | null;
  region: string;
  subRegion: string | null;
  isLiked: boolean;
  paused: boolean;
};

export type PartnerDetailRow = PartnerCardRow & {
  likeCount: number;
  reviewCount: number;
  profile: { name: string; tel: string | null; address: string | null; notice: string | null } | null;
  branches: { partnerUuid: string; bizName: string; region: string; subRegion: string | null; isHead: boolean }[];
};

export type PartnerRepository = {
  /** A partner with its profile and its company's other partners (head office and branches). */
  findDetail(uuid: string, viewerId: number | null): Promise<PartnerDetailRow | null>;
  /** Partners of any type with these uuids, in no particular order; unknown uuids find nothing. */
  findByUuids(input: { uuids: readonly string[]; viewerId: number | null }, tx?: Db): Promise<PartnerCardRow[]>;
  findType(uuid: string, tx?: Db): Promise<number | null>;
  /** The customer's liked partners of one type, newest like first, and how many there are in all. */
  findLiked(input: {
    customerId: number;
    type: number;
    offset: number;
    limit: number;
  }): Promise<{ rows: PartnerCardRow[]; total: number }>;
};

export function createPartnerRepository(db: Db): PartnerRepository {
  return {
    async findDetail(uuid, viewerId) {
      const [card] = await db
        .select({
          ...partnerCardColumns(db, viewerId),
          id: partners.id,
          parentId: partners.parentPartnerId,
          likeCount: partners.likeCount,
          reviewCount: partners.reviewCount,
        })
        .from(partners)
        // A DRAFT partner (profile never published, issue 29 §4) is not found; a paused one is, with its flag.
        .where(and(eq(partners.uuid, uuid), partnerPublic()));
      if (!card) return null;
      const root = card.parentId ?? card.id;
      const [profile] = await db
        .select({
          name: partnerProfiles.name,
          tel: partnerProfiles.tel,
          address: partnerProfiles.address,
          notice: partnerProfiles.notice,
        })
        .from(partnerProfiles)
        .where(eq(partnerProfiles.partnerId, card.id));
      const family = await db
        .select({
          partnerUuid: partners.uuid,
          bizName: partners.bizName,
          region: partners.region,
          subRegion: partners.subRegion,
          id: partners.id,
        })
        .from(partners)
        .where(
          and(or(eq(partners.id, root), eq(partners.parentPartnerId, root)), ne(partners.id, card.id), partnerPublic()),
        )
        .orderBy(partners.id);
      const { id: _id, parentId: _parent, ...rest } = card;
      return {
        ...rest,
        profile: profile ?? null,
        branches: family.map(({ id, ...branch }) => ({ ...branch, isHead: id === root })),
      };
    },

    findByUuids({ uuids, viewerId }, tx = db) {
      return tx
        .select(partnerCardColumns(tx, viewerId))
        .from(partners)
        .where(and(inArray(partners.uuid, [...uuids]), partnerPublic()));
    },

    async findLiked({ customerId, type, offset, limit }) {
      // The household's likes (both of a linked couple, issue 30 §1), one per partner at its earliest like: two
      // who both liked a hall before linking see it once (decision 0061).
      const liked = db
        .select({
          partnerId: partnerLikes.partnerId,
          likedAt: sql<Date>`min(${partnerLikes.createdAt})`.as('liked_at'),
        })
        .from(partnerLikes)
        .where(inHousehold(partnerLikes.customerId, customerId))
        .groupBy(partnerLikes.partnerId)
        .as('liked');
      const where = eq(partners.type, type);
      const [rows, [counted]] = await Promise.all([
        db
          .select(partnerCardColumns(db, customerId))
          .from(liked)
          .innerJoin(partners, eq(partners.id, liked.partnerId))
          .where(where)
          .orderBy(desc(liked.likedAt), desc(liked.partnerId))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(liked).innerJoin(partners, eq(partners.id, liked.partnerId)).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async findType(uuid, tx = db) {
      const [row] = await tx.select({ type: partners.type }).from(partners).where(eq(partners.uuid, uuid));
      return row?.type ?? null;
    },
  };
}
