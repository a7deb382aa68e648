import type { BookingState, VisitState } from '@wedding/domain/booking-lifecycle';

import './booking-history.css';

type Tone = 'waiting' | 'good' | 'ended';

const TONES: Record<VisitState | BookingState, Tone> = {
  HOLD: 'waiting',
  PAID: 'waiting',
  REQUESTED: 'waiting',
  PROPOSED: 'waiting',
  CONFIRMED: 'good',
  VISITED: 'good',
  DECLINED: 'ended',
  EXPIRED: 'ended',
  NO_SHOW: 'ended',
  CANCELLED_BY_COUPLE: 'ended',
  CANCELLED_BY_HALL: 'ended',
};

/** A state in Korean (the server's label of the domain's word), coloured by whether someone is waiting. */
export function StateBadge({ state, label }: { state: VisitState | BookingState; label: string }) {
  return (
    <span className={`booking-state booking-state--${TONES[state]}`} data-state={state}>
      {label}
    </span>
  );
}
