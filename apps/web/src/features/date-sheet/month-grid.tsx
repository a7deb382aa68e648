import { splitYearMonth } from './korean-date.ts';
import '../../shared/ui/chips.css';

type Props = { months: readonly string[]; selected: readonly string[]; onToggle: (month: string) => void };

/** The month tab: the window's months grouped under their year, any number can be chosen. */
export function MonthGrid({ months, selected, onToggle }: Props) {
  const years = groupByYear(months);
  return (
    <div className="date-sheet__years">
      {years.map(([year, yearMonths]) => (
        <section key={year} className="date-sheet__year" aria-labelledby={`date-sheet-year-${year}`}>
          <h3 id={`date-sheet-year-${year}`} className="date-sheet__group-title">
            {year}년
          </h3>
          <div className="date-sheet__month-grid">
            {yearMonths.map((yearMonth) => {
              const on = selected.includes(yearMonth);
              const { month } = splitYearMonth(yearMonth);
              return (
                <button
                  key={yearMonth}
                  type="button"
                  className={`chip date-sheet__month${on ? ' chip--on' : ''}`}
                  aria-label={`${year}년 ${month}월`}
                  aria-pressed={on}
                  onClick={() => onToggle(yearMonth)}
                >
                  {month}월
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

function groupByYear(months: readonly string[]): [number, string[]][] {
  const groups = new Map<number, string[]>();
  for (const yearMonth of months) {
    const { year } = splitYearMonth(yearMonth);
    groups.set(year, [...(groups.get(year) ?? []), yearMonth]);
  }
  return [...groups.entries()];
}
