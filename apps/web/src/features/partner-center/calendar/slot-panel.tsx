import type { ConsoleSlot } from '@wedding/contract/partner-calendar';
import { flowerPriceLabel, formatWon } from '@wedding/domain/price';
import { type FormEvent, useState } from 'react';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { patchSlot } from './calendar-api.ts';
import { dayLabel, STATE_LABELS } from './month-view.tsx';
import { draftOf, type PriceDraft, PriceFields, parseDraft } from './price-fields.tsx';

export const errorText = (error: unknown) => (isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE);

/** The chosen slot: its price, open/close, and its own price. A refusal (409 of a held slot) shows its reason. */
export function SlotPanel({ slot, onSaved }: { slot: ConsoleSlot; onSaved: (slot: ConsoleSlot) => void }) {
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(slot));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(body: Parameters<typeof patchSlot>[1], success: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const saved = await patchSlot(slot.id, body);
      onSaved(saved);
      setDone(success);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function savePrice(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setError(parsed.error);
    void run({ price: parsed.value as Required<typeof parsed.value> }, '가격을 바꿨어요. 고객 화면에 바로 보입니다.');
  }

  // A held or booked slot counts as open: the hall asking to close it gets the server's reason why not.
  const open = slot.state !== 'CLOSED';
  return (
    <section className="console-card calendar-panel" aria-labelledby="slot-panel-title">
      <h2 id="slot-panel-title">
        {dayLabel(slot.weddingDate)} {slot.weddingTime} · {STATE_LABELS[slot.state] ?? slot.state}
      </h2>
      <p className="calendar-panel__summary">
        최종 {formatWon(slot.finalPrice)} (대관료 {formatWon(slot.rentalPrice)}, 식대 1인 {formatWon(slot.mealPrice)},
        꽃장식 {flowerPriceLabel(slot.flowerPrice)}, 보증 {slot.guarantee}명, 할인 {slot.discountRate}%)
      </p>
      {slot.taken ? (
        <p className="calendar-panel__note">고객이 잡아 둔 일정이에요. 닫거나 가격을 바꿀 수 없어요.</p>
      ) : null}
      <div className="calendar-panel__actions">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run({ open: !open }, open ? '일정을 닫았어요.' : '일정을 열었어요.')}
        >
          {open ? '이 일정 닫기' : '이 일정 열기'}
        </Button>
      </div>
      <form onSubmit={savePrice} noValidate>
        <PriceFields draft={draft} onChange={setDraft} idPrefix={`slot-${slot.id}`} />
        <Button type="submit" disabled={busy}>
          가격 저장
        </Button>
      </form>
      <p className="calendar-panel__error" role="alert">
        {error}
      </p>
      <p className="calendar-panel__done" role="status">
        {done}
      </p>
    </section>
  );
}
