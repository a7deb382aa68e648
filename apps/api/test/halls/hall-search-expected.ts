import { hallLevelsOf } from '@wedding/domain/badges';
import { guaranteeBounds } from '@wedding/domain/guarantee-filter';
import { regionLabel } from '@wedding/domain/regions';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { expandWeddingTimes } from '@wedding/domain/slot-filters';
import { eq } from 'drizzle-orm';
import { ads, partnerLikes, partnerSubways, partners, weddingDays } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

// The hall search rule computed in plain JS over the raw table rows, independently of the repository's SQL.

export type SearchParams = {
  region?: string;
  subRegion?: string;
  styles?: string[];
  mealTypes?: string[];
  ceremonyTypes?: string[];
  trafficTypes?: string[];
  levels?: string[];
  tags?: string[];
  dayOfWeeks?: string[];
  weddingTimes?: string[];
  minGuarantee?: number;
  maxGuarantee?: number;
  minRentalPrice?: number;
  maxRentalPrice?: number;
  minMealPrice?: number;
  maxMealPrice?: number;
  keyword?: string;
};

export type Hall = typeof partners.$inferSelect;
export type Slot = typeof weddingDays.$inferSelect;

export type SearchData = Awaited<ReturnType<typeof loadSearchData>>;

export async function loadSearchData(t: TestApp, viewerId: number | null = null) {
  const db = t.database.db;
  const [halls, subways, slots, allAds, likes] = await Promise.all([
    db.select().from(partners).where(eq(partners.type, 2)),
    db.select().from(partnerSubways),
    db.select().from(weddingDays),
    db.select().from(ads),
    viewerId === null ? [] : db.select().from(partnerLikes).where(eq(partnerLikes.customerId, viewerId)),
  ]);
  return { halls, subways, slots, ads: allAds, likedIds: new Set(likes.map((l) => l.partnerId)) };
}

/** Query string of a search: lists comma-joined, as the web client sends them. */
export function searchUrl(params: SearchParams & { fetchStart?: number; fetchSize?: number }): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return `/v3/book/halls${query ? `?${query}` : ''}`;
}

const overlaps = (values: readonly string[], wanted: readonly string[] | undefined) =>
  !wanted?.length || wanted.some((v) => values.includes(v));

const SLOT_KEYS = [
  'dayOfWeeks',
  'weddingTimes',
  'minGuarantee',
  'maxGuarantee',
  'minRentalPrice',
  'maxRentalPrice',
  'minMealPrice',
  'maxMealPrice',
] as const;

export function slotMatches(slot: Slot, p: SearchParams, today: string): boolean {
  const { min, max } = guaranteeBounds(p);
  const times = p.weddingTimes?.length ? expandWeddingTimes(p.weddingTimes) : null;
  return (
    slot.state === 'OPEN' &&
    slot.weddingDate >= today &&
    (!p.dayOfWeeks?.length || p.dayOfWeeks.includes(slot.dayOfWeek)) &&
    (!times || (times as string[]).includes(slot.weddingTime.slice(0, 5))) &&
    (min === null || slot.guarantee >= min) &&
    (max === null || slot.guarantee <= max) &&
    (p.minRentalPrice === undefined || slot.rentalPrice >= p.minRentalPrice) &&
    (p.maxRentalPrice === undefined || slot.rentalPrice <= p.maxRentalPrice) &&
    (p.minMealPrice === undefined || slot.mealPrice >= p.minMealPrice) &&
    (p.maxMealPrice === undefined || slot.mealPrice <= p.maxMealPrice)
  );
}

export function hallMatches(data: SearchData, hall: Hall, p: SearchParams, now: Date): boolean {
  const keyword = p.keyword?.trim().toLowerCase();
  const stations = data.subways.filter((s) => s.partnerId === hall.id).map((s) => s.stationName.toLowerCase());
  const today = seoulToday(now);
  const slotGiven = SLOT_KEYS.some((key) => {
    const value = p[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
  return (
    (p.region === undefined || hall.region === p.region) &&
    (p.subRegion === undefined || hall.subRegion === p.subRegion) &&
    overlaps(hall.styles, p.styles) &&
    overlaps(hall.mealTypes, p.mealTypes) &&
    overlaps(hall.ceremonyTypes, p.ceremonyTypes) &&
    overlaps(hall.trafficTypes, p.trafficTypes) &&
    overlaps(hallLevelsOf(hall), p.levels) &&
    overlaps(hall.extraTags, p.tags) &&
    (!keyword ||
      hall.bizName.toLowerCase().includes(keyword) ||
      regionLabel(hall.region, hall.subRegion).toLowerCase().includes(keyword) ||
      stations.some((s) => s.includes(keyword))) &&
    (!slotGiven || data.slots.some((s) => s.partnerId === hall.id && slotMatches(s, p, today)))
  );
}

/** The active SEARCH ad that lifts a hall for this search: region-less, or the searched region's. */
export function searchAd(data: SearchData, hall: Hall, p: SearchParams, now: Date) {
  return data.ads
    .filter((ad) => ad.partnerId === hall.id && ad.placement === 'SEARCH')
    .filter((ad) => ad.startsAt <= now && now < ad.endsAt)
    .filter((ad) => ad.region === null || (p.region !== undefined && ad.region === p.region))
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
}

/** Every matching hall as the API should list it, in order. */
export function expectedSearch(data: SearchData, p: SearchParams, now = new Date()) {
  return data.halls
    .filter((hall) => hallMatches(data, hall, p, now))
    .map((hall) => ({ hall, ad: searchAd(data, hall, p, now) }))
    .sort(
      (a, b) =>
        Number(!a.ad) - Number(!b.ad) ||
        b.hall.likeCount - a.hall.likeCount ||
        b.hall.reviewCount - a.hall.reviewCount ||
        a.hall.id - b.hall.id,
    )
    .map(({ hall, ad }) => ({
      partnerUuid: hall.uuid,
      partnerName: hall.bizName,
      coverUrl: hall.coverUrl ?? `/media/generated/hall/${hall.uuid}.jpg`,
      region: regionLabel(hall.region, hall.subRegion),
      isLiked: data.likedIds.has(hall.id),
      isAdvertise: Boolean(ad),
      adName: ad?.adName ?? null,
      adCode: ad?.adCode ?? null,
      type: 2,
      paused: false,
      partnerId: hall.id,
      minPrice: hall.minPrice,
      totalAmount: hall.totalAmount,
      discountRate: hall.discountRate,
      level: hall.level,
      consultingSlotsDisplayed: hall.consultingSlotsDisplayed,
      consultingUsed: hall.consultingUsed,
      contractUsed: hall.contractUsed,
    }));
}
