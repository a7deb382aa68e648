import { describe, expect, it } from 'vitest';
import {
  ALL_IN_FORMULA,
  type AllInInputs,
  allInEstimate,
  allInFormulaLine,
  cardEstimate,
  disclosureFacts,
  disclosureRole,
  discountAmount,
  isOverBudget,
  missingInputsLabel,
  penaltyAt,
  requiredOptionsTotal,
  wonOrNoInfo,
} from '../src/all-in-estimate.ts';
import { slotFinalPrice } from '../src/slot-calendar.ts';
import { weddingBudgetProblem } from '../src/wedding-budget.ts';

const slot: AllInInputs = {
  rental: 3_000_000,
  meal: 68_000,
  guarantee: 150,
  flowers: 1_500_000,
  requiredOptions: [{ name: '예식 진행 · 음향', price: 300_000, unit: 'PER_EVENT' }],
  discountRate: 0,
};

describe('issue 30 §3: rental + max(guests, guarantee) × meal + flowers + required options − discount', () => {
  it('shows the formula in the couple’s words', () => {
    expect(ALL_IN_FORMULA).toBe('대관료 + max(예상 하객, 보증인원) × 식대 + 꽃장식 + 필수 옵션 − 할인');
  });

  it('bills the guarantee when the guests are fewer: 3,000,000 + max(120, 150) × 68,000 + 1,500,000 + 300,000 − 0', () => {
    const e = allInEstimate(slot, 120);
    expect(e.total).toBe(3_000_000 + 150 * 68_000 + 1_500_000 + 300_000 - 0);
    expect(e.total).toBe(15_000_000);
    expect(e.total !== null && e.billedGuests).toBe(150);
  });

  it('bills the guests when they are more: 3,000,000 + max(200, 150) × 68,000 + 1,500,000 + 300,000', () => {
    const e = allInEstimate(slot, 200);
    expect(e.total).toBe(3_000_000 + 200 * 68_000 + 1_500_000 + 300_000);
    expect(e.total).toBe(18_400_000);
  });

  it('takes the discount rate off rental, meals and flowers, rounded as the slot’s 예상 비용', () => {
    const discounted = { ...slot, requiredOptions: [], discountRate: 10 };
    const e = allInEstimate(discounted, 150);
    // Guests at the guarantee and no options: the all-in total is the slot's own final price.
    expect(e.total).toBe(
      slotFinalPrice({
        rentalPrice: 3_000_000,
        flowerPrice: 1_500_000,
        mealPrice: 68_000,
        guarantee: 150,
        discountRate: 10,
      }),
    );
    expect(e.total).toBe(13_230_000);
    expect(e.total !== null && e.discount).toBe(1_470_000);
    expect(discountAmount(14_700_500, 0)).toBe(500); // rounding down to 1,000 won is the couple's
  });

  it('counts a per-person required option for each billed guest, per-event and per-item once', () => {
    const options = [
      { name: '음향', price: 300_000, unit: 'PER_EVENT' as const },
      { name: '웰컴 드링크', price: 2_000, unit: 'PER_PERSON' as const },
      { name: '포토테이블', price: 50_000, unit: 'PER_ITEM' as const },
    ];
    expect(requiredOptionsTotal(options, 200)).toBe(300_000 + 2_000 * 200 + 50_000);
  });

  it('flowers 0 (included) is a real 0 and gives a total', () => {
    expect(allInEstimate({ ...slot, flowers: 0, requiredOptions: [] }, 150).total).toBe(3_000_000 + 150 * 68_000);
  });

  it('a missing input is no total, naming what is missing (never 0)', () => {
    const e = allInEstimate({ ...slot, flowers: null, requiredOptions: null }, 200);
    expect(e.total).toBeNull();
    expect(e.missing).toEqual(['flowers', 'requiredOptions']);
    expect(missingInputsLabel(e.missing)).toBe('꽃장식, 필수 옵션 정보 없음');
    expect(allInEstimate(slot, null).missing).toEqual(['guests']);
    expect(wonOrNoInfo(null)).toBe('정보 없음');
    expect(wonOrNoInfo(0)).toBe('0원');
  });

  it('writes the formula with the numbers under the total', () => {
    const e = allInEstimate(slot, 200);
    if (e.total === null) throw new Error('expected a total');
    expect(allInFormulaLine(e)).toBe('3,000,000 + max(200, 150) × 68,000 + 1,500,000 + 300,000 − 0 = 18,400,000원');
  });
});

