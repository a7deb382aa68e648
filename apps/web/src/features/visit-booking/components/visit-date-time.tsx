import type { VisitDay } from '@wedding/contract/visit-booking';
import { formatMonthDay } from '@wedding/domain/korean-date';
import { parseIsoDate, weekday } from '@wedding/domain/seoul-calendar';
import { FieldGroup } from '../../../shared/ui/field.tsx';

const WEEKDAY = ['일', '월', '화', '수', '목', '금', '토'];
const dayLabel = (date: string) => `${formatMonthDay(date)} (${WEEKDAY[weekday(parseIsoDate(date)!)]})`;

type Props = {
  days: readonly VisitDay[];
  date: string | null;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  dateError?: string;
  timeError?: string;
};

/**
 * The visit date (tomorrow through reservationOpenDate days) and the hall's consulting hours of that day. A day
 * without hours is shown closed; a full hour cannot be picked and says so (issue 12: each slot has a capacity).
 */
export function VisitDateTime({ days, date, time, onDate, onTime, dateError, timeError }: Props) {
  const chosen = days.find((d) => d.date === date) ?? null;
  return (
    <>
      <FieldGroup legend="방문 날짜" error={dateError}>
        <div className="visit-chips visit-chips--scroll" data-field="visitDate">
          {days.map((day) => {
            const open = day.times.some((t) => t.available);
            return (
              <button
                key={day.date}
                type="button"
                className={`visit-chip${day.date === date ? ' visit-chip--on' : ''}`}
                aria-pressed={day.date === date}
                disabled={!open}
                onClick={() => onDate(day.date)}
              >
                {dayLabel(day.date)}
                {open ? null : <span className="visit-chip__note">{day.times.length === 0 ? '휴무' : '마감'}</span>}
              </button>
            );
          })}
        </div>
      </FieldGroup>
      <FieldGroup legend="방문 시간" error={timeError}>
        {chosen ? (
          <div className="visit-chips" data-field="visitTime">
            {chosen.times.map((slot) => (
              <button
                key={slot.time}
                type="button"
                className={`visit-chip${slot.time === time ? ' visit-chip--on' : ''}`}
                aria-pressed={slot.time === time}
                disabled={!slot.available}
                onClick={() => onTime(slot.time)}
              >
                {slot.time}
                {slot.available ? null : <span className="visit-chip__note">마감</span>}
              </button>
            ))}
          </div>
        ) : (
          <p className="visit-hint">날짜를 먼저 골라 주세요.</p>
        )}
      </FieldGroup>
    </>
  );
}
