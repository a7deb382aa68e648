import { visitCalendarFile, visitOnCalendar } from '@wedding/domain/calendar-file';
import type { BookingRepository } from '../bookings/repository.ts';
import { visitCardLink } from '../bookings/visit-links.ts';
import { visitInstant } from '../visit-booking/service.ts';
import { type CalendarTokens, visitCalendarPath } from './calendar-token.ts';

// A visit's calendar file behind its signed link (issue 28 §4): the file of the visit as it is now, so the same
// link gives a calendar app the moved time (a higher SEQUENCE) and, once the visit is off, the cancel.

export type VisitCalendar = {
  /** The site path of the visit's calendar file. */
  pathOf(visitId: number): string;
  /** The file for a link's token, or null for a token that is not ours or a visit that does not exist. */
  file(token: string): Promise<string | null>;
};

export function createVisitCalendar(deps: {
  tokens: CalendarTokens;
  repository: Pick<BookingRepository, 'findVisit'>;
  /** The site's origin: the link back, and the UID's host (stable while the site keeps its name). */
  origin: string;
  now: () => Date;
}): VisitCalendar {
  const host = new URL(deps.origin).hostname;
  return {
    pathOf: (id) => visitCalendarPath(deps.tokens.sign(id)),
    async file(token) {
      const id = deps.tokens.verify(token);
      if (id === null) return null;
      const row = await deps.repository.findVisit(id);
      // A request the hall never confirmed was never on a calendar: its link (never handed out) finds nothing.
      if (!row || (row.calendar_sequence === 0 && !visitOnCalendar(row.state))) return null;
      return visitCalendarFile({
        uid: `visit-${row.id}@${host}`,
        sequence: row.calendar_sequence,
        happening: visitOnCalendar(row.state),
        start: visitInstant(row.visit_date, row.visit_time),
        stamp: deps.now(),
        hallName: row.biz_name,
        address: row.hall_address,
        url: new URL(visitCardLink(row.id), deps.origin).toString(),
      });
    },
  };
}
