import { TOTAL_TTL_MS } from './find-slot-page.ts';
import type { SlotRepository } from './repository.ts';
import type { SearchCache } from './search-cache.ts';
import type { PartnerFilter } from './slot-search-sql.ts';

// Hall-level chips (style, meal, ceremony, traffic, level, tags) resolve to hall ids before the slot query
// (decision 0010). The answer changes only when a hall edits its profile, yet every page, sort and visitor of a
// chip search asked for it again: a second round trip before the page query, about 0.4 ms of database time
// on the large seed. It is kept as long as a total (SLOT_TOTAL_MAX_AGE_SECONDS): a hall that changes its
// chips shows up under the new ones within a minute, as it does in the totals.

export const PARTNER_IDS_TTL_MS = TOTAL_TTL_MS;

/** The filter as a cache key: the order of chips within a group does not change the halls. */
export function partnerFilterKey(filter: PartnerFilter): string {
  const { partnerUuid, styles, mealTypes, ceremonyTypes, trafficTypes, levels, tags } = filter;
  const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();
  return `partners:${JSON.stringify([
    partnerUuid ?? null,
    ...[styles, mealTypes, ceremonyTypes, trafficTypes, levels, tags].map(sorted),
  ])}`;
}

export async function findPartnerIds(
  deps: { repository: SlotRepository; cache: SearchCache },
  filter: PartnerFilter,
): Promise<number[]> {
  const key = partnerFilterKey(filter);
  const [cached] = await deps.cache.getMany([key]);
  const ids = parseIds(cached);
  if (ids) return ids;
  const found = await deps.repository.findPartnerIds(filter);
  // Written in the background: a cache that is slow or down only makes the next request slower.
  void deps.cache.set(key, JSON.stringify(found), PARTNER_IDS_TTL_MS);
  return found;
}

function parseIds(value: string | undefined): number[] | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((id) => Number.isSafeInteger(id)) ? (parsed as number[]) : null;
  } catch {
    return null;
  }
}

/**
 * Ids of partners that are not listed (DRAFT or paused, issue 29 §4), kept as long as chip answers; a pause, a
 * resume and a hall's first publish forget them (forgetSearches).
 */
export async function findUnlistedPartnerIds(deps: {
  repository: SlotRepository;
  cache: SearchCache;
}): Promise<number[]> {
  const key = 'partners:unlisted';
  const [cached] = await deps.cache.getMany([key]);
  const ids = parseIds(cached);
  if (ids) return ids;
  const found = await deps.repository.findUnlistedPartnerIds();
  void deps.cache.set(key, JSON.stringify(found), PARTNER_IDS_TTL_MS);
  return found;
}
