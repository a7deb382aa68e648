import type { QueryClient } from '@tanstack/react-query';
import { hallEventsQueryOptions } from '../../features/events/api/get-hall-events.ts';
import { mapsConfigQueryOptions } from '../../features/hall-detail/api/get-maps-config.ts';
import { roomQueryOptions } from '../../features/hall-detail/api/get-room.ts';
import { roomPreviewQueryOptions } from '../../features/hall-detail/api/get-room-preview.ts';
import { venueQueryOptions } from '../../features/hall-detail/api/get-venue.ts';
import { hallCountQueryOptions, hallResultsQueryOptions } from '../../features/hall-search/api/search-halls.ts';
import { filterToQuery } from '../../features/hall-search/lib/filter-state.ts';
import { filterFromParams, RESULT_VIEW } from '../../features/hall-search/lib/filter-url.ts';
import { popularHallsQueryOptions } from '../../features/halls/api/get-popular-halls.ts';
import { priceDisclosureQueryOptions } from '../../features/price-disclosure/api/get-price-disclosure.ts';
import { slotDetailQueryOptions } from '../../features/slot-detail/api/get-slot-detail.ts';
import { parseWeddingDayId } from '../../features/slot-detail/lib/slot-detail-links.ts';
import { slotHighlightsQueryOptions } from '../../features/slots/api/get-slot-highlights.ts';
import { slotListQueryOptions } from '../../features/slots/api/get-slots.ts';
import type { SlotSource } from '../../features/slots/api/slot-keys.ts';
import { readSlotFilters } from '../../features/slots/lib/slot-filters.ts';
import { type SlotFixedQuery, slotListQuery } from '../../features/slots/lib/slot-query.ts';
import { prefetchPartner, prefetchReview } from '../partner/prefetch.ts';
import { prefetchShared } from '../shortlist/prefetch.ts';
import { parsePathId } from './path-id.ts';
import { ALL_HALLS, DISCOUNTED } from './slot-lists.ts';

/**
 * The data of each hall section's first screen, fetched by the server before it renders the page (decision
 * 0023) with the very query options the page's hooks use, as a guest: hearts and the like are the viewer's
 * and come after hydration. Imported by the server entry only: referenced from the route table, it would
 * pull these modules into the browser's graph and split the pages' chunks differently (+8 KB measured).
 */
const UUID = /^[0-9a-f-]{36}$/i;

export type PrefetchContext = { queryClient: QueryClient; url: URL };
/** What a prefetch may say besides filling the cache: the page lives at another address. */
export type PrefetchResult = { redirect: string } | undefined;

/** The status a prefetch gave its page (a share link that is gone: 404), if it did. */
export function statusOf(result: unknown): number | null {
  return typeof result === 'object' && result !== null && 'status' in result && typeof result.status === 'number'
    ? result.status
    : null;
}

/** The address a prefetch moved its page to, if it did. */
export function redirectOf(result: unknown): string | null {
  return typeof result === 'object' && result !== null && 'redirect' in result && typeof result.redirect === 'string'
    ? result.redirect
    : null;
}

function firstSlotPage({ queryClient, url }: PrefetchContext, source: SlotSource, fixed?: SlotFixedQuery) {
  const query = slotListQuery(readSlotFilters(url.searchParams), fixed);
  return queryClient.prefetchInfiniteQuery(slotListQueryOptions(source, query, null));
}

export async function prefetchHome({ queryClient }: PrefetchContext): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(popularHallsQueryOptions()),
    queryClient.prefetchQuery(slotHighlightsQueryOptions(null)),
    queryClient.prefetchQuery(hallEventsQueryOptions()),
  ]);
}

export async function prefetchSlots(context: PrefetchContext): Promise<void> {
  await firstSlotPage(context, ALL_HALLS);
}

