import type { HallEvent } from '@wedding/contract/events';
import { generatedMediaPath } from '@wedding/contract/media';
import { regionLabel } from '@wedding/domain/regions';
import type { HallEventRepository } from './repository.ts';

export type HallEventService = {
  findRunningHallEvents(): Promise<HallEvent[]>;
};

/** The event section (/weddinghall/event): hall events running now, biggest discount first. */
export function createHallEventService(deps: { repository: HallEventRepository; now?: () => Date }): HallEventService {
  const now = deps.now ?? (() => new Date());
  return {
    async findRunningHallEvents() {
      const rows = await deps.repository.findRunningHallEvents({ now: now() });
      return rows.map((row) => ({
        uuid: row.uuid,
        partnerUuid: row.partnerUuid,
        partnerName: row.partnerName,
        region: regionLabel(row.region, row.subRegion),
        title: row.title,
        content: row.content,
        // An event without its own picture shows the hall's cover, and a hall without one its generated cover.
        imageUrl: row.imageUrl ?? row.partnerCoverUrl ?? generatedMediaPath('hall', row.partnerUuid),
        discountRate: row.discountRate,
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
      }));
    },
  };
}
