import type { ConsoleSlot } from '@wedding/contract/partner-calendar';
import { formatNumber } from '@wedding/domain/price';
import { daysInMonth } from '@wedding/domain/seoul-calendar';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

export const STATE_LABELS: Record<string, string> = { OPEN: '열림', CLOSED: '닫힘', HELD: '홀드', BOOKED: '계약' };

/** '2027-01-09' → '1월 9일 (토)' */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${m}월 ${d}일 (${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]})`;
}

/**
 * One month of an individual hall's slots. One list of days serves both screens: a 7-column calendar from 900 px,
 * and on a phone an agenda of the days that have slots (empty days and the weekday header hidden by CSS), so a
 * 375 px screen never squeezes seven columns of prices.
 */
export function MonthView({
  month,
  slots,
  selectedId,
  onSelect,
}: {
  month: string;
  slots: ConsoleSlot[];
  selectedId: number | null;
  onSelect: (slot: ConsoleSlot) => void;
}) {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const lead = new Date(Date.UTC(year, mon - 1, 1)).getUTCDay();
  const byDate = new Map<string, ConsoleSlot[]>();
  for (const s of slots) byDate.set(s.weddingDate, [...(byDate.get(s.weddingDate) ?? []), s]);
  const days = Array.from({ length: daysInMonth(year, mon) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  return (
    <div className="calendar-month">
      <ol className="calendar-month__weekdays" aria-hidden="true">
        {WEEKDAYS.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ol>
      <ol className="calendar-month__days">
        {WEEKDAYS.slice(0, lead).map((w) => (
          <li key={`lead-${w}`} className="calendar-day calendar-day--blank" aria-hidden="true" />
        ))}
        {days.map((date) => {
          const daySlots = byDate.get(date) ?? [];
          return (
            <li key={date} className={`calendar-day${daySlots.length ? '' : ' calendar-day--empty'}`}>
              <h3 className="calendar-day__label">
                <span className="calendar-day__full">{dayLabel(date)}</span>
                <span className="calendar-day__num" aria-hidden="true">
                  {Number(date.slice(8))}
                </span>
              </h3>
              <ul className="calendar-day__slots">
                {daySlots.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      className={`calendar-slot calendar-slot--${s.state.toLowerCase()}`}
                      aria-pressed={selectedId === s.id}
                      data-testid={`slot-${s.weddingDate}-${s.weddingTime}`}
                      onClick={() => onSelect(s)}
                    >
                      <span className="calendar-slot__time">{s.weddingTime}</span>
                      <span className="calendar-slot__state">{STATE_LABELS[s.state] ?? s.state}</span>
                      <span className="calendar-slot__price">{formatNumber(s.finalPrice)}원</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {slots.length === 0 ? <p className="calendar-month__none">이 달에는 일정이 없어요.</p> : null}
    </div>
  );
}
