import { type DateRangeState, dayRole, isPastDate, monthDays } from '@wedding/domain/date-range-picker';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { memo } from 'react';
import { fullDayLabel, splitYearMonth, weekdayOf } from './korean-date.ts';

type Props = {
  yearMonth: string;
  /** Only the parts of the range that touch this month, so untouched months skip re-rendering. */
  range: DateRangeState;
  now: Date;
  onTapDate: (date: string) => void;
};

const WEEKEND_CLASS: Record<number, string> = { 0: ' date-cell--sun', 6: ' date-cell--sat' };

/** One month of the calendar tab: a Sunday-first grid whose cells are drawn by their role in the range. */
export const CalendarMonth = memo(function CalendarMonth({ yearMonth, range, now, onTapDate }: Props) {
  const { year, month } = splitYearMonth(yearMonth);
  const today = seoulToday(now);
  const headingId = `date-sheet-month-${yearMonth}`;
  return (
    <section className="date-sheet__cal-month" aria-labelledby={headingId} data-month={yearMonth}>
      <h3 id={headingId} className="date-sheet__group-title">
        {year}년 {month}월
      </h3>
      <div className="date-sheet__weeks">
        {monthDays(yearMonth).map((week) => (
          <div key={week.find(Boolean) ?? ''} className="date-sheet__week">
            {week.map((date, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has no identity but its weekday column
              if (!date) return <span key={index} className="date-cell date-cell--empty" />;
              const role = dayRole(range, date);
              const past = isPastDate(date, now);
              const classes = `date-cell${WEEKEND_CLASS[weekdayOf(date)] ?? ''}${role ? ` date-cell--${role}` : ''}`;
              return (
                <button
                  key={date}
                  type="button"
                  className={classes}
                  aria-label={fullDayLabel(date)}
                  aria-pressed={role !== null}
                  aria-current={date === today ? 'date' : undefined}
                  disabled={past}
                  onClick={() => onTapDate(date)}
                >
                  <span className="date-cell__day">{Number(date.slice(8))}</span>
                  {date === today ? <span className="date-cell__today">오늘</span> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
});