describe('the inputs a price disclosure publishes (decision 0063)', () => {
  it('reads each term from the item name', () => {
    expect(disclosureRole('대관료')).toBe('rental');
    expect(disclosureRole('식대(1인)')).toBe('meal');
    expect(disclosureRole('음료·주류')).toBe('drinks');
    expect(disclosureRole('꽃장식')).toBe('flowers');
    expect(disclosureRole('폐백')).toBeNull();
  });

  it('required items of no term are the required options; optional ones are left out', () => {
    const facts = disclosureFacts([
      { name: '대관료', price: 3_000_000, unit: 'PER_EVENT', required: true },
      { name: '식대(1인)', price: 68_000, unit: 'PER_PERSON', required: true },
      { name: '예식 진행 · 음향', price: 300_000, unit: 'PER_EVENT', required: true },
      { name: '꽃장식', price: 1_500_000, unit: 'PER_EVENT', required: false },
      { name: '폐백', price: 400_000, unit: 'PER_EVENT', required: false },
    ]);
    expect(facts).toEqual({
      rental: 3_000_000,
      meal: 68_000,
      drinks: null,
      flowers: 1_500_000,
      requiredOptions: [{ name: '예식 진행 · 음향', price: 300_000, unit: 'PER_EVENT' }],
    });
  });
});

describe('penalties at 100/30/7 days before', () => {
  const rows = [
    { minDaysBefore: 150, percent: 0, base: 'CONTRACT' as const },
    { minDaysBefore: 90, percent: 10, base: 'CONTRACT' as const },
    { minDaysBefore: 30, percent: 30, base: 'CONTRACT' as const },
    { minDaysBefore: 0, percent: 50, base: 'DEPOSIT' as const },
  ];
  it('takes the row’s percent of the contract (the all-in total) or of the deposit', () => {
    const amounts = { contract: 20_000_000, deposit: 1_000_000 };
    expect(penaltyAt(rows, 100, amounts)?.amount).toBe(2_000_000);
    expect(penaltyAt(rows, 30, amounts)?.amount).toBe(6_000_000);
    expect(penaltyAt(rows, 7, amounts)?.amount).toBe(500_000);
    expect(penaltyAt(rows, 160, amounts)?.amount).toBe(0);
  });
  it('is unknown without a table, and its amount without the base', () => {
    expect(penaltyAt(null, 30, { contract: 1, deposit: 1 })).toBeNull();
    expect(penaltyAt(rows, 30, { contract: null, deposit: 1 })?.amount).toBeNull();
  });
});

describe('issue 30 §4: the couple’s guest count and budget ceiling', () => {
  it('bounds the settings, in Korean', () => {
    expect(weddingBudgetProblem({ expectedGuests: 200, budgetCeiling: 30_000_000 })).toBeNull();
    expect(weddingBudgetProblem({ expectedGuests: null, budgetCeiling: null })).toBeNull();
    expect(weddingBudgetProblem({ expectedGuests: 9, budgetCeiling: null })).toBe(
      '예상 하객 수는 10명에서 1,000명 사이로 입력해 주세요.',
    );
    expect(weddingBudgetProblem({ expectedGuests: 1001, budgetCeiling: null })).not.toBeNull();
    expect(weddingBudgetProblem({ expectedGuests: 200, budgetCeiling: 999_999 })).toBe(
      '예산은 1,000,000원에서 1,000,000,000원 사이로 입력해 주세요.',
    );
  });

  it('marks a total above the ceiling, never an unknown one', () => {
    expect(isOverBudget(30_000_001, 30_000_000)).toBe(true);
    expect(isOverBudget(30_000_000, 30_000_000)).toBe(false);
    expect(isOverBudget(null, 30_000_000)).toBe(false);
    expect(isOverBudget(40_000_000, null)).toBe(false);
  });

  it('a card gets an estimate only with a guest count', () => {
    expect(cardEstimate(slot, { expectedGuests: null, budgetCeiling: 10_000_000 })).toBeNull();
    expect(cardEstimate(slot, { expectedGuests: 200, budgetCeiling: 18_000_000 })).toEqual({
      guests: 200,
      total: 18_400_000,
      missing: null,
      overBudget: true,
      line: '예상 총액 (하객 200명) 18,400,000원 · 예산 초과',
    });
    expect(cardEstimate({ ...slot, requiredOptions: null }, { expectedGuests: 200, budgetCeiling: null })).toEqual({
      guests: 200,
      total: null,
      missing: '필수 옵션 정보 없음',
      overBudget: false,
      line: '예상 총액 (하객 200명) 필수 옵션 정보 없음',
    });
  });
});
