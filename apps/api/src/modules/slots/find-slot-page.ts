import { createHash } from 'node:crypto';
import { SLOT_TOTAL_CAP, SLOT_TOTAL_MAX_AGE_SECONDS } from '@wedding/contract/slots';
import type { SlotSort } from '@wedding/domain/enums';
import type { SlotRepository, SlotRow } from './repository.ts';
import type { SearchCache } from './search-cache.ts';
import { criteriaKey, matchesNothing, type SlotCriteria } from './slot-criteria.ts';
import { cursorOf, type SlotCursor } from './slot-search-sql.ts';

// One page of a slot search and the total across all pages.
//
// Counting every match of a million-slot table costs far more than a page (tens to hundreds of ms against
// a few), so the count stops past SLOT_TOTAL_CAP (the answer is then the cap, flagged; decision 0022) and
// totals are cached per search for TOTAL_TTL_MS: the next pages, another sort and other visitors with the
// same filters reuse it. The count runs beside the page query, so a miss costs the slower of the two, not
// their sum.
//
// Infinite scroll asks for page n right after page n-1. Each full page leaves its last row's sort key
// behind, and the next page starts right after it (keyset paging): page 100 reached by scrolling costs
// what page 1 costs. A page asked for without its predecessor's key (a jump, an expired key) uses OFFSET.

export const TOTAL_TTL_MS = SLOT_TOTAL_MAX_AGE_SECONDS * 1000;
export const CURSOR_TTL_MS = 10 * 60_000;

export type PageRequest = { sort: SlotSort; page: number; fetchSize: number; viewerId: number | null };

export async function findSlotPage(
  deps: { repository: SlotRepository; cache: SearchCache },
  criteria: SlotCriteria,
  request: PageRequest,
): Promise<{ rows: SlotRow[]; total: number; totalCapped: boolean }> {
  if (matchesNothing(criteria)) return { rows: [], total: 0, totalCapped: false };
  const { sort, page, fetchSize, viewerId } = request;
  const search = createHash('sha256').update(criteriaKey(criteria)).digest('base64url');
  const totalKey = `total:${search}`;
  const cursorKey = (n: number) => `cursor:${search}:${sort}:${fetchSize}:${n}`;

  // One round trip: the total, this page's own cursor (left by an earlier visitor?) and the previous
  // page's, where this page starts.
  const [cachedTotal, ownCursor, cachedCursor] = await deps.cache.getMany(
    page > 1 ? [totalKey, cursorKey(page), cursorKey(page - 1)] : [totalKey, cursorKey(page)],
  );
  const knownTotal = cachedTotal === undefined ? undefined : Number(cachedTotal);
  const offset = (page - 1) * fetchSize;
  // Past a capped total the real end is unknown: only an exact total says a page is past the end.
  if (knownTotal !== undefined && knownTotal <= SLOT_TOTAL_CAP && offset >= knownTotal) {
    return { rows: [], total: knownTotal, totalCapped: false };
  }

  const [rows, total] = await Promise.all([
    deps.repository.findSlotPage(criteria, {
      sort,
      limit: fetchSize,
      offset,
      after: parseCursor(cachedCursor),
      viewerId,
    }),
    knownTotal ?? deps.repository.countSlots(criteria, SLOT_TOTAL_CAP),
  ]);
  // Written in the background: a cache that is slow or down only makes the next request slower.
  if (knownTotal === undefined) void deps.cache.set(totalKey, String(total), TOTAL_TTL_MS);
  const last = rows.at(-1);
  if (last && rows.length === fetchSize && ownCursor === undefined) {
    void deps.cache.set(cursorKey(page), JSON.stringify(cursorOf(sort, last)), CURSOR_TTL_MS);
  }
  return { rows, total: Math.min(total, SLOT_TOTAL_CAP), totalCapped: total > SLOT_TOTAL_CAP };
}

function parseCursor(value: string | undefined): SlotCursor | null {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    const valid =
      Array.isArray(parsed) && parsed.every((v) => typeof v === 'string' || typeof v === 'number') && parsed.length > 1;
    return valid ? (parsed as SlotCursor) : null;
  } catch {
    return null;
  }
}
