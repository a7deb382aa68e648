import { describe, expect, it } from 'vitest';
import {
  type DisclosureItem,
  disclosurePriceLabel,
  normalizePriceDisclosure,
  type PriceDisclosureInput,
  penaltyAmountLabel,
  penaltyRowLabel,
  priceDisclosureProblem,
} from '../src/price-disclosure.ts';

const ITEMS: DisclosureItem[] = [
  { name: '대관료', price: 3_000_000, unit: 'PER_EVENT', required: true },
  { name: '식대', price: 68_000, unit: 'PER_PERSON', required: true },
  { name: '폐백', price: 300_000, unit: 'PER_EVENT', required: false },
];
const VALID: PriceDisclosureInput = {
  items: ITEMS,
  penalties: [
    { minDaysBefore: 0, percent: 50, base: 'CONTRACT' },
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' },
    { minDaysBefore: 90, percent: 10, base: 'CONTRACT' },
  ],
  refundRules: '계약금은 위약금 기준에 따라 환급하며, 환급은 요청일로부터 7영업일 이내에 처리합니다.',
};
const withItem = (index: number, patch: Partial<DisclosureItem>) => ({
  ...VALID,
  items: VALID.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
});

describe('price disclosure rules (issue 26 §3)', () => {
  it('accepts a complete disclosure', () => {
    expect(priceDisclosureProblem(VALID)).toBeNull();
  });

  it('names the row that is wrong, counting from 1', () => {
    expect(priceDisclosureProblem(withItem(1, { name: '  ' }))).toBe('2번째 항목의 이름을 입력해 주세요.');
    expect(priceDisclosureProblem(withItem(2, { price: -1 }))).toBe(
      '3번째 항목(폐백)의 가격은 0원 이상의 정수로 입력해 주세요.',
    );
    expect(priceDisclosureProblem(withItem(0, { price: 1.5 }))).toContain('1번째 항목(대관료)');
    expect(priceDisclosureProblem(withItem(0, { price: 100_000_001 }))).toContain('너무 커요');
    expect(priceDisclosureProblem(withItem(2, { name: '식대' }))).toBe(
      "3번째 항목 '식대'이(가) 2번째 항목과 이름이 같아요.",
    );
  });

  it('asks for at least one item and one required (base) item', () => {
    expect(priceDisclosureProblem({ ...VALID, items: [] })).toBe('공개할 항목을 한 개 이상 입력해 주세요.');
    expect(priceDisclosureProblem({ ...VALID, items: ITEMS.map((i) => ({ ...i, required: false })) })).toBe(
      '필수 항목(기본 서비스)을 한 개 이상 표시해 주세요.',
    );
  });

  it("passes on the penalty table's own problem and checks the refund text", () => {
    expect(priceDisclosureProblem({ ...VALID, penalties: [] })).toBe('위약금: 위약금 기준을 한 줄 이상 입력해 주세요.');
    expect(
      priceDisclosureProblem({ ...VALID, penalties: [{ minDaysBefore: 30, percent: 10, base: 'CONTRACT' }] }),
    ).toBe('위약금: 예식 당일(0일 전)까지의 기준이 있어야 해요.');
    expect(priceDisclosureProblem({ ...VALID, refundRules: ' 짧음 ' })).toBe('환급 기준을 10자 이상 입력해 주세요.');
  });

  it('stores names trimmed and penalty rows from the farthest day', () => {
    const stored = normalizePriceDisclosure({
      ...withItem(0, { name: ' 대관료 ' }),
      refundRules: ` ${VALID.refundRules} `,
    });
    expect(stored.items[0]!.name).toBe('대관료');
    expect(stored.penalties.map((p) => p.minDaysBefore)).toEqual([150, 90, 0]);
    expect(stored.refundRules).toBe(VALID.refundRules);
  });

  it('labels prices and penalty rows the way the guest reads them', () => {
    expect(disclosurePriceLabel({ price: 68_000, unit: 'PER_PERSON' })).toBe('68,000원 / 1인당');
    expect(penaltyRowLabel({ minDaysBefore: 90 })).toBe('예식 90일 전부터');
    expect(penaltyRowLabel({ minDaysBefore: 0 })).toBe('예식 당일까지');
    expect(penaltyAmountLabel({ percent: 10, base: 'CONTRACT' })).toBe('계약금액의 10%');
    expect(penaltyAmountLabel({ percent: 0, base: 'DEPOSIT' })).toBe('위약금 없음');
  });
});
