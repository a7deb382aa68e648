import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { BookingNotices } from './notices.ts';

/** What a slot booking's move tells the couple and the hall (issue 28). */
export function createSlotNotices(_deps: { outbox: NotificationOutbox }): BookingNotices['slotMoved'] {
  return async () => {};
}
