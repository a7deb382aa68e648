// Partner onboarding and pausing (issue 29 §4): a hall applies for a console account, an operator (ADMIN) approves
// or rejects it, and a partner can be paused (its halls leave search, its pages say so, nothing new is taken).
// The rules and their Korean messages live here once; the web form, the API and the console screens import them.
import { checkEmail, type FieldCheck, normalizeEmail } from './account-rules.ts';
import { parseBusinessNumber } from './business-number.ts';
import { formatPhone, isValidPhone } from './phone.ts';
import { findRegion, isValidSubRegion } from './regions.ts';

/** An application's life: waiting for an operator, then decided once. */
export const APPLICATION_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const APPLICATION_STATE_LABELS: Readonly<Record<ApplicationState, string>> = {
  PENDING: '심사 중',
  APPROVED: '승인',
  REJECTED: '반려',
};

/** Only a waiting application is decided; a second decision is refused (409). */
export function applicationDecidable(state: ApplicationState): boolean {
  return state === 'PENDING';
}

/** The public form is open to anyone: at most this many applications an hour from one address. */
export const APPLICATIONS_PER_IP_PER_HOUR = 5;

export const BIZ_NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const CONTACT_NAME_MAX_LENGTH = 30;
/** An operator's reason or memo for a decision, a pause or a resume. */
export const DECISION_REASON_MAX_LENGTH = 500;

export const ONBOARDING_MESSAGES = {
  BIZ_NAME: `상호를 1~${BIZ_NAME_MAX_LENGTH}자로 입력해 주세요.`,
  ADDRESS: `주소를 2~${ADDRESS_MAX_LENGTH}자로 입력해 주세요.`,
  REGION: '지역을 선택해 주세요.',
  SUB_REGION: '세부 지역을 선택해 주세요.',
  CONTACT_NAME: `담당자 이름을 1~${CONTACT_NAME_MAX_LENGTH}자로 입력해 주세요.`,
  CONTACT_PHONE: '담당자 연락처를 010-0000-0000 또는 02-000-0000 형식으로 입력해 주세요.',
  /** 409: one open application per 사업자등록번호. */
  DUPLICATE: '이 사업자등록번호로 심사 중인 입점 신청이 이미 있어요. 결과를 안내해 드릴 때까지 기다려 주세요.',
  /** 409: the number already has a partner account (an application was approved before). */
  ALREADY_PARTNER: '이 사업자등록번호로 이미 입점한 업체가 있어요. 파트너센터에 로그인해 주세요.',
  /** 409: deciding an application twice. */
  ALREADY_DECIDED: '이미 처리된 입점 신청이에요. 목록을 새로 고쳐 주세요.',
  REASON_REQUIRED: '사유를 입력해 주세요.',
  REASON_TOO_LONG: `사유는 ${DECISION_REASON_MAX_LENGTH}자 이내로 입력해 주세요.`,
  RATE_LIMITED: '입점 신청이 너무 많아요. 한 시간 뒤에 다시 시도해 주세요.',
  RECEIVED: '입점 신청이 접수되었어요. 심사 결과는 담당자 이메일로 알려 드릴게요.',
} as const;

