import type { BookingHistoryEntry } from '@wedding/contract/bookings';
import { formatSeoulMonthDayTime } from '@wedding/domain/booking-deadline';

import './booking-history.css';

const ACTOR_LABELS: Record<BookingHistoryEntry['actor'], string> = {
  COUPLE: '예비부부',
  HALL: '웨딩홀',
  SYSTEM: '자동',
};

/** Every transition with its time, oldest first (issue 27 §4), folded under a summary. */
export function BookingHistory({ history }: { history: readonly BookingHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <details className="booking-history">
      <summary>진행 기록 {history.length}건</summary>
      <ol>
        {history.map((entry, index) => (
          // The history is append-only and oldest first: the index is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          <li key={index}>
            <time dateTime={entry.at}>{formatSeoulMonthDayTime(new Date(entry.at))}</time>
            <span className="booking-history__what">
              {entry.toLabel}
              <span className="booking-history__who"> · {ACTOR_LABELS[entry.actor]}</span>
            </span>
            {entry.reasonLabel || entry.reasonText ? (
              <span className="booking-history__why">
                {[entry.reasonLabel, entry.reasonText].filter(Boolean).join(' — ')}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
