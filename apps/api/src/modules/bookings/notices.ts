import type { BookingActor } from '@wedding/domain/booking-lifecycle';
import type { Db } from '../../db/client.ts';
import type { SlotRow, VisitRow } from './repository.ts';

// What a visit's or a booking's move tells people (issue 28): called in the move's transaction with the row as it
// was and as it is now, so the notifications commit with the move and a lost race tells nobody. The words and
// recipients for visits live in visit-notices.ts, for slot bookings in slot-notices.ts.

export type MoveNotice<R> = {
  before: R;
  after: R;
  actor: BookingActor;
  at: Date;
};

export type BookingNotices = {
  visitMoved(tx: Db, move: MoveNotice<VisitRow>): Promise<void>;
  slotMoved(tx: Db, move: MoveNotice<SlotRow>): Promise<void>;
};

/** Tells nobody: for tests and tools that build the bookings service alone. */
export const SILENT_NOTICES: BookingNotices = {
  visitMoved: async () => {},
  slotMoved: async () => {},
};

export { createSlotNotices } from './slot-notices.ts';
export { createVisitNotices } from './visit-notices.ts';
