import type { PenaltyRow } from '@wedding/domain/penalty-table';
import type { DisclosureItem } from '@wedding/domain/price-disclosure';
import type { priceDisclosures } from '../../schema/index.ts';
import type { Rng } from '../prng.ts';
import type { HallBundle } from './hall.ts';

export type PriceDisclosureRow = typeof priceDisclosures.$inferInsert;

/** The table most halls publish (issue 26): free until 150 days before, then 10 %, 30 % and 50 % of the contract. */
export const SEED_PENALTIES: PenaltyRow[] = [
  { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
  { minDaysBefore: 90, percent: 10, base: 'CONTRACT' },
  { minDaysBefore: 30, percent: 30, base: 'CONTRACT' },
  { minDaysBefore: 0, percent: 50, base: 'CONTRACT' },
];

const REFUND_RULES = [
  '계약 취소 시 위약금 기준표에 따라 위약금을 뺀 금액을 환급합니다. 환급은 취소 요청일로부터 7영업일 이내에 계약자 명의 계좌로 해드립니다.',
  '계약금은 위약금 기준에 따라 환급합니다. 천재지변이나 감염병으로 예식을 치를 수 없는 경우 위약금 없이 전액 환급하거나 일정을 옮겨 드립니다.',
  '예식일 변경은 1회에 한해 위약금 없이 가능합니다(같은 조건의 일정이 있을 때). 취소 시 환급액은 위약금을 공제하고 10영업일 이내에 돌려드립니다.',
];

/**
 * A hall's price disclosure (issue 26 §3) from its own numbers: its first room's rental fee and its meal base,
 * then the optional items halls usually list. Every hall that takes holds gets one, so holds work out of the box.
 */
export function buildPriceDisclosure(rng: Rng, hall: HallBundle, now: Date): PriceDisclosureRow {
  const rental = hall.rooms[0]?.row.rentalFee ?? 0;
  const items: DisclosureItem[] = [
    { name: '대관료', price: rental, unit: 'PER_EVENT', required: true },
    { name: '식대(1인)', price: hall.mealBase, unit: 'PER_PERSON', required: true },
    { name: '예식 진행 · 음향', price: rng.step(0, 500_000, 100_000), unit: 'PER_EVENT', required: true },
    { name: '꽃장식', price: rng.step(1_000_000, 4_000_000, 100_000), unit: 'PER_EVENT', required: false },
    { name: '폐백', price: rng.step(200_000, 600_000, 50_000), unit: 'PER_EVENT', required: false },
    { name: '스냅 촬영', price: rng.step(400_000, 1_200_000, 50_000), unit: 'PER_EVENT', required: false },
    { name: '답례품', price: rng.step(5_000, 15_000, 1_000), unit: 'PER_ITEM', required: false },
  ];
  return {
    partnerId: hall.partner.id,
    items,
    penalties: SEED_PENALTIES,
    refundRules: rng.pick(REFUND_RULES),
    updatedAt: new Date(now.getTime() - rng.int(1, 60) * 86_400_000),
  };
}
