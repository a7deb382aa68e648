import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  checkEmail,
  checkInvitationCode,
  checkMobilePhone,
  checkName,
  checkNick,
  checkPassword,
  checkPasswordConfirm,
  checkRegion,
  checkSex,
  maskLoginId,
  normalizeEmail,
  normalizeInvitationCode,
  PASSWORD_RULES,
} from '../src/account-rules.ts';

const messageOf = (check: { ok: boolean; message?: string }) => (check.ok ? null : check.message);

describe('email (decision 0009: ≤ 100 characters, compared lower-cased)', () => {
  it('accepts an ordinary address and normalises case and spaces', () => {
    expect(checkEmail('Minji.Kim@Example.co.kr').ok).toBe(true);
    expect(normalizeEmail('  Minji.Kim@Example.co.kr ')).toBe('minji.kim@example.co.kr');
  });
  it('asks for an email when empty, and rejects malformed or over-long ones', () => {
    expect(messageOf(checkEmail('  '))).toBe(ACCOUNT_MESSAGES.EMAIL_REQUIRED);
    for (const bad of ['minji', 'minji@', 'minji@example', 'mi nji@example.com', 'a@b@c.com']) {
      expect(messageOf(checkEmail(bad))).toBe(ACCOUNT_MESSAGES.EMAIL_INVALID);
    }
    const local = 'a'.repeat(100 - '@ex.com'.length);
    expect(checkEmail(`${local}@ex.com`).ok).toBe(true);
    expect(messageOf(checkEmail(`a${local}@ex.com`))).toBe(ACCOUNT_MESSAGES.EMAIL_INVALID);
  });
});

describe('password (8–20 characters with a letter, a digit and a special character, no spaces)', () => {
  it('accepts exactly 8 and exactly 20 characters', () => {
    expect(checkPassword('abcd12!@').ok).toBe(true);
    expect(checkPassword(`Abc1!${'x'.repeat(15)}`).ok).toBe(true);
  });
  it('refuses 7 and 21 characters, and any missing class', () => {
    for (const bad of ['abc12!@', `Abc1!${'x'.repeat(16)}`, 'abcdefgh!', '12345678!', 'abcd1234', 'abcd 12!@']) {
      expect(messageOf(checkPassword(bad))).toBe(ACCOUNT_MESSAGES.PASSWORD_RULE);
    }
    expect(messageOf(checkPassword(''))).toBe(ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
  });
  it('ticks each rule separately for the checklist', () => {
    const passed = (v: string) => PASSWORD_RULES.filter((r) => r.test(v)).map((r) => r.id);
    expect(passed('abc')).toEqual(['letter', 'noSpace']);
    expect(passed('abc1!xyz')).toEqual(['length', 'letter', 'digit', 'special', 'noSpace']);
  });
  it('needs the confirmation to match', () => {
    expect(checkPasswordConfirm('abcd12!@', 'abcd12!@').ok).toBe(true);
    expect(messageOf(checkPasswordConfirm('abcd12!@', 'abcd12!#'))).toBe(ACCOUNT_MESSAGES.PASSWORD_MISMATCH);
  });
});

describe('name, sex, phone, nick, invitation code, region', () => {
  it('names are 2–20 Hangul, or Latin letters with single spaces', () => {
    for (const ok of ['김민', '김민지', 'Kim Minji', 'Jo']) expect(checkName(ok).ok).toBe(true);
    for (const bad of ['김', '김민지1', 'Kim  Minji', 'J', '가'.repeat(21), '김 민지']) {
      expect(messageOf(checkName(bad))).toBe(ACCOUNT_MESSAGES.NAME_RULE);
    }
  });
  it('sex is M or F', () => {
    expect(checkSex('F').ok).toBe(true);
    expect(messageOf(checkSex(null))).toBe(ACCOUNT_MESSAGES.SEX_REQUIRED);
  });
  it('the phone must be the PHONE type of spec §5: 010-XXXX-XXXX', () => {
    expect(checkMobilePhone('010-1234-5678').ok).toBe(true);
    for (const bad of ['02-123-4567', '011-123-4567', '01012345678', '010-123-4567']) {
      expect(messageOf(checkMobilePhone(bad))).toBe(ACCOUNT_MESSAGES.PHONE_RULE);
    }
  });
  it('nicks are 2–10 Hangul, Latin letters or digits', () => {
    for (const ok of ['신부', 'bride2027', '예비신부1']) expect(checkNick(ok).ok).toBe(true);
    for (const bad of ['신', 'a'.repeat(11), '신부!', '예비 신부']) {
      expect(messageOf(checkNick(bad))).toBe(ACCOUNT_MESSAGES.NICK_RULE);
    }
  });
  it('invitation codes are 6–12 upper-case letters and digits, upper-cased as typed', () => {
    expect(normalizeInvitationCode(' ab12cd ')).toBe('AB12CD');
    expect(checkInvitationCode('ab12cd').ok).toBe(true);
    for (const bad of ['AB12C', 'A'.repeat(13), 'AB-12CD']) {
      expect(messageOf(checkInvitationCode(bad))).toBe(ACCOUNT_MESSAGES.INVITATION_CODE_RULE);
    }
  });
  it('regions are the 17 of spec §9', () => {
    expect(checkRegion('서울').ok).toBe(true);
    expect(checkRegion('제주').ok).toBe(true);
    expect(messageOf(checkRegion('도쿄'))).toBe(ACCOUNT_MESSAGES.REGION_REQUIRED);
  });
});

describe('masked login id after find-id', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskLoginId('minji.kim@example.com')).toBe('mi*******@example.com');
    expect(maskLoginId('abc@ex.kr')).toBe('ab*@ex.kr');
  });
  it('keeps one character of a one- or two-character local part', () => {
    expect(maskLoginId('ab@ex.kr')).toBe('a*@ex.kr');
    expect(maskLoginId('a@ex.kr')).toBe('a@ex.kr');
  });
});
