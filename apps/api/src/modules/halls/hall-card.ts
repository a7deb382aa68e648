import { generatedMediaPath } from '@wedding/contract/media';
import type { PartnerCard } from '@wedding/contract/partners';
import { regionLabel } from '@wedding/domain/regions';

/** What every hall list reads from the partner row to draw a card (spec §3 partner card). */
export type HallCardRow = {
  uuid: string;
  type: number;
  bizName: string;
  coverUrl: string | null;
  region: string;
  subRegion: string | null;
  adCode: string | null;
  adName: string | null;
  isLiked: boolean;
  /** Paused by an operator (issue 29 §4); lists of listed halls leave it out (never paused there). */
  paused?: boolean;
};

export function toHallCard(row: HallCardRow): PartnerCard {
  return {
    partnerUuid: row.uuid,
    partnerName: row.bizName,
    // A hall without a cover still gets a picture: the generated one for its uuid (a valid media key).
    coverUrl: row.coverUrl ?? generatedMediaPath('hall', row.uuid),
    region: regionLabel(row.region, row.subRegion),
    isLiked: row.isLiked,
    isAdvertise: row.adCode !== null,
    adName: row.adName,
    adCode: row.adCode,
    type: row.type,
    paused: row.paused ?? false,
  };
}