/** A hall's contact: a mobile or a landline, stored hyphenated ('010-1234-5678', '02-123-4567'). */
export function normalizeContactPhone(input: string): string | null {
  const trimmed = input.trim();
  if (/[^\d\s-]/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const formatted = digits.startsWith('02')
    ? digits.length === 9
      ? `02-${digits.slice(2, 5)}-${digits.slice(5)}`
      : `02-${digits.slice(2, 6)}-${digits.slice(6)}`
    : formatPhone(digits);
  return isValidPhone(formatted) ? formatted : null;
}

export type ApplicationInput = {
  bizName: string;
  businessNumber: string;
  address: string;
  region: string;
  subRegion?: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

export type ApplicationField = keyof ApplicationInput;

/**
 * Checks an application as typed. Either every field in its stored form (the number 'XXX-XX-XXXXX', the email
 * lower-cased, the phone hyphenated), or the first Korean message for each field that is wrong.
 */
export function checkApplication(
  input: ApplicationInput,
):
  | { ok: true; value: Required<ApplicationInput> & { subRegion: string | null } }
  | { ok: false; errors: Partial<Record<ApplicationField, string>> } {
  const errors: Partial<Record<ApplicationField, string>> = {};
  const bizName = input.bizName.trim();
  if (bizName.length < 1 || bizName.length > BIZ_NAME_MAX_LENGTH) errors.bizName = ONBOARDING_MESSAGES.BIZ_NAME;
  const number = parseBusinessNumber(input.businessNumber);
  if (!number.ok) errors.businessNumber = number.message;
  const address = input.address.trim();
  if (address.length < 2 || address.length > ADDRESS_MAX_LENGTH) errors.address = ONBOARDING_MESSAGES.ADDRESS;
  const region = findRegion(input.region);
  const subRegion = input.subRegion?.trim() || null;
  if (!region) errors.region = ONBOARDING_MESSAGES.REGION;
  else if (region.subRegions.length > 0 ? !subRegion || !isValidSubRegion(region.name, subRegion) : subRegion) {
    errors.subRegion = ONBOARDING_MESSAGES.SUB_REGION;
  }
  const contactName = input.contactName.trim();
  if (contactName.length < 1 || contactName.length > CONTACT_NAME_MAX_LENGTH) {
    errors.contactName = ONBOARDING_MESSAGES.CONTACT_NAME;
  }
  const contactPhone = normalizeContactPhone(input.contactPhone);
  if (!contactPhone) errors.contactPhone = ONBOARDING_MESSAGES.CONTACT_PHONE;
  const email: FieldCheck = checkEmail(input.contactEmail);
  if (!email.ok) errors.contactEmail = email.message;
  if (Object.keys(errors).length > 0 || !number.ok || !contactPhone) return { ok: false, errors };
  return {
    ok: true,
    value: {
      bizName,
      businessNumber: number.value,
      address,
      region: input.region,
      subRegion,
      contactName,
      contactPhone,
      contactEmail: normalizeEmail(input.contactEmail),
    },
  };
}

/** An operator's reason: required, trimmed, at most 500 characters. */
export function checkDecisionReason(reason: string | null | undefined): FieldCheck {
  const text = reason?.trim() ?? '';
  if (!text) return { ok: false, message: ONBOARDING_MESSAGES.REASON_REQUIRED };
  if ([...text].length > DECISION_REASON_MAX_LENGTH) return { ok: false, message: ONBOARDING_MESSAGES.REASON_TOO_LONG };
  return { ok: true };
}

// Pausing and listing live in `partner-listing.ts` (no imports, so the customer app's hall card and hall page
// pull in none of the application rules); re-exported here for the API and the console.
export * from './partner-listing.ts';

/** Audit action names of onboarding and pausing (issue 29 §5). */
export const ONBOARDING_ACTIONS = {
  APPROVE: 'application.approve',
  REJECT: 'application.reject',
  PAUSE: 'partner.pause',
  RESUME: 'partner.resume',
} as const;

/** The audit log's Korean names for them. */
export const ONBOARDING_ACTION_LABELS: Readonly<Record<string, string>> = {
  [ONBOARDING_ACTIONS.APPROVE]: '입점 승인',
  [ONBOARDING_ACTIONS.REJECT]: '입점 반려',
  [ONBOARDING_ACTIONS.PAUSE]: '업체 일시 중지',
  [ONBOARDING_ACTIONS.RESUME]: '업체 운영 재개',
};

/** What the applicant's contact is told, by the channel invitations use. */
export function approvalText(bizName: string, inviteUrl: string): string {
  return `[웨딩 파트너센터] ${bizName} 입점 신청이 승인되었습니다. 72시간 안에 한 번만 쓸 수 있는 대표 계정 초대 링크입니다: ${inviteUrl}`;
}

export function rejectionText(bizName: string, reason: string): string {
  return `[웨딩 파트너센터] ${bizName} 입점 신청이 반려되었습니다. 사유: ${reason.trim()} 내용을 고쳐 다시 신청하실 수 있어요.`;
}
