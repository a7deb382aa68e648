// Money display of spec §9: integer won with thousands separators and '원'.

// Fixed to ko-KR so the output does not depend on the viewer's locale or the server's.
const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** 1234000 → '1,234,000' */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** 1234000 → '1,234,000원' */
export function formatWon(n: number): string {
  return `${formatNumber(n)}원`;
}

/** '1인 68,000원': a meal fee is per guest, and the card says so, so it is not read as the hall's total. */
export function mealFeeLabel(perGuest: number): string {
  return `1인 ${formatWon(perGuest)}`;
}

export type PriceLabelInput = { minPrice?: number | null; totalAmount?: number | null };

/**
 * The hall price label: minPrice when above 0, else totalAmount, then '~' ('3,500,000원~').
 * Null when neither is a positive amount: a '0원~' label would tell couples the hall is free,
 * so the UI hides the price instead.
 */
export function priceLabel({ minPrice, totalAmount }: PriceLabelInput): string | null {
  const amount = minPrice != null && minPrice > 0 ? minPrice : totalAmount;
  return amount != null && amount > 0 ? `${formatWon(amount)}~` : null;
}

export const FLOWER_INCLUDED_LABEL = '포함';

/** A slot's flower price of 0 means flowers are included in the package (spec §3), not free extra. */
export function flowerPriceLabel(flowerPrice: number): string {
  return flowerPrice === 0 ? FLOWER_INCLUDED_LABEL : formatWon(flowerPrice);
}
