import type { HallKeywordSuggestion } from '@wedding/contract/hall-search';
import { REGIONS, regionLabel } from '@wedding/domain/regions';
import type { HallKeywordRepository } from './keyword-repository.ts';

/** At most this many halls and this many stations per suggestion list. */
export const KEYWORD_SUGGESTION_LIMIT = 10;

export type HallKeywordService = {
  suggest(keyword: string): Promise<HallKeywordSuggestion>;
};

const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/**
 * Regions and sub-regions whose name contains the keyword, in the order of spec §9's list (a region
 * before its sub-regions). A keyword with a space, as in '서울 강남', is also looked up in the label.
 */
export function matchRegions(keyword: string): HallKeywordSuggestion['regions'] {
  const byLabel = /\s/.test(keyword);
  return REGIONS.flatMap((region) => [
    ...(contains(region.name, keyword) ? [{ region: region.name, subRegion: null, label: region.name }] : []),
    ...region.subRegions
      .filter((sub) => contains(sub, keyword) || (byLabel && contains(regionLabel(region.name, sub), keyword)))
      .map((sub) => ({ region: region.name, subRegion: sub, label: regionLabel(region.name, sub) })),
  ]);
}

export function createHallKeywordService(deps: { repository: HallKeywordRepository }): HallKeywordService {
  return {
    async suggest(raw) {
      const keyword = raw.trim();
      const halls = await deps.repository.findHallsByName({ keyword, limit: KEYWORD_SUGGESTION_LIMIT });
      const stations = await deps.repository.findStations({ keyword, limit: KEYWORD_SUGGESTION_LIMIT });
      return {
        halls: halls.map((h) => ({
          partnerId: h.id,
          partnerUuid: h.uuid,
          partnerName: h.bizName,
          region: regionLabel(h.region, h.subRegion),
        })),
        regions: matchRegions(keyword),
        stations,
      };
    },
  };
}
