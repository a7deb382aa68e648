import { describe, expect, it } from 'vitest';
import {
  BOOKING_REMINDER_DAYS,
  bookingReminderAt,
  channelsFor,
  isQuietHour,
  maskPhoneForLog,
  OUTBOX_BODY_RETENTION_DAYS,
  outboxKey,
  promotionalSendAt,
  QUIET_HOURS,
  VISIT_REMINDER_HOUR,
  visitReminderAt,
  watchDigestKey,
} from '../src/notification-rules.ts';

const seoul = (local: string) => new Date(`${local}+09:00`);

describe('notification rules (issue 28)', () => {
  it('sends 정보성 messages in-app, by 알림톡 and SMS; promotional ones in-app and by web push, never 알림톡', () => {
    expect(channelsFor('INFORMATIONAL')).toEqual(['IN_APP', 'ALIMTALK', 'SMS']);
    expect(channelsFor('PROMOTIONAL')).toEqual(['IN_APP', 'WEB_PUSH']);
    expect(channelsFor('PROMOTIONAL')).not.toContain('ALIMTALK');
  });

  it('keeps promotional pushes out of 21:00–08:00 Seoul time', () => {
    expect(QUIET_HOURS).toEqual({ from: 21, to: 8 });
    expect(isQuietHour(seoul('2026-12-05T20:59:59'))).toBe(false);
    expect(isQuietHour(seoul('2026-12-05T21:00:00'))).toBe(true);
    expect(isQuietHour(seoul('2026-12-06T07:59:59'))).toBe(true);
    expect(isQuietHour(seoul('2026-12-06T08:00:00'))).toBe(false);
    // In the evening: the next morning at 08:00; after midnight: the same morning; by day: at once.
    expect(promotionalSendAt(seoul('2026-12-05T22:30:00'))).toEqual(seoul('2026-12-06T08:00:00'));
    expect(promotionalSendAt(seoul('2026-12-06T02:00:00'))).toEqual(seoul('2026-12-06T08:00:00'));
    expect(promotionalSendAt(seoul('2026-12-06T13:15:00'))).toEqual(seoul('2026-12-06T13:15:00'));
    // Month and year ends roll over.
    expect(promotionalSendAt(seoul('2026-12-31T23:00:00'))).toEqual(seoul('2027-01-01T08:00:00'));
  });

  it('reminds a confirmed visit the day before at 10:00 Seoul time, and never in the past', () => {
    expect(VISIT_REMINDER_HOUR).toBe(10);
    expect(visitReminderAt('2026-12-10', seoul('2026-12-01T12:00:00'))).toEqual(seoul('2026-12-09T10:00:00'));
    expect(visitReminderAt('2026-12-01', seoul('2026-11-30T09:59:00'))).toEqual(seoul('2026-11-30T10:00:00'));
    // Confirmed after the reminder's time: none, rather than one sent at once.
    expect(visitReminderAt('2026-12-01', seoul('2026-11-30T10:00:00'))).toBeNull();
    expect(visitReminderAt('2026-12-01', seoul('2026-11-30T18:00:00'))).toBeNull();
    expect(visitReminderAt('not a date', seoul('2026-11-30T18:00:00'))).toBeNull();
  });

  it('reminds a paid booking 7 days before the wedding, never in the past', () => {
    expect(BOOKING_REMINDER_DAYS).toBe(7);
    expect(bookingReminderAt('2027-03-13', seoul('2026-12-01T12:00:00'))).toEqual(seoul('2027-03-06T10:00:00'));
    expect(bookingReminderAt('2026-12-05', seoul('2026-12-01T12:00:00'))).toBeNull();
  });

  it('tells a watcher once per hall and hour, and delivers an event once per channel and person', () => {
    const at = seoul('2026-12-05T14:05:00');
    expect(watchDigestKey(7, 42, at)).toBe(watchDigestKey(7, 42, seoul('2026-12-05T14:59:59')));
    expect(watchDigestKey(7, 42, at)).not.toBe(watchDigestKey(7, 42, seoul('2026-12-05T15:00:00')));
    expect(watchDigestKey(7, 42, at)).not.toBe(watchDigestKey(8, 42, at));
    expect(outboxKey('visit:5:CONFIRMED', 'ALIMTALK', 'customer:7')).toBe('visit:5:CONFIRMED:ALIMTALK:customer:7');
  });

  it('keeps bodies 90 days and shows logs no more of a phone number than its ends', () => {
    expect(OUTBOX_BODY_RETENTION_DAYS).toBe(90);
    expect(maskPhoneForLog('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhoneForLog('01012345678')).toBe('010-****-5678');
    expect(maskPhoneForLog('12')).toBe('***');
  });
});
