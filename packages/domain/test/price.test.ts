import { describe, expect, it } from 'vitest';
import { flowerPriceLabel, formatNumber, formatWon, priceLabel } from '../src/price.ts';

describe('spec §9 prices: thousands separators and 원', () => {
  it('separates thousands', () => {
    expect(formatNumber(1234000)).toBe('1,234,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(0)).toBe('0');
  });

  it('appends 원', () => {
    expect(formatWon(1234000)).toBe('1,234,000원');
    expect(formatWon(55000)).toBe('55,000원');
    expect(formatWon(0)).toBe('0원');
  });
});

describe('spec §9 price label: minPrice if above 0, else totalAmount, followed by ~', () => {
  it('uses minPrice when it is above 0', () => {
    expect(priceLabel({ minPrice: 3500000, totalAmount: 4200000 })).toBe('3,500,000원~');
    expect(priceLabel({ minPrice: 1, totalAmount: 4200000 })).toBe('1원~');
  });

  it('falls back to totalAmount when minPrice is 0 or missing', () => {
    expect(priceLabel({ minPrice: 0, totalAmount: 4200000 })).toBe('4,200,000원~');
    expect(priceLabel({ minPrice: null, totalAmount: 4200000 })).toBe('4,200,000원~');
    expect(priceLabel({ totalAmount: 4200000 })).toBe('4,200,000원~');
  });

  it('is null when neither amount is positive, so the UI hides the label instead of showing 0원~', () => {
    expect(priceLabel({ minPrice: 0, totalAmount: 0 })).toBeNull();
    expect(priceLabel({ minPrice: null, totalAmount: null })).toBeNull();
    expect(priceLabel({})).toBeNull();
  });
});

describe('spec §3 slot flowerPrice: 0 means included', () => {
  it('shows 포함 for 0 and the price otherwise', () => {
    expect(flowerPriceLabel(0)).toBe('포함');
    expect(flowerPriceLabel(300000)).toBe('300,000원');
  });
});
