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
} as const;

// An operator account reaches everyone's content, so its password is longer than a customer's 8 (NIST SP 800-63B
// asks at least 8, and more for privileged accounts); the CLI's generated password has 20 characters.
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 200;

/** Whether `password` may be an operator's password: length only, as NIST advises (no composition rules). */
export function operatorPasswordAcceptable(password: string): boolean {
  const length = [...password].length;
  return length >= OPERATOR_PASSWORD_MIN_LENGTH && length <= OPERATOR_PASSWORD_MAX_LENGTH;
}
