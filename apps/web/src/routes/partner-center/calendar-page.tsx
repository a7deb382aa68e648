import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleSlot } from '@wedding/contract/partner-calendar';
import { addMonths } from '@wedding/domain/months';
import { useState } from 'react';
import { BulkPriceForm } from '../../features/partner-center/calendar/bulk-price-form.tsx';
import { calendarKey, useCalendarHalls, useMonthSlots } from '../../features/partner-center/calendar/calendar-api.ts';
import { MonthView } from '../../features/partner-center/calendar/month-view.tsx';
import { OpenSlotForm } from '../../features/partner-center/calendar/open-slot-form.tsx';
import { PlanAndRules } from '../../features/partner-center/calendar/plan-and-rules.tsx';
import { SlotPanel } from '../../features/partner-center/calendar/slot-panel.tsx';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/calendar (issue 26 §2): a month of an individual hall's slots, opening, closing and prices. */
export default function PartnerCalendarPage() {
  return (
    <ConsoleFrame title="일정·가격" area="calendar">
      <CalendarScreen />
    </ConsoleFrame>
  );
}

const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

function CalendarScreen() {
  const halls = useCalendarHalls();
  const [hallChoice, setHallChoice] = useState<number | null>(null);
  const [monthChoice, setMonthChoice] = useState<string | null>(null);
  const [selected, setSelected] = useState<ConsoleSlot | null>(null);
  const queryClient = useQueryClient();
  const hallId = hallChoice ?? halls.data?.halls[0]?.id ?? null;
  const month = monthChoice ?? halls.data?.today.slice(0, 7) ?? '';
  const slots = useMonthSlots(hallId, month);

  if (halls.isPending) return <Spinner label="일정을 불러오는 중" />;
  if (halls.isError) return <p role="alert">{halls.error.message}</p>;
  const { today, lastDate } = halls.data;
  if (hallId === null)
    return <p className="console__notice">등록된 홀이 없어요. 업체 정보에서 홀을 먼저 추가해 주세요.</p>;

  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKey });
  const saved = (slot: ConsoleSlot) => {
    setSelected(slot);
    setMonthChoice(slot.weddingDate.slice(0, 7));
    void refresh();
  };
  const firstMonth = today.slice(0, 7);
  const lastMonth = lastDate.slice(0, 7);

  return (
    <div className="calendar-screen">
      <section className="console-card calendar-toolbar" aria-label="홀과 달 고르기">
        <label className="calendar-select">
          <span>홀</span>
          <select
            name="hall"
            value={hallId}
            onChange={(e) => {
              setHallChoice(Number(e.target.value));
              setSelected(null);
            }}
          >
            {halls.data.halls.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
        <div className="calendar-toolbar__months">
          <button
            type="button"
            className="calendar-toolbar__step"
            aria-label="이전 달"
            disabled={month <= firstMonth}
            onClick={() => setMonthChoice(addMonths(month, -1))}
          >
            ‹
          </button>
          <h2 className="calendar-toolbar__month" aria-live="polite">
            {monthLabel(month)}
          </h2>
          <button
            type="button"
            className="calendar-toolbar__step"
            aria-label="다음 달"
            disabled={month >= lastMonth}
            onClick={() => setMonthChoice(addMonths(month, 1))}
          >
            ›
          </button>
        </div>
        <p className="calendar-toolbar__hint">일정은 {lastDate}까지 열 수 있어요.</p>
      </section>
      <div className="calendar-layout">
        <section className="console-card calendar-layout__month" aria-label={`${monthLabel(month)} 일정`}>
          {slots.isPending ? (
            <Spinner label="일정을 불러오는 중" />
          ) : slots.isError ? (
            <p role="alert">{slots.error.message}</p>
          ) : (
            <MonthView month={month} slots={slots.data} selectedId={selected?.id ?? null} onSelect={setSelected} />
          )}
        </section>
        <div className="calendar-layout__side">
          {selected ? <SlotPanel key={selected.id} slot={selected} onSaved={saved} /> : null}
          <OpenSlotForm hallId={hallId} today={today} lastDate={lastDate} onOpened={saved} />
          <BulkPriceForm hallId={hallId} onApplied={() => void refresh()} />
        </div>
      </div>
      <details className="calendar-model">
        <summary>반복 일정과 가격 규칙</summary>
        <div className="calendar-model__body">
          <PlanAndRules hallId={hallId} />
        </div>
      </details>
    </div>
  );
}
