import type { SlotPriceBody } from '@wedding/contract/partner-calendar';
import { Field } from '../../../shared/ui/field.tsx';

/** What the hall types: strings, so a half-typed number is never lost or reformatted under the cursor. */
export type PriceDraft = Record<keyof SlotPriceBody, string>;

export const PRICE_LABELS: Record<keyof SlotPriceBody, { label: string; hint: string }> = {
  rentalPrice: { label: '대관료(원)', hint: '' },
  mealPrice: { label: '식대 1인(원)', hint: '' },
  flowerPrice: { label: '꽃장식(원)', hint: '0원이면 포함으로 보입니다' },
  guarantee: { label: '보증 인원(명)', hint: '' },
  discountRate: { label: '할인율(%)', hint: '' },
};

export const PRICE_KEYS = Object.keys(PRICE_LABELS) as (keyof SlotPriceBody)[];

export const emptyDraft = (): PriceDraft => ({
  rentalPrice: '',
  mealPrice: '',
  flowerPrice: '0',
  guarantee: '',
  discountRate: '0',
});

export function draftOf(p: SlotPriceBody): PriceDraft {
  return Object.fromEntries(PRICE_KEYS.map((k) => [k, String(p[k])])) as PriceDraft;
}

const digits = (v: string) => v.replace(/[,\s원%명]/g, '');

/** The draft as numbers, or the first problem in Korean. Blank fields are left out when `partial`. */
export function parseDraft(
  draft: PriceDraft,
  partial = false,
): { ok: true; value: Partial<SlotPriceBody> } | { ok: false; error: string } {
  const value: Partial<SlotPriceBody> = {};
  for (const key of PRICE_KEYS) {
    const raw = digits(draft[key]);
    if (raw === '') {
      if (partial) continue;
      return { ok: false, error: `${PRICE_LABELS[key].label.replace(/\(.*\)/, '')}을(를) 입력해 주세요.` };
    }
    if (!/^\d+$/.test(raw)) return { ok: false, error: '숫자만 입력해 주세요.' };
    value[key] = Number(raw);
  }
  return { ok: true, value };
}

export function PriceFields({
  draft,
  onChange,
  optional = false,
  idPrefix,
}: {
  draft: PriceDraft;
  onChange: (next: PriceDraft) => void;
  optional?: boolean;
  idPrefix: string;
}) {
  return (
    <div className="calendar-price-fields">
      {PRICE_KEYS.map((key) => (
        <Field
          key={key}
          name={`${idPrefix}-${key}`}
          label={PRICE_LABELS[key].label}
          optional={optional}
          inputMode="numeric"
          autoComplete="off"
          hint={PRICE_LABELS[key].hint || (optional ? '비우면 그대로 둡니다' : null)}
          value={draft[key]}
          onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
        />
      ))}
    </div>
  );
}
