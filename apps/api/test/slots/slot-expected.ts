import { generatedMediaPath } from '@wedding/contract/media';
import type { Slot } from '@wedding/contract/slots';
import { hallLevelsOf } from '@wedding/domain/badges';
import type { SlotSort } from '@wedding/domain/enums';
import { guaranteeBounds } from '@wedding/domain/guarantee-filter';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { expandWeddingTimes } from '@wedding/domain/slot-filters';
import { eq } from 'drizzle-orm';
import { individualHalls, partners, weddingDayLikes, weddingDays } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';

// The slot search computed in plain JS over raw table rows (plain Drizzle selects), independently of the
// repository's SQL: what the API must answer for a filter and a sort.

export type SlotParams = {
  partnerUuid?: string;
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
  startDate?: string;
  endDate?: string;
  months?: string[];
  discounted?: boolean;
  sortType?: SlotSort;
};

export type SlotData = Awaited<ReturnType<typeof loadSlotData>>;
type SlotRow = SlotData['slots'][number];

export async function loadSlotData(t: TestApp, viewerId: number | null = null) {
  const db = t.database.db;
  const [slots, halls, rooms, likes] = await Promise.all([
    db.select().from(weddingDays),
    db.select().from(partners),
    db.select().from(individualHalls),
    viewerId === null ? [] : db.select().from(weddingDayLikes).where(eq(weddingDayLikes.customerId, viewerId)),
  ]);
  return {
    slots,
    partnerById: new Map(halls.map((p) => [p.id, p])),
    roomById: new Map(rooms.map((r) => [r.id, r])),
    likedIds: new Set(likes.map((l) => l.weddingDayId)),
  };
}

export function slotsUrl(params: SlotParams & { page?: number; fetchSize?: number }, base?: string): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  const path = base ?? '/v3/public/wedding/day/remaining-wedding-days';
  return `${path}${query ? `?${query}` : ''}`;
}

const overlaps = (values: readonly string[], wanted: readonly string[] | undefined) =>
  !wanted?.length || wanted.some((v) => values.includes(v));

/** Does one raw slot match every filter (open, from today on, and each given filter)? */
export function slotMatches(data: SlotData, slot: SlotRow, p: SlotParams, today = seoulToday(new Date())): boolean {
  const hall = data.partnerById.get(slot.partnerId)!;
  const { min, max } = guaranteeBounds(p);
  const times = p.weddingTimes?.length ? expandWeddingTimes(p.weddingTimes) : null;
  const hhmm = slot.weddingTime.slice(0, 5);
  return (
    slot.state === 'OPEN' &&
    slot.weddingDate >= today &&
    (p.partnerUuid === undefined || hall.uuid === p.partnerUuid) &&
    (p.region === undefined || slot.region === p.region) &&
    (p.subRegion === undefined || slot.subRegion === p.subRegion) &&
    overlaps(hall.styles, p.styles) &&
    overlaps(hall.mealTypes, p.mealTypes) &&
    overlaps(hall.ceremonyTypes, p.ceremonyTypes) &&
    overlaps(hall.trafficTypes, p.trafficTypes) &&
    overlaps(hall.extraTags, p.tags) &&
    overlaps(hallLevelsOf(hall), p.levels) &&
    (!p.dayOfWeeks?.length || p.dayOfWeeks.includes(slot.dayOfWeek)) &&
    (times === null || (times as string[]).includes(hhmm)) &&
    (min === null || slot.guarantee >= min) &&
    (max === null || slot.guarantee <= max) &&
    (p.minRentalPrice === undefined || slot.rentalPrice >= p.minRentalPrice) &&
    (p.maxRentalPrice === undefined || slot.rentalPrice <= p.maxRentalPrice) &&
    (p.minMealPrice === undefined || slot.mealPrice >= p.minMealPrice) &&
    (p.maxMealPrice === undefined || slot.mealPrice <= p.maxMealPrice) &&
    (p.startDate === undefined || slot.weddingDate >= p.startDate) &&
    (p.endDate === undefined || slot.weddingDate <= p.endDate) &&
    (!p.months?.length || p.months.includes(slot.weddingDate.slice(0, 7))) &&
    (!p.discounted || slot.discountRate > 0)
  );
}

const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Decision 0010: each sort ends with id, and each DESC sort is its ASC sort reversed. */
const ASCENDING: Record<string, (a: SlotRow, b: SlotRow) => number> = {
  FINAL_PRICE: (a, b) => byNumber(a.finalPrice, b.finalPrice) || byNumber(a.id, b.id),
  GUARANTEE: (a, b) => byNumber(a.guarantee, b.guarantee) || byNumber(a.id, b.id),
  WEDDING_TIME: (a, b) =>
    byText(a.weddingTime, b.weddingTime) || byText(a.weddingDate, b.weddingDate) || byNumber(a.id, b.id),
};

export function compareSlots(sort: SlotSort): (a: SlotRow, b: SlotRow) => number {
  const [, key = '', direction] = /^(.*)_(ASC|DESC)$/.exec(sort) ?? [];
  const asc = ASCENDING[key]!;
  return direction === 'ASC' ? asc : (a, b) => asc(b, a);
}

export function toExpectedSlot(data: SlotData, slot: SlotRow): Slot {
  const hall = data.partnerById.get(slot.partnerId)!;
  const room = data.roomById.get(slot.individualHallId)!;
  return {
    weddingDayId: slot.id,
    partnerUuid: hall.uuid,
    partnerProfileName: hall.bizName,
    hallName: room.name,
    region: slot.region,
    subRegion: slot.subRegion,
    imageUrl: room.images[0] ?? hall.coverUrl ?? generatedMediaPath('individual-hall', room.uuid),
    weddingDate: slot.weddingDate,
    weddingTime: slot.weddingTime.slice(0, 5),
    guarantee: slot.guarantee,
    rentalPrice: slot.rentalPrice,
    flowerPrice: slot.flowerPrice,
    mealPrice: slot.mealPrice,
    finalPrice: slot.finalPrice,
    discountRate: slot.discountRate,
    contractUsed: hall.contractUsed ?? false,
    isLike: data.likedIds.has(slot.id),
  };
}

/** Every matching slot in order: all pages of the answer, concatenated. */
export function expectedSlots(data: SlotData, params: SlotParams): Slot[] {
  return data.slots
    .filter((s) => slotMatches(data, s, params))
    .sort(compareSlots(params.sortType ?? 'FINAL_PRICE_ASC'))
    .map((s) => toExpectedSlot(data, s));
}
