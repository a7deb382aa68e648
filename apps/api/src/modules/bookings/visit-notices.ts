import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { BookingNotices } from './notices.ts';

/** What a visit's move tells the couple and the hall (issue 28). */
export function createVisitNotices(_deps: { outbox: NotificationOutbox }): BookingNotices['visitMoved'] {
  return async () => {};
}
