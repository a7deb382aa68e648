// Operator accounts (issue 29 §1): the marketplace's own people, apart from customers and partner staff. The
// console's routes and screens ask `mayDo` rather than comparing role names, so a role's reach is written once.

/** Issue 29: two roles, from the widest to the narrowest. */
export const OPERATOR_ROLES = ['ADMIN', 'MODERATOR'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator action touches; every admin route names one. */
export const OPERATOR_AREAS = [
  /** Reading the audit log of operator actions (issue 29 §5). */
  'audit',
  /** The moderation queue: keep, blind, unblind, delete, warn (issue 29 §2). */
  'reports',
  /** Suspending a writer for 7/30 days or for good (issue 29 §2). */
  'suspensions',
  /** Review disputes: uphold or reject (issue 29 §3). */
  'disputes',
  /** Partner onboarding: approve, reject, pause (issue 29 §4). */
  'onboarding',
  /** Operator accounts: disable, reset a password and second factor (issue 29 §1). */
  'operators',
] as const;
export type OperatorArea = (typeof OPERATOR_AREAS)[number];

// A MODERATOR works the content queues and reads the log; onboarding and pausing partners (a business decision)
// and managing operator accounts are the ADMIN's. Both read the audit log (issue 29 brief: "ADMIN and MODERATOR can read").
const REACH: Readonly<Record<OperatorRole, readonly OperatorArea[]>> = {
  ADMIN: OPERATOR_AREAS,
  MODERATOR: ['audit', 'reports', 'suspensions', 'disputes'],
};

/** Whether an operator with `role` may act on `area`. */
export function mayDo(role: OperatorRole, area: OperatorArea): boolean {
  return REACH[role].includes(area);
}

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/** Korean labels shown in the console's header and the audit log. */
export const OPERATOR_ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  ADMIN: '관리자',
  MODERATOR: '모더레이터',
};

/** Audit action names written by the account flow itself (issue 29 §5), so the log is never empty. */
export const OPERATOR_AUTH_ACTIONS = {
  SIGN_IN: 'operator.sign-in',
  SIGN_OUT: 'operator.sign-out',
  TOTP_ENROL: 'operator.totp-enrol',
  CREATE: 'operator.create',
  /** The operator chose their own password in place of a generated one (first sign-in, or after a reset). */
  PASSWORD_CHANGE: 'operator.password-change',
} as const;

/** Audit action names of an ADMIN managing operator accounts (issue 29 §1 follow-up, decision 0060). */
export const OPERATOR_MANAGEMENT_ACTIONS = {
  DISABLE: 'operator.disable',
  ENABLE: 'operator.enable',
  /** A new one-time password and a cleared second factor: the operator re-enrols at the next sign-in. */
  RESET: 'operator.reset',
  ROLE: 'operator.role',
} as const;

/** Why an account change is refused, or null when it may go ahead. */
export type OperatorChangeRefusal = 'SELF' | 'LAST_ADMIN' | null;

/**
 * Whether an ADMIN (`actorId`) may change `target`: `next` is the target's role afterwards and whether it is still
 * active (null for a reset, which changes neither). An ADMIN never manages their own account here (another ADMIN
 * does, or the CLI), and the marketplace always keeps one active ADMIN: `activeAdmins` counts them before the change.
 */
export function operatorChangeRefusal(
  actorId: number,
  target: { id: number; role: OperatorRole; active: boolean },
  next: { role: OperatorRole; active: boolean } | null,
  activeAdmins: number,
): OperatorChangeRefusal {
  if (actorId === target.id) return 'SELF';
  const wasActiveAdmin = target.role === 'ADMIN' && target.active;
  const staysActiveAdmin = next === null || (next.role === 'ADMIN' && next.active);
  if (wasActiveAdmin && !staysActiveAdmin && activeAdmins <= 1) return 'LAST_ADMIN';
  return null;
}

/** Korean messages of the refusals (409s of the management API). */
export const OPERATOR_CHANGE_MESSAGES: Readonly<Record<Exclude<OperatorChangeRefusal, null>, string>> = {
  SELF: '자신의 계정은 다른 관리자가 관리합니다.',
  LAST_ADMIN: '사용 중인 관리자가 한 명은 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.',
};

/** A reason is required for every management action, as for every operator action (issue 29 §5). */
export const OPERATOR_REASON_MAX_LENGTH = 500;
export const OPERATOR_REASON_REQUIRED_MESSAGE = '사유를 입력해 주세요.';

// An operator account reaches everyone's content, so its password is longer than a customer's 8 (NIST SP 800-63B
// asks at least 8, and more for privileged accounts); the CLI's generated password has 20 characters.
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 200;

/** The rule as the sign-in's new-password step and the CLI say it. */
export const OPERATOR_PASSWORD_RULE_MESSAGE = `비밀번호는 ${OPERATOR_PASSWORD_MIN_LENGTH}자 이상 ${OPERATOR_PASSWORD_MAX_LENGTH}자 이하로 정해 주세요.`;

/** A generated password was seen by whoever ran the CLI or the reset: the operator's own must differ. */
export const OPERATOR_PASSWORD_SAME_MESSAGE = '받은 일회용 비밀번호와 다른 비밀번호를 정해 주세요.';

/** Whether `password` may be an operator's password: length only, as NIST advises (no composition rules). */
export function operatorPasswordAcceptable(password: string): boolean {
  const length = [...password].length;
  return length >= OPERATOR_PASSWORD_MIN_LENGTH && length <= OPERATOR_PASSWORD_MAX_LENGTH;
}
