// SMS verification rules (issue 3 §6; spec §7 POST/PUT /v3/20240404/auth/call). Codes are six random
// digits, single use, valid for five minutes, five tries each. Sends are limited per phone and per IP.

import { SERVICE_NAME } from './brand.ts';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
/** A second send to one phone within this time is refused (429). */
export const SMS_RESEND_COOLDOWN_MS = 30 * 1000;
/** At most this many sends per phone per hour, and per client IP per hour. */
export const SMS_SENDS_PER_PHONE_PER_HOUR = 5;
export const SMS_SENDS_PER_IP_PER_HOUR = 30;
/** The proof of a verified phone that sign-up, find-id and password reset present. */
export const PHONE_PROOF_TTL_MS = 30 * 60 * 1000;

/** What a code is for: sign-up (no type), `type=findLoginId`, `type=findPassword`. */
export const SMS_PURPOSE_BY_TYPE = {
  signUp: 'SIGN_UP',
  findLoginId: 'FIND_LOGIN_ID',
  findPassword: 'FIND_PASSWORD',
} as const;
export type SmsType = keyof typeof SMS_PURPOSE_BY_TYPE;
export type SmsPurpose = (typeof SMS_PURPOSE_BY_TYPE)[SmsType];

export const SMS_MESSAGES = {
  CODE_RULE: '인증번호 6자리를 입력해주세요.',
  SENT: '인증번호가 발송되었습니다.',
  CODE_WRONG: '인증번호가 올바르지 않습니다.',
  CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
  ATTEMPTS_EXCEEDED: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  VERIFIED: '인증이 완료되었습니다.',
  SEND_FAILED: '인증번호 발송에 실패했습니다. 잠시 후 다시 시도해주세요.',
  PROOF_INVALID: '휴대폰 인증이 만료되었습니다. 다시 인증해주세요.',
} as const;

/** '인증번호가 올바르지 않습니다. (남은 횟수 3회)' — the user sees how many tries are left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  return `${SMS_MESSAGES.CODE_WRONG} (남은 횟수 ${Math.max(0, attemptsLeft)}회)`;
}

/** '30초 후에 다시 요청해주세요.' — the resend cooldown message, in whole seconds rounded up. */
export function resendWaitMessage(waitMs: number): string {
  return `인증번호는 ${Math.max(1, Math.ceil(waitMs / 1000))}초 후에 다시 요청할 수 있습니다.`;
}

export const SMS_TOO_MANY_SENDS = '인증번호 요청이 너무 많습니다. 1시간 후에 다시 시도해주세요.';

export function isSmsCode(value: string): boolean {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value);
}

// Korean picks the object particle by how the last syllable is read aloud: a digit read with a final
// consonant (영 일 삼 육 칠 팔) takes '을', one read without (이 사 오 구) takes '를'.
const OBJECT_PARTICLE_BY_LAST_DIGIT = ['을', '을', '를', '을', '를', '를', '을', '을', '을', '를'] as const;

/** '을' or '를' after a number, by the reading of its last digit ('123456' → 육 → '을'). */
export function objectParticleAfterDigits(digits: string): '을' | '를' {
  return OBJECT_PARTICLE_BY_LAST_DIGIT[Number(digits.at(-1))] ?? '를';
}

/** The SMS text; the code is also the only number in it, so phones can autofill it. */
export function smsText(code: string): string {
  return `[${SERVICE_NAME}] 인증번호 [${code}]${objectParticleAfterDigits(code)} 입력해주세요. 5분 안에 입력해야 합니다.`;
}

/** 'm:ss' countdown under the code field. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
