import type { ComparisonItem } from '@wedding/contract/comparison';
import { generatedMediaPath } from '@wedding/contract/media';
import { type AllInInputs, type CardEstimate, cardEstimate, disclosureFacts } from '@wedding/domain/all-in-estimate';
import { HALL_STYLES, labelOf } from '@wedding/domain/enums';
import { comparisonRefText, parseComparisonItems, roundRating } from '@wedding/domain/hall-comparison';
import { partnerPath } from '@wedding/domain/partner-path';
import { type WeddingBudget, weddingBudgetProblem } from '@wedding/domain/wedding-budget';
import { AppError } from '../../shared/errors.ts';
import type { ComparisonRepository, ComparisonRow } from './repository.ts';

export type ComparisonService = {
  /** The public figures of 2–4 items, in the order asked; 400 for a bad list, 404 when one is not found. */
  compare(items: string): Promise<ComparisonItem[]>;
  budget(customerId: number): Promise<WeddingBudget>;
  saveBudget(customerId: number, budget: WeddingBudget): Promise<WeddingBudget>;
  /**
   * The cards' all-in figure for a viewer who set a guest count (issue 30 §4), one per slot in order; null for
   * everyone (guests, and viewers without a count): their cards stay as they were.
   */
  slotCardEstimates(customerId: number | null, slots: readonly SlotPrices[]): Promise<(CardEstimate | null)[] | null>;
};

export type SlotPrices = {
  partnerUuid: string;
  rentalPrice: number;
  mealPrice: number;
  guarantee: number;
  flowerPrice: number;
  discountRate: number;
};

export type DisclosureLookup = (partnerUuids: readonly string[]) => Promise<Map<string, ComparisonRow['items']>>;

const positive = (n: number | null | undefined) => (n != null && n > 0 ? n : null);

/**
 * Decision 0063: a slot's own price columns, else the room's published fees, else the disclosure's item of that
 * name; a 0 room fee is the column's default (not entered), not a free hall. The required options and the
 * penalties come from the disclosure only; without one they are unknown.
 */
export function comparisonItem(ref: string, kind: ComparisonItem['kind'], row: ComparisonRow): ComparisonItem {
  const facts = row.items ? disclosureFacts(row.items) : null;
  const isSlot = row.slot_id != null;
  const hallType = row.style
    ? labelOf(HALL_STYLES, row.style as never)
    : row.styles.length > 0
      ? row.styles.map((s) => labelOf(HALL_STYLES, s as never)).join(', ')
      : null;
  const roomPath =
    row.profile_id != null && row.room_uuid ? `/weddinghall/${row.profile_id}/detail/${row.room_uuid}` : null;
  const hallPath = partnerPath({ partnerUuid: row.partner_uuid, type: row.partner_type });
  return {
    ref,
    kind,
    partnerUuid: row.partner_uuid,
    name: row.biz_name,
    roomName: row.room_name,
    weddingDate: row.wedding_date,
    weddingTime: row.wedding_time,
    imageUrl:
      row.room_image ||
      row.cover_url ||
      (row.room_uuid
        ? generatedMediaPath('individual-hall', row.room_uuid)
        : generatedMediaPath('hall', row.partner_uuid)),
    path: isSlot
      ? `/weddinghall/${encodeURIComponent(row.partner_uuid)}/slot?id=${row.slot_id}`
      : kind === 'room' && roomPath
        ? roomPath
        : hallPath,
    rental: isSlot ? row.rental_price : (positive(row.rental_fee) ?? facts?.rental ?? null),
    meal: isSlot ? row.meal_price : (positive(row.meal_fee) ?? facts?.meal ?? null),
    drinks: positive(row.adult_drink_fee) ?? facts?.drinks ?? null,
    guarantee: isSlot ? row.slot_guarantee : (row.min_guarantee ?? row.min_personnel ?? null),
    flowers: isSlot ? row.flower_price : (facts?.flowers ?? null),
    requiredOptions: facts ? facts.requiredOptions : null,
    discountRate: isSlot ? row.slot_discount_rate : row.partner_discount_rate,
    deposit: positive(row.deposit),
    penalties: row.penalties,
    hallType,
    capacityMin: row.min_guarantee ?? row.min_personnel ?? null,
    capacityMax: row.max_guarantee ?? row.max_personnel ?? null,
    lat: row.lat,
    lng: row.lng,
    rating: roundRating(row.rating == null ? null : Number(row.rating)),
    reviewCount: row.review_count,
  };
}

/** The comparison item's inputs of the all-in rule (the web and the tests read the same mapping). */
export function allInInputsOf(item: ComparisonItem): AllInInputs {
  return {
    rental: item.rental,
    meal: item.meal,
    guarantee: item.guarantee,
    flowers: item.flowers,
    requiredOptions: item.requiredOptions,
    discountRate: item.discountRate,
  };
}

export function createComparisonService(deps: {
  repository: ComparisonRepository;
  disclosures: DisclosureLookup;
}): ComparisonService {
  const { repository } = deps;
  return {
    async compare(items) {
      const parsed = parseComparisonItems(items);
      if ('problem' in parsed) throw new AppError(400, 'COMPARISON_INVALID', parsed.problem);
      return Promise.all(
        parsed.refs.map(async (ref) => {
          const row = await repository.find(ref.kind, ref.id);
          if (!row)
            throw new AppError(
              404,
              'COMPARISON_ITEM_NOT_FOUND',
              '비교할 웨딩홀이나 일정을 찾을 수 없어요. 찜 목록에서 다시 골라 주세요.',
            );
          return comparisonItem(comparisonRefText(ref), ref.kind, row);
        }),
      );
    },
    budget: (customerId) => repository.budgetOf(customerId),
    async saveBudget(customerId, budget) {
      const problem = weddingBudgetProblem(budget);
      if (problem) throw new AppError(400, 'WEDDING_BUDGET_INVALID', problem);
      return repository.saveBudget(customerId, budget);
    },
    async slotCardEstimates(customerId, slots) {
      if (customerId == null || slots.length === 0) return null;
      const settings = await repository.budgetOf(customerId);
      if (settings.expectedGuests == null) return null;
      const disclosures = await deps.disclosures([...new Set(slots.map((s) => s.partnerUuid))]);
      return slots.map((slot) => {
        const items = disclosures.get(slot.partnerUuid) ?? null;
        return cardEstimate(
          {
            rental: slot.rentalPrice,
            meal: slot.mealPrice,
            guarantee: slot.guarantee,
            flowers: slot.flowerPrice,
            requiredOptions: items ? disclosureFacts(items).requiredOptions : null,
            discountRate: slot.discountRate,
          },
          settings,
        );
      });
    },
  };
}

/**
 * A slot page with each card's all-in figure for a viewer who set a guest count; the page as it was otherwise
 * (guests, viewers without a count), so their answers do not change.
 */
export async function withSlotEstimates<S extends SlotPrices, P extends { item: S[] }>(
  service: Pick<ComparisonService, 'slotCardEstimates'>,
  customerId: number | null,
  page: P,
): Promise<P> {
  const estimates = await service.slotCardEstimates(customerId, page.item);
  if (!estimates) return page;
  return { ...page, item: page.item.map((slot, i) => (estimates[i] ? { ...slot, allIn: estimates[i] } : slot)) };
}
