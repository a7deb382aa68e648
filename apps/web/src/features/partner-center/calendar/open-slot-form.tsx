import type { ConsoleSlot, SlotPriceBody } from '@wedding/contract/partner-calendar';
import { WEDDING_START_TIMES } from '@wedding/domain/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { openSlot } from './calendar-api.ts';
import { emptyDraft, type PriceDraft, PriceFields, parseDraft } from './price-fields.tsx';
import { errorText } from './slot-panel.tsx';

/** Opens a date and time with a price: a closed slot, or a time the weekly plan lacks (금·토·일, 09~21시). */
export function OpenSlotForm({
  hallId,
  today,
  lastDate,
  onOpened,
}: {
  hallId: number;
  today: string;
  lastDate: string;
  onOpened: (slot: ConsoleSlot) => void;
}) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('11:00');
  const [draft, setDraft] = useState<PriceDraft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!date) return setError('날짜를 골라 주세요.');
    const parsed = parseDraft(draft);
    if (!parsed.ok) return setError(parsed.error);
    setBusy(true);
    setError(null);
    try {
      const slot = await openSlot(hallId, { date, time, price: parsed.value as SlotPriceBody });
      onOpened(slot);
      setDone(`${date} ${time} 일정을 열었어요. 고객 화면에 바로 보입니다.`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="console-card" aria-labelledby="open-slot-title">
      <h2 id="open-slot-title">날짜·시간 열기</h2>
      <form onSubmit={submit} noValidate className="calendar-form">
        <div className="calendar-form__row">
          <Field
            label="날짜"
            type="date"
            name="open-date"
            min={today}
            max={lastDate}
            value={date}
            hint="금·토·일만 열 수 있어요"
            onChange={(e) => setDate(e.target.value)}
          />
          <label className="calendar-select">
            <span>시간</span>
            <select name="open-time" value={time} onChange={(e) => setTime(e.target.value)}>
              {WEDDING_START_TIMES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PriceFields draft={draft} onChange={setDraft} idPrefix="open" />
        <Button type="submit" disabled={busy}>
          이 날짜·시간 열기
        </Button>
        <p className="calendar-panel__error" role="alert">
          {error}
        </p>
        <p className="calendar-panel__done" role="status">
          {done}
        </p>
      </form>
    </section>
  );
}
