import { generatedMediaPath } from '@wedding/contract/media';
import type { PartnerCard } from '@wedding/contract/partners';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { regionLabel } from '@wedding/domain/regions';
import type { HallRepository } from './repository.ts';

export type HallService = {
  findPopularHalls(input: { limit: number }): Promise<PartnerCard[]>;
};

/** Popular halls: halls with an active POPULAR ad first, then most liked, most reviewed, oldest id. */
export function createHallService(deps: { repository: HallRepository; now?: () => Date }): HallService {
  const now = deps.now ?? (() => new Date());
  return {
    async findPopularHalls({ limit }) {
      const rows = await deps.repository.findPopularHalls({ limit, now: now() });
      return rows.map((row) => ({
        partnerUuid: row.uuid,
        partnerName: row.bizName,
        // A hall without a cover still gets a picture: the generated one for its uuid (a valid media key).
        coverUrl: row.coverUrl ?? generatedMediaPath('hall', row.uuid),
        region: regionLabel(row.region, row.subRegion),
        // Guests only until accounts arrive (a later issue); then this reads the viewer's likes.
        isLiked: false,
        isAdvertise: row.adCode !== null,
        adName: row.adName,
        adCode: row.adCode,
        type: PARTNER_TYPE.WEDDING_HALL,
      }));
    },
  };
}
