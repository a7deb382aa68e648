import { describe, expect, it } from 'vitest';
import { renderInApp } from '../src/notification-catalog.ts';
import {
  COMMENT_MAX,
  GUEST_NAME_MAX,
  isShareTokenShape,
  LABEL_MAX,
  MAX_ACTIVE_SHARE_LINKS,
  MAX_SHORTLIST_ITEMS,
  mayWrite,
  NOTE_MAX,
  normalizeComment,
  normalizeGuestName,
  normalizeLabel,
  normalizeNote,
  SHARE_NOTICE_WINDOW_MS,
  SHORTLIST_MESSAGES,
  shareNoticeEvent,
  shareNoticeSummary,
  voteTally,
} from '../src/shortlist.ts';

// Issue 30 §2: "Each family member gets a share link, as a viewer or a commenter. It opens without signing up: a
// name is asked once … A link is an unguessable token: a revoked or wrong one shows a Korean page, not data.
// Votes (👍/👎) and comments per item, by name; new ones reach the couple through the notification inbox."

describe('shortlist rules', () => {
  it('keeps the limits of decision 0062', () => {
    expect([LABEL_MAX, GUEST_NAME_MAX, COMMENT_MAX, NOTE_MAX]).toEqual([20, 20, 500, 500]);
    expect([MAX_SHORTLIST_ITEMS, MAX_ACTIVE_SHARE_LINKS]).toEqual([30, 10]);
  });

  it('a link is single-purpose: a viewer never writes, a commenter votes and comments', () => {
    expect(mayWrite('VIEWER')).toBe(false);
    expect(mayWrite('COMMENTER')).toBe(true);
  });

  it('accepts only 43-character base64url tokens (256 bits) before any lookup', () => {
    expect(isShareTokenShape('a'.repeat(43))).toBe(true);
    expect(isShareTokenShape(`${'A_-9'.repeat(10)}abc`)).toBe(true);
    expect(isShareTokenShape('a'.repeat(42))).toBe(false);
    expect(isShareTokenShape('a'.repeat(44))).toBe(false);
    expect(isShareTokenShape(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isShareTokenShape(`${'a'.repeat(42)}/`)).toBe(false);
  });

  it('trims labels, names and comments and counts characters, not bytes', () => {
    expect(normalizeLabel('  엄마 ')).toBe('엄마');
    expect(normalizeLabel('   ')).toBeNull();
    expect(normalizeLabel('가'.repeat(20))).toBe('가'.repeat(20));
    expect(normalizeLabel('가'.repeat(21))).toBeNull();
    expect(normalizeGuestName(' 김  영희 ')).toBe('김 영희');
    expect(normalizeGuestName('')).toBeNull();
    expect(normalizeGuestName('👍'.repeat(20))).toBe('👍'.repeat(20));
    expect(normalizeGuestName('a'.repeat(21))).toBeNull();
    expect(normalizeComment(' 좋아요 ')).toBe('좋아요');
    expect(normalizeComment(' ')).toBeNull();
    expect(normalizeComment('가'.repeat(500))).not.toBeNull();
    expect(normalizeComment('가'.repeat(501))).toBeNull();
    expect(normalizeNote('')).toBe('');
    expect(normalizeNote('가'.repeat(501))).toBeNull();
  });

  it('tallies 👍 and 👎', () => {
    expect(voteTally([{ value: 'UP' }, { value: 'DOWN' }, { value: 'UP' }])).toEqual({ up: 2, down: 1 });
    expect(voteTally([])).toEqual({ up: 0, down: 0 });
  });

  it('tells the couple once per link per hour: every write in the hour has the same event key', () => {
    expect(SHARE_NOTICE_WINDOW_MS).toBe(3_600_000);
    const hour = Date.UTC(2027, 4, 1, 3);
    const first = shareNoticeEvent(7, new Date(hour));
    expect(shareNoticeEvent(7, new Date(hour + 59 * 60_000))).toBe(first);
    expect(shareNoticeEvent(7, new Date(hour + 60 * 60_000))).not.toBe(first);
    expect(shareNoticeEvent(8, new Date(hour))).not.toBe(first);
  });

  it("renders the couple's inbox entry in Korean", () => {
    const rendered = renderInApp('SHORTLIST_FEEDBACK', {
      이름: '엄마',
      내용: shareNoticeSummary({ kind: 'VOTE', value: 'UP' }, '더채플 청담'),
    });
    expect(rendered).toEqual({
      ok: true,
      text: { title: '엄마님이 후보 목록에 의견을 남겼어요', body: '더채플 청담에 👍' },
    });
    expect(shareNoticeSummary({ kind: 'COMMENT', body: '가'.repeat(50) }, '홀')).toBe(`홀: ${'가'.repeat(40)}…`);
    expect(SHORTLIST_MESSAGES.GONE_TITLE).toBe('더 이상 공유되지 않는 목록이에요');
  });
});