export async function prefetchEvent(context: PrefetchContext): Promise<void> {
  await Promise.all([
    context.queryClient.prefetchQuery(hallEventsQueryOptions()),
    firstSlotPage(context, ALL_HALLS, DISCOUNTED),
  ]);
}

export async function prefetchSlotDetail({ queryClient, url }: PrefetchContext): Promise<void> {
  const id = parseWeddingDayId(url.searchParams.get('id') ?? url.searchParams.get('weddingDayId'));
  if (id !== null) await queryClient.prefetchQuery(slotDetailQueryOptions(id));
}

/** The hall search with filters: the results when the URL asks for them, else the count on the button. */
export async function prefetchSearchFilter({ queryClient, url }: PrefetchContext): Promise<void> {
  const query = filterToQuery(filterFromParams(url.searchParams));
  if (url.searchParams.get('view') === RESULT_VIEW)
    await queryClient.prefetchInfiniteQuery(hallResultsQueryOptions(query));
  else await queryClient.prefetchQuery(hallCountQueryOptions(query));
}

/** The general search: its results once a keyword or a region is in the URL. */
export async function prefetchSearch({ queryClient, url }: PrefetchContext): Promise<void> {
  const filter = filterFromParams(url.searchParams);
  if (filter.keyword === null && filter.region === null) return;
  await queryClient.prefetchInfiniteQuery(hallResultsQueryOptions(filterToQuery(filter)));
}

/** A hall's page: the venue (header, carousel, info tab) as a guest; the tabs' lists load in the browser. */
export async function prefetchHallDetail({ queryClient, url }: PrefetchContext): Promise<void> {
  const uuid = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  // The maps setting too, so the first screen already says whether a map or the address stands there.
  if (UUID.test(uuid))
    await Promise.all([
      queryClient.prefetchQuery(venueQueryOptions(uuid, null)),
      queryClient.prefetchQuery(mapsConfigQueryOptions()),
      // The 고시's price items are on the info tab's first HTML, for a guest with JavaScript off too.
      queryClient.prefetchQuery(priceDisclosureQueryOptions(uuid)),
    ]);
}

/** An individual hall: the room, its venue and its slots, as a guest (the slots' hearts come after hydration). */
export async function prefetchHallRoom({ queryClient, url }: PrefetchContext): Promise<void> {
  const [, , profileId, , hallUuid] = url.pathname.split('/');
  const id = parsePathId(profileId);
  const room = decodeURIComponent(hallUuid ?? '');
  if (id !== null && UUID.test(room)) await queryClient.prefetchQuery(roomQueryOptions(id, room, null));
}

/** The preview of a pending edit, opened by its link's token (decision 0033); nothing in it is the viewer's. */
export async function prefetchHallRoomPreview({ queryClient, url }: PrefetchContext): Promise<void> {
  const id = parsePathId(url.pathname.split('/')[4]);
  const token = url.searchParams.get('token');
  if (id !== null && token) await queryClient.prefetchQuery(roomPreviewQueryOptions(id, token));
}

/** By route path, as the route table spells it; a prefetch answers nothing, or a PrefetchResult. */
export const PREFETCH_BY_ROUTE_PATH: Readonly<Record<string, (context: PrefetchContext) => Promise<unknown>>> = {
  '/weddinghall/home': prefetchHome,
  '/weddinghall/slot': prefetchSlots,
  '/weddinghall/event': prefetchEvent,
  '/weddinghall/:partnerUuid/slot': prefetchSlotDetail,
  '/weddinghall/search-filter': prefetchSearchFilter,
  '/search': prefetchSearch,
  '/weddinghall/:partnerUuid': prefetchHallDetail,
  '/weddinghall/:partnerProfileId/detail/:hallUuid': prefetchHallRoom,
  '/weddinghall/:partnerProfileId/detail-preview/:hallId': prefetchHallRoomPreview,
  '/partner/:uuid': prefetchPartner,
  '/community/review/:uuid': prefetchReview,
  '/shared/:token': prefetchShared,
};
