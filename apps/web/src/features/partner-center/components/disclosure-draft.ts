import type { PriceDisclosure, PriceDisclosureBody } from '@wedding/contract/price-disclosure';
import type { PenaltyBase } from '@wedding/domain/penalty-table';
import type { DisclosureUnit } from '@wedding/domain/price-disclosure';

// The console form's own state: numbers stay the text the hall typed until the save, so a half-typed or wrong
// value is never rewritten or lost; each row has a key of its own, so deleting one keeps the others' inputs.

export type ItemDraft = { key: number; name: string; price: string; unit: DisclosureUnit; required: boolean };
export type PenaltyDraft = { key: number; days: string; percent: string; base: PenaltyBase };
export type DisclosureDraft = { items: ItemDraft[]; penalties: PenaltyDraft[]; refundRules: string };

let nextKey = 1;
export const newKey = () => nextKey++;

export const emptyItem = (): ItemDraft => ({ key: newKey(), name: '', price: '', unit: 'PER_EVENT', required: false });
export const emptyPenalty = (): PenaltyDraft => ({ key: newKey(), days: '', percent: '', base: 'CONTRACT' });

/** The published disclosure as a draft, or a starting form with the rows every hall needs. */
export function draftOf(disclosure: PriceDisclosure | null): DisclosureDraft {
  if (!disclosure)
    return {
      items: [
        { key: newKey(), name: '대관료', price: '', unit: 'PER_EVENT', required: true },
        { key: newKey(), name: '식대', price: '', unit: 'PER_PERSON', required: true },
      ],
      penalties: [{ key: newKey(), days: '0', percent: '', base: 'CONTRACT' }],
      refundRules: '',
    };
  return {
    items: disclosure.items.map((item) => ({ ...item, key: newKey(), price: String(item.price) })),
    penalties: disclosure.penalties.map((row) => ({
      key: newKey(),
      days: String(row.minDaysBefore),
      percent: String(row.percent),
      base: row.base,
    })),
    refundRules: disclosure.refundRules,
  };
}

/** Text to number: commas and spaces are fine ('2,500,000'); anything else is NaN, which the rules refuse by row. */
function toNumber(text: string): number {
  const clean = text.replaceAll(',', '').trim();
  return clean === '' ? Number.NaN : Number(clean);
}

export function bodyOf(draft: DisclosureDraft): PriceDisclosureBody {
  return {
    items: draft.items.map(({ name, price, unit, required }) => ({ name, price: toNumber(price), unit, required })),
    penalties: draft.penalties.map(({ days, percent, base }) => ({
      minDaysBefore: toNumber(days),
      percent: toNumber(percent),
      base,
    })),
    refundRules: draft.refundRules,
  };
}
