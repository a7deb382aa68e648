// The calendar file of a visit (issue 28 §4, RFC 5545 iCalendar with RFC 5546 methods): what '캘린더에 추가'
// downloads. One VEVENT with a UID that never changes for the visit and a SEQUENCE that grows with each change,
// so a calendar app updates the one entry it holds; a visit no longer happening is METHOD:CANCEL with
// STATUS:CANCELLED. Pure: the caller passes every instant. Times are UTC ('Z'), so no VTIMEZONE is needed and no
// calendar can misread Seoul time.

import type { VisitState } from './booking-lifecycle.ts';

const CRLF = '\r\n';
/** RFC 5545 §3.1: content lines are folded at 75 octets (excluding the CRLF). */
const MAX_OCTETS = 75;
const HOUR_MS = 60 * 60 * 1000;

export const CALENDAR_PRODID = '-//wedding//visit calendar//KO';
/** How long a visit consultation is held in the calendar. */
export const VISIT_CALENDAR_MINUTES = 60;

/** Whether a visit in `state` stands in the couple's calendar (it was confirmed and did not end otherwise). */
export function visitOnCalendar(state: VisitState): boolean {
  return state === 'CONFIRMED' || state === 'VISITED' || state === 'NO_SHOW';
}

/**
 * Whether a move changes what the couple's calendar holds, so its SEQUENCE grows: a confirmed visit moved to
 * another time, or one that leaves the calendar (cancelled by either side). Confirming first is SEQUENCE 0;
 * marking it visited or a no-show changes nothing a calendar shows.
 */
export function visitCalendarChanges(from: VisitState, to: VisitState, timeChanged: boolean): boolean {
  if (!visitOnCalendar(from)) return false;
  return visitOnCalendar(to) ? timeChanged : true;
}

export type VisitCalendarInput = {
  /** Stable for the visit: 'visit-<id>@<host>'. */
  uid: string;
  /** The visit's calendar_sequence: 0 when first confirmed, +1 per change the calendar must take. */
  sequence: number;
  /** false once the visit is cancelled, declined or expired: the file then cancels the entry. */
  happening: boolean;
  start: Date;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  hallName: string;
  address: string | null;
  /** Absolute link back to the visit page. */
  url: string;
};

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8 = new TextEncoder();

/**
 * One content line folded at 75 octets: continuation lines start with one space (which counts toward their 75),
 * and a multi-octet character is never split (each code point is kept whole).
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** An instant as an iCalendar UTC DATE-TIME: '20261205T050000Z'. */
export function icalUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The visit's calendar file, CRLF line ends, folded. */
export function visitCalendarFile(input: VisitCalendarInput): string {
  const end = new Date(input.start.getTime() + (VISIT_CALENDAR_MINUTES / 60) * HOUR_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${CALENDAR_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${input.happening ? 'PUBLISH' : 'CANCEL'}`,
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icalUtc(input.stamp)}`,
    `DTSTART:${icalUtc(input.start)}`,
    `DTEND:${icalUtc(end)}`,
    // RFC 5546 lists ORGANIZER for PUBLISH and CANCEL: the site, at an address nobody answers.
    `ORGANIZER;CN=웨딩:mailto:noreply@${input.uid.slice(input.uid.lastIndexOf('@') + 1)}`,
    `SUMMARY:${escapeText(`웨딩홀 방문 상담 · ${input.hallName}`)}`,
    ...(input.address ? [`LOCATION:${escapeText(input.address)}`] : []),
    `URL:${input.url}`,
    `DESCRIPTION:${escapeText(`방문 예약 확인: ${input.url}`)}`,
    `STATUS:${input.happening ? 'CONFIRMED' : 'CANCELLED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
