import { WEDDING_DAYS, type WeddingDayOfWeek } from '@wedding/domain/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { applyBulk, type BulkBody, type BulkResult, previewBulk } from './calendar-api.ts';
import { emptyDraft, type PriceDraft, PriceFields, parseDraft } from './price-fields.tsx';
import { errorText } from './slot-panel.tsx';

const blankChange = (): PriceDraft => ({ ...emptyDraft(), flowerPrice: '', discountRate: '' });

/**
 * Changes the prices of a date range: first the preview ("N개 일정의 가격이 바뀝니다"), then saving. The edit keeps
 * one Idempotency-Key from its preview until it is saved, so a retry after a lost answer is applied once.
 */
export function BulkPriceForm({ hallId, onApplied }: { hallId: number; onApplied: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [days, setDays] = useState<WeddingDayOfWeek[]>([]);
  const [draft, setDraft] = useState<PriceDraft>(blankChange);
  const [preview, setPreview] = useState<{ body: BulkBody; result: BulkResult; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function bodyOrError(): BulkBody | null {
    if (!from || !to) {
      setError('시작일과 종료일을 골라 주세요.');
      return null;
    }
    const parsed = parseDraft(draft, true);
    if (!parsed.ok) {
      setError(parsed.error);
      return null;
    }
    if (Object.keys(parsed.value).length === 0) {
      setError('바꿀 항목을 하나 이상 입력해 주세요.');
      return null;
    }
    return { from, to, ...(days.length ? { days } : {}), change: parsed.value };
  }

  // Any edit after a preview asks for a new preview: the count shown must be the count saved.
  const edited =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPreview(null);
      setDone(null);
    };

  async function onPreview(event: FormEvent) {
    event.preventDefault();
    const body = bodyOrError();
    if (!body) return;
    setBusy(true);
    setError(null);
    try {
      setPreview({ body, result: await previewBulk(hallId, body), key: crypto.randomUUID() });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function onApply() {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const result = await applyBulk(hallId, preview.body, preview.key);
      setDone(`${result.count}개 일정의 가격을 바꿨어요.`);
      setPreview(null);
      onApplied();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby="bulk-title">
      <h2 id="bulk-title">기간 가격 한꺼번에 바꾸기</h2>
      <form onSubmit={onPreview} noValidate className="calendar-form">
        <div className="calendar-form__row calendar-form__row--even">
          <Field
            label="시작일"
            type="date"
            name="bulk-from"
            value={from}
            onChange={(e) => edited(setFrom)(e.target.value)}
          />
          <Field label="종료일" type="date" name="bulk-to" value={to} onChange={(e) => edited(setTo)(e.target.value)} />
        </div>
        <fieldset className="calendar-days">
          <legend>요일 (고르지 않으면 전체)</legend>
          {WEDDING_DAYS.map((d) => (
            <label key={d.value}>
              <input
                type="checkbox"
                checked={days.includes(d.value)}
                onChange={(e) =>
                  edited(setDays)(e.target.checked ? [...days, d.value] : days.filter((v) => v !== d.value))
                }
              />
              {d.label}
            </label>
          ))}
        </fieldset>
        <PriceFields draft={draft} onChange={edited(setDraft)} optional idPrefix="bulk" />
        <Button type="submit" variant="secondary" disabled={busy}>
          미리보기
        </Button>
      </form>
      {preview ? (
        <div className="calendar-preview" role="status">
          <p className="calendar-preview__line">{preview.result.message}</p>
          {preview.result.skippedTaken > 0 ? (
            <p>홀드·계약된 {preview.result.skippedTaken}개 일정은 고객이 잡은 가격 그대로 둡니다.</p>
          ) : null}
          <Button onClick={onApply} disabled={busy || preview.result.count === 0}>
            저장
          </Button>
        </div>
      ) : null}
      <p className="calendar-panel__error" role="alert">
        {error}
      </p>
      <p className="calendar-panel__done" role="status">
        {done}
      </p>
    </section>
  );
}
