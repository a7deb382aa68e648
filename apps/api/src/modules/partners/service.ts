import type { PartnerCard, PartnerDetail } from '@wedding/contract/partners';
import { toHallCard } from '../halls/hall-card.ts';
import { partnerNotFound } from './errors.ts';
import type { PartnerRepository } from './repository.ts';

export type PartnerService = {
  /**
   * A partner's page: card, profile and its company's branches; 404 PARTNER_NOT_FOUND when there is none or it
   * is a DRAFT (issue 29 §4). A paused partner answers with `paused`.
   */
  findDetail(uuid: string, viewerId: number | null): Promise<PartnerDetail>;
  /** Cards in the order asked (each uuid once); unknown uuids are left out. */
  findCards(uuids: readonly string[], viewerId: number | null): Promise<PartnerCard[]>;
  /** The type code (2 hall, 37 planner); 404 PARTNER_NOT_FOUND when there is no such partner. */
  findType(uuid: string): Promise<number>;
  /** The favourites tab of one partner type: newest like first, paged (spec §7 fetchStart, fetchSize 20). */
  findLiked(
    customerId: number,
    type: number,
    page: { fetchStart: number; fetchSize: number },
  ): Promise<{ item: PartnerCard[]; total: number }>;
};

export function createPartnerService(deps: { repository: PartnerRepository }): PartnerService {
  return {
    async findDetail(uuid, viewerId) {
      const row = await deps.repository.findDetail(uuid.toLowerCase(), viewerId);
      if (!row) throw partnerNotFound();
      const card = toHallCard({ ...row, adCode: null, adName: null });
      return {
        partnerUuid: card.partnerUuid,
        type: card.type,
        bizName: card.partnerName,
        coverUrl: card.coverUrl,
        region: card.region,
        isLiked: card.isLiked,
        likeCount: row.likeCount,
        reviewCount: row.reviewCount,
        paused: row.paused,
        profile: row.profile,
        branches: row.branches.map((b) => ({
          partnerUuid: b.partnerUuid,
          bizName: b.bizName,
          region: [b.region, b.subRegion].filter(Boolean).join(' '),
          isHead: b.isHead,
        })),
      };
    },

    async findCards(requested, viewerId) {
      // UUIDs compare case-insensitively in PostgreSQL; the rows come back lower-case.
      const uuids = [...new Set(requested.map((uuid) => uuid.toLowerCase()))];
      const rows = await deps.repository.findByUuids({ uuids, viewerId });
      const byUuid = new Map(rows.map((row) => [row.uuid, row]));
      return uuids.flatMap((uuid) => {
        const row = byUuid.get(uuid);
        if (!row) return [];
        // The region label ('서울 강남구') is what the nearby-recommendation key is built from (spec §7). A lookup
        // by uuid places no ad; lists that carry ads mark them themselves.
        return toHallCard({ ...row, adCode: null, adName: null });
      });
    },

    async findLiked(customerId, type, { fetchStart, fetchSize }) {
      const { rows, total } = await deps.repository.findLiked({
        customerId,
        type,
        offset: fetchStart,
        limit: fetchSize,
      });
      return { item: rows.map((row) => toHallCard({ ...row, adCode: null, adName: null })), total };
    },

    async findType(uuid) {
      const type = await deps.repository.findType(uuid);
      if (type === null) throw partnerNotFound();
      return type;
    },
  };
}
