import { type DateRangeState, EMPTY_DATE_RANGE } from '@wedding/domain/date-range-picker';
import { useEffect, useRef } from 'react';
import { CalendarMonth } from './calendar-month.tsx';
import { WEEKDAY_HEADERS } from './korean-date.ts';

type Props = { months: readonly string[]; range: DateRangeState; now: Date; onTapDate: (date: string) => void };

/** The calendar tab: the window's months stacked under one sticky weekday row, as Korean booking apps do. */
export function DateCalendar({ months, range, now, onTapDate }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const firstChosenMonth = useRef(range.startDate?.slice(0, 7));

  // Reopening with a range chosen months ahead should show it, not the current month.
  useEffect(() => {
    const month = firstChosenMonth.current;
    if (!month) return;
    ref.current?.querySelector(`[data-month="${month}"]`)?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <div ref={ref} className="date-sheet__calendar">
      <div className="date-sheet__weekdays" aria-hidden="true">
        {WEEKDAY_HEADERS.map((name, index) => (
          <span key={name} className={index === 0 ? 'date-cell--sun' : index === 6 ? 'date-cell--sat' : undefined}>
            {name}
          </span>
        ))}
      </div>
      {months.map((month) => (
        <CalendarMonth
          key={month}
          yearMonth={month}
          range={touchesMonth(range, month) ? range : EMPTY_DATE_RANGE}
          now={now}
          onTapDate={onTapDate}
        />
      ))}
    </div>
  );
}

// 'YYYY-MM-DD' strings compare as dates, and no month has a day past 31.
function touchesMonth({ startDate, endDate }: DateRangeState, month: string): boolean {
  if (!startDate) return false;
  return startDate <= `${month}-31` && (endDate ?? startDate) >= `${month}-01`;
}
