import { createHmac, timingSafeEqual } from 'node:crypto';

// The calendar link of a visit (issue 28 §4) must open without a session: from a 알림톡, or from a calendar app
// re-reading it. So the link carries its own proof: the visit id and an HMAC of it under a key derived from the
// JWT secret (the one secret every API process shares; the label keeps these MACs from ever standing in for a
// JWT signature). It reveals the visit's time and hall only, and the same id always gives the same link.

const KEY_LABEL = 'wedding/visit-calendar/v1';
/** 128 bits of the MAC: unguessable, and short enough for a link in a message. */
const MAC_CHARS = 22;
const TOKEN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/;

export type CalendarTokens = {
  sign(visitId: number): string;
  /** The visit id, or null for a token that is malformed or not ours. */
  verify(token: string): number | null;
};

export function createCalendarTokens(secret: string): CalendarTokens {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const mac = (id: number) => createHmac('sha256', key).update(`visit:${id}`).digest('base64url').slice(0, MAC_CHARS);
  return {
    sign: (id) => `${id}.${mac(id)}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      if (!Number.isSafeInteger(id)) return null;
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(match[2]!);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

/** The site-relative path of a visit's calendar file. */
export const visitCalendarPath = (token: string) => `/v3/calendar/visits/${token}.ics`;
