import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  COUPLE_CODE_ALPHABET,
  COUPLE_CODE_ATTEMPTS,
  COUPLE_CODE_LENGTH,
  COUPLE_INVITE_TTL_MS,
  COUPLE_LINK_REFUSALS,
  formatCoupleCode,
  inviteExpiresAt,
  newCoupleCode,
  normalizeCoupleCode,
} from '../src/couple-link.ts';

// Issue 30 §1: 'A customer invites their partner with a one-time code … Accepting links the two accounts as a couple.'
// Decision 0061: 8 characters, 24 hours, 5 wrong tries per 10 minutes, one couple per account, never yourself.
describe('couple invite code', () => {
  it('is 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L)', () => {
    expect(COUPLE_CODE_LENGTH).toBe(8);
    for (const ch of '0O1IL') expect(COUPLE_CODE_ALPHABET).not.toContain(ch);
    for (let i = 0; i < 200; i++) {
      const code = newCoupleCode((n) => randomBytes(n));
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    }
  });

  it('skips bytes that would bias the alphabet (rejection sampling)', () => {
    // 31 letters: bytes from 248 up would favour the first 8; they are skipped, not folded.
    const bytes = [255, 248, 0, 1, 2, 3, 4, 5, 6, 30];
    let i = 0;
    const code = newCoupleCode((n) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length]!));
    expect(code).toBe('ABCDEFG9');
  });

  it('is read back whatever the case, spaces or hyphen; anything else is not a code', () => {
    expect(normalizeCoupleCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeCoupleCode('ABCD 2345')).toBe('ABCD2345');
    expect(normalizeCoupleCode('ABCD234')).toBeNull();
    expect(normalizeCoupleCode('ABCD23450')).toBeNull();
    expect(normalizeCoupleCode('ABCD0345')).toBeNull();
    expect(formatCoupleCode('ABCD2345')).toBe('ABCD-2345');
  });

  it('lives 24 hours', () => {
    expect(COUPLE_INVITE_TTL_MS).toBe(86_400_000);
    expect(inviteExpiresAt(new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('allows 5 wrong tries per 10 minutes', () => {
    expect(COUPLE_CODE_ATTEMPTS).toEqual({ limit: 5, windowMs: 600_000 });
  });
});

describe('accepting an invite', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const invite = { inviterId: 1, expiresAt: new Date('2026-11-28T00:00:00Z'), usedAt: null };
  const base = { invite, accepterId: 2, accepterLinked: false, inviterLinked: false, now };

  it('links two free accounts with a live code', () => {
    expect(acceptRefusal(base)).toBeNull();
  });

  it('refuses an unknown, used or expired code', () => {
    expect(acceptRefusal({ ...base, invite: null })).toBe('CODE_NOT_FOUND');
    expect(acceptRefusal({ ...base, invite: { ...invite, usedAt: now } })).toBe('CODE_USED');
    expect(acceptRefusal({ ...base, now: invite.expiresAt })).toBe('CODE_EXPIRED');
  });

  it('refuses linking with yourself', () => {
    expect(acceptRefusal({ ...base, accepterId: 1 })).toBe('SELF');
  });

  it('keeps one couple per account: an already linked accepter or inviter is refused', () => {
    expect(acceptRefusal({ ...base, accepterLinked: true })).toBe('ALREADY_LINKED');
    expect(acceptRefusal({ ...base, inviterLinked: true })).toBe('INVITER_LINKED');
  });

  it('says every refusal in Korean', () => {
    for (const message of Object.values(COUPLE_LINK_REFUSALS)) expect(message).toMatch(/[가-힣]/);
    expect(COUPLE_LINK_REFUSALS.ALREADY_LINKED).toContain('이미 다른 분과 커플로 연결');
  });
});
