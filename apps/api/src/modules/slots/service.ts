import type { LikedSlotsResponse } from '@wedding/contract/favourites';
import { generatedMediaPath } from '@wedding/contract/media';
import type {
  EstimateProductQuery,
  RemainingWeddingDaysQuery,
  Slot,
  SlotDetail,
  SlotPageResponse,
} from '@wedding/contract/slots';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { hallNotFound, slotNotFound } from './errors.ts';
import { findPartnerIds, findUnlistedPartnerIds } from './find-partner-ids.ts';
import { findSlotPage } from './find-slot-page.ts';
import type { SlotRepository, SlotRow } from './repository.ts';
import type { SearchCache } from './search-cache.ts';
import { slotCriteria } from './slot-criteria.ts';
import { createSlotLikes, type SlotLikes } from './slot-likes.ts';
import { hasPartnerFilter, type PartnerFilter } from './slot-search-sql.ts';

export type SlotService = SlotLikes & {
  /** Open slots from today on (Seoul) across halls, or one hall's with `partnerUuid`. */
  findRemainingSlots(query: RemainingWeddingDaysQuery, viewerId: number | null): Promise<SlotPageResponse>;
  /** One wedding hall's open slots; 404 HALL_NOT_FOUND for an unknown uuid or a partner that is not a hall. */
  findHallSlots(partnerUuid: string, query: EstimateProductQuery, viewerId: number | null): Promise<SlotPageResponse>;
  /** One slot in any state; 404 SLOT_NOT_FOUND. */
  findSlot(id: number, viewerId: number | null): Promise<SlotDetail>;
  /** A room's nearest open slots from today (Seoul), soonest first. */
  findRoomSlots(individualHallId: number, limit: number, viewerId: number | null): Promise<Slot[]>;
  /** The favourites' slot tab: newest like first, each marked available or not (spec §2 /my-interest/like/slot). */
  findLikedSlots(customerId: number, page: { fetchStart: number; fetchSize: number }): Promise<LikedSlotsResponse>;
  /**
   * Drops the cached totals, page cursors and hall-id lists of every slot search (issue 26 §7): a price change
   * or an opened or closed slot must show on the next request, and a cursor keyed on an old price would skip
   * or repeat rows. Searches are keyed by their filters, not by hall, so all of them go; writes are rare.
   */
  forgetSearches(): Promise<void>;
  close(): Promise<void>;
};

function partnerFilterOf(query: EstimateProductQuery & { partnerUuid?: string }): PartnerFilter {
  const { partnerUuid, styles, mealTypes, ceremonyTypes, trafficTypes, levels, tags } = query;
  return { partnerUuid, styles, mealTypes, ceremonyTypes, trafficTypes, levels, tags };
}

export function toSlot(row: SlotRow): Slot {
  return {
    weddingDayId: Number(row.id),
    partnerUuid: row.partner_uuid,
    partnerProfileName: row.biz_name,
    hallName: row.hall_name,
    region: row.region,
    subRegion: row.sub_region,
    // The room's first photo, else the venue's cover, else the room's generated picture (always a valid key).
    imageUrl: row.hall_image || row.cover_url || generatedMediaPath('individual-hall', row.individual_hall_uuid),
    weddingDate: row.wedding_date,
    weddingTime: row.wedding_time.slice(0, 5),
    guarantee: row.guarantee,
    rentalPrice: row.rental_price,
    flowerPrice: row.flower_price,
    mealPrice: row.meal_price,
    finalPrice: row.final_price,
    discountRate: row.discount_rate,
    contractUsed: row.contract_used,
    isLike: row.is_like,
  };
}

export function createSlotService(deps: {
  repository: SlotRepository;
  cache: SearchCache;
  now?: () => Date;
}): SlotService {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  async function search(query: EstimateProductQuery, partnerIds: number[] | null, viewerId: number | null) {
    // Chip answers already leave unlisted partners out; a search over every partner leaves them out here.
    const excluded = partnerIds === null ? await findUnlistedPartnerIds(deps) : [];
    const criteria = slotCriteria(query, seoulToday(now()), partnerIds, excluded);
    const { sortType: sort, page, fetchSize } = query;
    const { rows, total, totalCapped } = await findSlotPage(deps, criteria, { sort, page, fetchSize, viewerId });
    return { item: rows.map(toSlot), total, totalCapped };
  }

  return {
    ...createSlotLikes({ repository }),

    async findRemainingSlots(query, viewerId) {
      const partners = partnerFilterOf(query);
      // Halls are few (about a thousand): their chips resolve to ids first, then the slot indexes do the rest.
      const partnerIds = hasPartnerFilter(partners) ? await findPartnerIds(deps, partners) : null;
      return search(query, partnerIds, viewerId);
    },

    async findHallSlots(partnerUuid, query, viewerId) {
      const hall = await repository.findPartnerByUuid(partnerUuid);
      if (!hall || hall.type !== PARTNER_TYPE.WEDDING_HALL) throw hallNotFound();
      const chips = partnerFilterOf(query);
      // A paused or DRAFT hall's page lists no slots (issue 29 §4): nothing new can be held there.
      const own = hall.listed ? [hall.id] : [];
      const partnerIds = hasPartnerFilter(chips) ? await findPartnerIds(deps, { ...chips, partnerUuid }) : own;
      return search(query, partnerIds, viewerId);
    },

    async findSlot(id, viewerId) {
      const row = await repository.findSlot(id, viewerId);
      if (!row) throw slotNotFound();
      return {
        ...toSlot(row),
        partnerId: row.partner_id,
        individualHallUuid: row.individual_hall_uuid,
        dayOfWeek: row.day_of_week,
        state: row.state,
        isAvailable: row.state === 'OPEN' && row.wedding_date >= seoulToday(now()),
        consultingSlotsDisplayed: row.consulting_slots_displayed,
        consultingUsed: row.consulting_used,
      };
    },

    async findRoomSlots(individualHallId, limit, viewerId) {
      const rows = await repository.findRoomSlots({ individualHallId, fromDate: seoulToday(now()), limit, viewerId });
      return rows.map(toSlot);
    },

    async findLikedSlots(customerId, { fetchStart, fetchSize }) {
      const [rows, total] = await Promise.all([
        repository.findLikedSlots({ customerId, today: seoulToday(now()), offset: fetchStart, limit: fetchSize }),
        repository.countLikedSlots(customerId),
      ]);
      return { item: rows.map((row) => ({ ...toSlot(row), available: row.available, likedAt: row.liked_at })), total };
    },

    forgetSearches: () => deps.cache.deleteByPrefix(['total:', 'cursor:', 'partners:']),
    close: () => deps.cache.close(),
  };
}
