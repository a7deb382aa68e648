import type { PriceDisclosure } from '@wedding/contract/price-disclosure';
import {
  DISCLOSURE_UNIT_LABELS,
  DISCLOSURE_UNITS,
  PENALTY_BASE_LABELS,
  priceDisclosureProblem,
} from '@wedding/domain/price-disclosure';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import '../../../shared/ui/field.css';
import { usePublishDisclosure } from '../api/disclosure-api.ts';
import {
  bodyOf,
  type DisclosureDraft,
  draftOf,
  emptyItem,
  emptyPenalty,
  type ItemDraft,
  type PenaltyDraft,
} from './disclosure-draft.ts';

type Props = { published: PriceDisclosure | null; onSaved?: (saved: PriceDisclosure) => void };

/**
 * The hall's price disclosure editor (issue 26 §3): item rows (name, price, unit, required), penalty rows and
 * the refund rules, published as a whole. The domain's rules run before the request, in the words the API would
 * answer; whatever fails, every typed value stays on the screen.
 */
export function DisclosureForm({ published, onSaved }: Props) {
  const [draft, setDraft] = useState<DisclosureDraft>(() => draftOf(published));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const publish = usePublishDisclosure();

  const change = (next: Partial<DisclosureDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
  };
  const setItem = (key: number, patch: Partial<ItemDraft>) =>
    change({ items: draft.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) });
  const setPenalty = (key: number, patch: Partial<PenaltyDraft>) =>
    change({ penalties: draft.penalties.map((row) => (row.key === key ? { ...row, ...patch } : row)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const problem = priceDisclosureProblem(body);
    setError(problem);
    if (problem) return;
    publish.mutate(body, {
      onSuccess: (result) => {
        setSaved(true);
        onSaved?.(result);
      },
      onError: (caught) =>
        setError(
          isApiError(caught) ? caught.message : '저장하지 못했어요. 입력한 내용은 그대로 있어요. 다시 시도해 주세요.',
        ),
    });
  }

  return (
    <form className="disclosure-form" onSubmit={submit} noValidate>
      <section className="console-card" aria-labelledby="disclosure-items-title">
        <h2 id="disclosure-items-title">기본 서비스와 선택 항목</h2>
        <p className="disclosure-form__help">필수 항목은 기본 서비스로, 나머지는 선택 항목으로 고객에게 보여요.</p>
        <ol className="disclosure-form__rows">
          {draft.items.map((item, index) => (
            <li key={item.key} className="disclosure-form__row disclosure-form__row--item">
              <label className="disclosure-form__field disclosure-form__field--name">
                <span>{index + 1}. 항목 이름</span>
                <input
                  className="field__input"
                  value={item.name}
                  maxLength={40}
                  onChange={(e) => setItem(item.key, { name: e.target.value })}
                />
              </label>
              <label className="disclosure-form__field">
                <span>가격(원)</span>
                <input
                  className="field__input"
                  inputMode="numeric"
                  value={item.price}
                  onChange={(e) => setItem(item.key, { price: e.target.value })}
                />
              </label>
              <label className="disclosure-form__field">
                <span>단위</span>
                <select
                  className="field__input"
                  value={item.unit}
                  onChange={(e) => setItem(item.key, { unit: e.target.value as ItemDraft['unit'] })}
                >
                  {DISCLOSURE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {DISCLOSURE_UNIT_LABELS[unit]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="disclosure-form__check">
                <input
                  type="checkbox"
                  checked={item.required}
                  onChange={(e) => setItem(item.key, { required: e.target.checked })}
                />
                필수
              </label>
              <button
                type="button"
                className="disclosure-form__remove"
                aria-label={`${index + 1}번째 항목 삭제`}
                onClick={() => change({ items: draft.items.filter((other) => other.key !== item.key) })}
              >
                삭제
              </button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => change({ items: [...draft.items, emptyItem()] })}>
          항목 추가
        </Button>
      </section>

      <section className="console-card" aria-labelledby="disclosure-penalties-title">
        <h2 id="disclosure-penalties-title">취소 위약금</h2>
        <p className="disclosure-form__help">
          예식 며칠 전부터 계약금액 또는 계약금의 몇 %인지 적어 주세요. 예식 당일(0일 전) 기준은 꼭 있어야 해요.
        </p>
        <ol className="disclosure-form__rows">
          {draft.penalties.map((row, index) => (
            <li key={row.key} className="disclosure-form__row disclosure-form__row--penalty">
              <label className="disclosure-form__field">
                <span>{index + 1}. 예식 며칠 전부터</span>
                <input
                  className="field__input"
                  inputMode="numeric"
                  value={row.days}
                  onChange={(e) => setPenalty(row.key, { days: e.target.value })}
                />
              </label>
              <label className="disclosure-form__field">
                <span>기준 금액</span>
                <select
                  className="field__input"
                  value={row.base}
                  onChange={(e) => setPenalty(row.key, { base: e.target.value as PenaltyDraft['base'] })}
                >
                  {(['CONTRACT', 'DEPOSIT'] as const).map((base) => (
                    <option key={base} value={base}>
                      {PENALTY_BASE_LABELS[base]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="disclosure-form__field">
                <span>위약금(%)</span>
                <input
                  className="field__input"
                  inputMode="decimal"
                  value={row.percent}
                  onChange={(e) => setPenalty(row.key, { percent: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="disclosure-form__remove"
                aria-label={`${index + 1}번째 위약금 기준 삭제`}
                onClick={() => change({ penalties: draft.penalties.filter((other) => other.key !== row.key) })}
              >
                삭제
              </button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => change({ penalties: [...draft.penalties, emptyPenalty()] })}>
          위약금 기준 추가
        </Button>
      </section>

      <section className="console-card" aria-labelledby="disclosure-refund-title">
        <h2 id="disclosure-refund-title">환급 기준</h2>
        <label className="disclosure-form__field">
          <span>고객에게 보여 줄 환급 기준(10~2000자)</span>
          <textarea
            className="field__input disclosure-form__textarea"
            rows={5}
            maxLength={2000}
            value={draft.refundRules}
            onChange={(e) => change({ refundRules: e.target.value })}
          />
        </label>
      </section>

      <div className="disclosure-form__footer">
        <p className="disclosure-form__error" role="alert">
          {error}
        </p>
        <p className="disclosure-form__saved" role="status">
          {saved ? '가격 정보를 공개했어요. 고객 화면에 바로 보여요.' : ''}
        </p>
        <Button type="submit" size="lg" disabled={publish.isPending}>
          {publish.isPending ? '저장 중…' : '저장하고 공개하기'}
        </Button>
      </div>
    </form>
  );
}
