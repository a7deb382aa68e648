// Account field rules (spec §5 "clear rules" for sign-up, additional info, find-id and find-pw).
// The spec leaves the exact limits to us (decision 0009); both the web forms and the API's zod schemas
// call these, so a rule and its Korean message change in one place.
import { isValidPhone } from './phone.ts';
import { REGION_NAMES } from './regions.ts';

export type FieldCheck = { ok: true } | { ok: false; message: string };
const OK: FieldCheck = { ok: true };
const fail = (message: string): FieldCheck => ({ ok: false, message });

export const ACCOUNT_MESSAGES = {
  EMAIL_REQUIRED: '이메일을 입력해주세요.',
  EMAIL_INVALID: '이메일 형식이 올바르지 않습니다.',
  EMAIL_AVAILABLE: '사용 가능한 이메일입니다.',
  EMAIL_TAKEN: '이미 가입된 이메일입니다.',
  EMAIL_CHECK_REQUIRED: '이메일 중복 확인을 해주세요.',
  PASSWORD_REQUIRED: '비밀번호를 입력해주세요.',
  PASSWORD_RULE: '비밀번호는 영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해주세요.',
  PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다.',
  NAME_RULE: '이름은 한글 또는 영문 2~20자로 입력해주세요.',
  SEX_REQUIRED: '성별을 선택해주세요.',
  PHONE_RULE: '휴대폰 번호를 010-0000-0000 형식으로 입력해주세요.',
  PHONE_NOT_VERIFIED: '휴대폰 인증을 완료해주세요.',
  NICK_RULE: '닉네임은 한글, 영문, 숫자 2~10자로 입력해주세요.',
  NICK_AVAILABLE: '사용 가능한 닉네임입니다.',
  NICK_TAKEN: '이미 사용 중인 닉네임입니다.',
  NICK_CHECK_REQUIRED: '닉네임 중복 확인을 해주세요.',
  INVITATION_CODE_RULE: '초대 코드는 영문 대문자와 숫자 6~12자로 입력해주세요.',
  INVITATION_CODE_AVAILABLE: '사용 가능한 초대 코드입니다.',
  INVITATION_CODE_TAKEN: '이미 사용 중인 초대 코드입니다.',
  INVITATION_CODE_CHECK_REQUIRED: '초대 코드 중복 확인을 해주세요.',
  REGION_REQUIRED: '지역을 선택해주세요.',
  WEDDING_DATE_INVALID: '예식일을 올바르게 선택해주세요.',
  TERMS_REQUIRED: '필수 약관에 모두 동의해주세요.',
  LOGIN_FAILED: '이메일 또는 비밀번호가 올바르지 않습니다.',
  LOGIN_RATE_LIMITED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  CHECK_RATE_LIMITED: '확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  SIGN_UP_FAILED: '회원가입에 실패했습니다. 잠시 후 다시 시도해주세요.',
  ACCOUNT_NOT_FOUND: '입력하신 정보로 가입된 계정이 없습니다.',
  PASSWORD_RESET_DONE: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.',
  LOGGED_OUT: '로그아웃되었습니다.',
  SOCIAL_LOGIN_FAILED: '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
  SOCIAL_PROVIDER_DISABLED: '지금은 이 방법으로 로그인할 수 없습니다. 이메일로 로그인해주세요.',
  SOCIAL_ALREADY_LINKED: '이미 가입된 소셜 계정입니다. 로그인해주세요.',
} as const;

export const EMAIL_MAX_LENGTH = 100;
// Deliberately simple: one @, a dot in the domain, no spaces. The real check is the SMS-verified account.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldCheck {
  const email = value.trim();
  if (!email) return fail(ACCOUNT_MESSAGES.EMAIL_REQUIRED);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return fail(ACCOUNT_MESSAGES.EMAIL_INVALID);
  return OK;
}

/** Emails are compared case-insensitively; stored and looked up in this form. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** One rule per line, so the form can tick them off as the user types. */
export const PASSWORD_RULES = [
  { id: 'length', label: '8~20자', test: (v: string) => v.length >= 8 && v.length <= 20 },
  { id: 'letter', label: '영문 포함', test: (v: string) => /[A-Za-z]/.test(v) },
  { id: 'digit', label: '숫자 포함', test: (v: string) => /\d/.test(v) },
  { id: 'special', label: '특수문자 포함', test: (v: string) => /[^A-Za-z0-9\s]/.test(v) },
  { id: 'noSpace', label: '공백 없음', test: (v: string) => v.length > 0 && !/\s/.test(v) },
] as const;

export function checkPassword(value: string): FieldCheck {
  if (!value) return fail(ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
  return PASSWORD_RULES.every((rule) => rule.test(value)) ? OK : fail(ACCOUNT_MESSAGES.PASSWORD_RULE);
}

export function checkPasswordConfirm(password: string, confirm: string): FieldCheck {
  return password === confirm ? OK : fail(ACCOUNT_MESSAGES.PASSWORD_MISMATCH);
}

// Korean syllables or Latin letters; Latin names may hold single spaces (Kim Minji).
const NAME_PATTERN = /^(?:[가-힣]{2,20}|[A-Za-z](?:[A-Za-z ]{0,18})[A-Za-z])$/;

export function checkName(value: string): FieldCheck {
  const name = value.trim();
  return NAME_PATTERN.test(name) && !name.includes('  ') ? OK : fail(ACCOUNT_MESSAGES.NAME_RULE);
}

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { M: '남성', F: '여성' };

export function checkSex(value: string | null | undefined): FieldCheck {
  return SEXES.includes(value as Sex) ? OK : fail(ACCOUNT_MESSAGES.SEX_REQUIRED);
}

/** Sign-up and the SMS calls take the PHONE type of spec §5: 010-XXXX-XXXX only. */
export function checkMobilePhone(value: string): FieldCheck {
  return isValidPhone(value, 'PHONE') ? OK : fail(ACCOUNT_MESSAGES.PHONE_RULE);
}

const NICK_PATTERN = /^[가-힣A-Za-z0-9]{2,10}$/;

export function checkNick(value: string): FieldCheck {
  return NICK_PATTERN.test(value.trim()) ? OK : fail(ACCOUNT_MESSAGES.NICK_RULE);
}

const INVITATION_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/** Codes are shown and compared in upper case; the form upper-cases as the user types. */
export const normalizeInvitationCode = (value: string): string => value.trim().toUpperCase();

export function checkInvitationCode(value: string): FieldCheck {
  return INVITATION_CODE_PATTERN.test(normalizeInvitationCode(value))
    ? OK
    : fail(ACCOUNT_MESSAGES.INVITATION_CODE_RULE);
}

export function checkRegion(value: string | null | undefined): FieldCheck {
  return (REGION_NAMES as readonly string[]).includes(value ?? '') ? OK : fail(ACCOUNT_MESSAGES.REGION_REQUIRED);
}

/**
 * Login ids shown after find-id keep the first two characters of the local part and the domain:
 * 'minji.kim@example.com' → 'mi*******@example.com'. One- and two-character local parts keep one.
 */
export function maskLoginId(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0)
    return email.length <= 2 ? '*'.repeat(email.length) : `${email.slice(0, 2)}${'*'.repeat(email.length - 2)}`;
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${email.slice(at)}`;
}
