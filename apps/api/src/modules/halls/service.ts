import type { PartnerCard } from '@wedding/contract/partners';
import { toHallCard } from './hall-card.ts';
import type { HallRepository } from './repository.ts';

export type HallService = {
  /** `viewerId` is the signed-in customer (their likes fill isLiked), null for a guest. */
  findPopularHalls(input: { limit: number; viewerId: number | null }): Promise<PartnerCard[]>;
};

/** Popular halls: halls with an active POPULAR ad first, then most liked, most reviewed, oldest id. */
export function createHallService(deps: { repository: HallRepository; now?: () => Date }): HallService {
  const now = deps.now ?? (() => new Date());
  return {
    async findPopularHalls({ limit, viewerId }) {
      const rows = await deps.repository.findPopularHalls({ limit, now: now(), viewerId });
      return rows.map(toHallCard);
    },
  };
}
