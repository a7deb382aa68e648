import { describe, expect, it } from 'vitest';
import { SERVICE_NAME } from '../src/brand.ts';
import {
  formatCountdown,
  isSmsCode,
  PHONE_PROOF_TTL_MS,
  resendWaitMessage,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_MAX_ATTEMPTS,
  SMS_PURPOSE_BY_TYPE,
  SMS_RESEND_COOLDOWN_MS,
  SMS_SENDS_PER_IP_PER_HOUR,
  SMS_SENDS_PER_PHONE_PER_HOUR,
  smsText,
  wrongCodeMessage,
} from '../src/sms-verification.ts';

describe('issue 3 §6: six digits, five minutes, five tries', () => {
  it('states the limits', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(SMS_CODE_TTL_MS).toBe(5 * 60 * 1000);
    expect(SMS_MAX_ATTEMPTS).toBe(5);
    expect(SMS_RESEND_COOLDOWN_MS).toBe(30_000);
    expect(SMS_SENDS_PER_PHONE_PER_HOUR).toBe(5);
    expect(SMS_SENDS_PER_IP_PER_HOUR).toBe(30);
    expect(PHONE_PROOF_TTL_MS).toBe(30 * 60 * 1000);
  });
  it('accepts exactly six digits', () => {
    expect(isSmsCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456']) expect(isSmsCode(bad)).toBe(false);
  });
  it('maps the spec types to purposes (no type is sign-up)', () => {
    expect(SMS_PURPOSE_BY_TYPE.findLoginId).toBe('FIND_LOGIN_ID');
    expect(SMS_PURPOSE_BY_TYPE.findPassword).toBe('FIND_PASSWORD');
    expect(SMS_PURPOSE_BY_TYPE.signUp).toBe('SIGN_UP');
  });
});

describe('messages', () => {
  it('tells how many tries are left, never below zero', () => {
    expect(wrongCodeMessage(3)).toBe('인증번호가 올바르지 않습니다. (남은 횟수 3회)');
    expect(wrongCodeMessage(-1)).toContain('남은 횟수 0회');
  });
  it('rounds the resend wait up to whole seconds', () => {
    expect(resendWaitMessage(29_001)).toBe('인증번호는 30초 후에 다시 요청할 수 있습니다.');
    expect(resendWaitMessage(0)).toContain('1초');
  });
  it('puts the code in the SMS text', () => {
    expect(smsText('123456')).toContain('[123456]');
    // Issue 9: the sender tag is the product's brand, from the one constant, not the generic '[웨딩홀]'.
    // Issue 25: '[123456]를' was wrong Korean: 6 reads 육, which ends in a consonant, so it takes '을'.
    expect(smsText('123456')).toBe('[웨딩데이] 인증번호 [123456]을 입력해주세요. 5분 안에 입력해야 합니다.');
    expect(smsText('123456').startsWith(`[${SERVICE_NAME}]`)).toBe(true);
  });
  it("picks '을' or '를' after the code by how its last digit is read (issue 25)", () => {
    // 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant → 을; 2 이, 4 사, 5 오, 9 구 do not → 를.
    for (const d of '013678') expect(smsText(`12345${d}`), d).toContain(`[12345${d}]을 입력해주세요`);
    for (const d of '2459') expect(smsText(`12345${d}`), d).toContain(`[12345${d}]를 입력해주세요`);
  });
  it('counts down as m:ss', () => {
    expect(formatCountdown(SMS_CODE_TTL_MS)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
