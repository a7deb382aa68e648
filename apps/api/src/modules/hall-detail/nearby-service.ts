import type { NearbyItem } from '@wedding/contract/hall-detail';
import { generatedMediaPath } from '@wedding/contract/media';
import { mergeNearby } from '@wedding/domain/nearby';
import { nearbyRecommendKey, regionLabel } from '@wedding/domain/regions';
import type { NearbyRepository, NearbyRow } from './nearby-repository.ts';

export type NearbyService = {
  /**
   * Halls near a region label ('서울 강남구'): halls advertised there first, then up to 20 of the list keyed
   * NEARBY_RECOMMEND_서울-강남구, shuffled (spec §7). The viewed hall is left out.
   */
  findNearby(input: { region: string; excludeUuid?: string; viewerId: number | null }): Promise<NearbyItem[]>;
};

const toItem = (row: NearbyRow): NearbyItem => ({
  coverUrl: row.coverUrl ?? generatedMediaPath('hall', row.uuid),
  region: regionLabel(row.region, row.subRegion),
  subRegion: row.subRegion,
  partnerUuid: row.uuid,
  name: row.bizName,
  isLike: row.isLiked,
  adCode: row.adCode,
  adName: row.adName,
});

export function createNearbyService(deps: {
  repository: NearbyRepository;
  now?: () => Date;
  random?: () => number;
}): NearbyService {
  const now = deps.now ?? (() => new Date());
  return {
    async findNearby({ region, excludeUuid, viewerId }) {
      const topRegion = region.trim().split(/\s+/)[0] ?? '';
      const [advertised, ids] = await Promise.all([
        deps.repository.findAdvertised(topRegion, now(), viewerId),
        deps.repository.findRecommendedIds(nearbyRecommendKey(region)),
      ]);
      const rows = await deps.repository.findHalls(ids, viewerId);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const recommended = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toItem(row)] : [];
      });
      return mergeNearby(advertised.map(toItem), recommended, {
        excludeUuid: excludeUuid?.toLowerCase(),
        random: deps.random,
      });
    },
  };
}
