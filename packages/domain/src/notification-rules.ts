// Notifications (issue 28): when and through which channel a message may go, written once here so the outbox,
// the job that delivers it and the screens agree. Pure: the caller passes the instant; nothing reads a clock.
import { seoulDayStartMs } from './seoul-calendar.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Korea has kept UTC+9 without daylight saving since 1988. */
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

export const NOTIFICATION_CHANNELS = ['ALIMTALK', 'SMS', 'IN_APP', 'WEB_PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Kakao's and KISA's rules (issue 28): 알림톡 carries 정보성 messages only (a booking, a payment, a change, a
 * cancel, a reminder, an answer to what the person asked), never advertising. A date opening for a watcher or a
 * price drop on a liked slot is promotional: in-app and web push only.
 */
export const MESSAGE_PURPOSES = ['INFORMATIONAL', 'PROMOTIONAL'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/** Channels a message of this purpose may use, in the order they are tried (알림톡 falls back to SMS). */
export function channelsFor(purpose: MessagePurpose): readonly NotificationChannel[] {
  return purpose === 'INFORMATIONAL' ? ['IN_APP', 'ALIMTALK', 'SMS'] : ['IN_APP', 'WEB_PUSH'];
}

/** Advertising may not be pushed 21:00–08:00 (KISA); issue 28 applies it to anything pushed for a promotion. */
export const QUIET_HOURS = { from: 21, to: 8 } as const;

const seoulHour = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS).getUTCHours();

/** Whether `at` falls in the quiet hours, Seoul time. */
export function isQuietHour(at: Date): boolean {
  const hour = seoulHour(at);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.to;
}

/** The first instant a promotional push may go: `at` itself, or the next 08:00 in Seoul when `at` is quiet. */
export function promotionalSendAt(at: Date): Date {
  if (!isQuietHour(at)) return at;
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const morning = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), QUIET_HOURS.to);
  const next = seoulHour(at) >= QUIET_HOURS.from ? morning + DAY_MS : morning;
  return new Date(next - SEOUL_OFFSET_MS);
}

/** The day-before reminder of a confirmed visit goes at 10:00 Seoul time (issue 28). */
export const VISIT_REMINDER_HOUR = 10;
/** A paid booking is reminded this many days before the wedding, at the same hour. */
export const BOOKING_REMINDER_DAYS = 7;

/** 10:00 Seoul on the day `days` before the Seoul date `isoDate`; null for a malformed date. */
function tenOClockBefore(isoDate: string, days: number): Date | null {
  const start = seoulDayStartMs(isoDate);
  return start === null ? null : new Date(start - days * DAY_MS + VISIT_REMINDER_HOUR * HOUR_MS);
}

/**
 * When a confirmed visit on `visitDate` is reminded: the day before at 10:00 Seoul time, and never in the past
 * (null then: a visit confirmed that late gets no reminder rather than one sent at once).
 */
export function visitReminderAt(visitDate: string, now: Date): Date | null {
  const at = tenOClockBefore(visitDate, 1);
  return at && at.getTime() > now.getTime() ? at : null;
}

/** When a paid booking for `weddingDate` is reminded: 7 days before at 10:00 Seoul, never in the past. */
export function bookingReminderAt(weddingDate: string, now: Date): Date | null {
  const at = tenOClockBefore(weddingDate, BOOKING_REMINDER_DAYS);
  return at && at.getTime() > now.getTime() ? at : null;
}

/**
 * One notification per couple, hall and hour for watches (issue 28's digest): the key a watch alert is
 * deduplicated by, so a hall opening 100 matching slots tells each watcher once an hour.
 */
export function watchDigestKey(customerId: number, partnerId: number, at: Date): string {
  return `watch:${customerId}:${partnerId}:${Math.floor(at.getTime() / HOUR_MS)}`;
}

/** The outbox delivers at least once; this key makes a repeat of the same event to the same person a no-op. */
export function outboxKey(event: string, channel: NotificationChannel, recipient: string): string {
  return `${event}:${channel}:${recipient}`;
}

/** The outbox keeps message bodies this long, then only their status (issue 28 §6). */
export const OUTBOX_BODY_RETENTION_DAYS = 90;

/** A phone number as logs may show it: the middle digits hidden ('010-****-5678'). */
export function maskPhoneForLog(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '***';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
