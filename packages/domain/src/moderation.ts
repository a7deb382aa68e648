// The moderation queue and suspensions (issue 29 §2): what an operator may do to a reported target, the reason
// every action needs, and when a suspended customer may write again. The API and the console import these; the
// numbers (7 days, 30 days, for good) are the issue's.
import { formatSeoulDateTime } from './korean-date-time.ts';

/**
 * What can be reported, as the queue groups it. REVIEW, COMMENT and CUSTOMER come from a couple's report;
 * INQUIRY is a hall's 1:1 thread a couple reported (the writer is the hall); INQUIRY_COUPLE is a couple's side of
 * a thread the hall reported (inquiry_threads.partner_reported_at; the writer is the couple).
 */
export const MODERATION_TARGET_KINDS = ['REVIEW', 'COMMENT', 'CUSTOMER', 'INQUIRY', 'INQUIRY_COUPLE'] as const;
export type ModerationTargetKind = (typeof MODERATION_TARGET_KINDS)[number];

export const MODERATION_TARGET_LABELS: Readonly<Record<ModerationTargetKind, string>> = {
  REVIEW: '후기',
  COMMENT: '댓글',
  CUSTOMER: '회원',
  INQUIRY: '1:1 문의(웨딩홀 답변)',
  INQUIRY_COUPLE: '1:1 문의(고객 메시지)',
};

/** keep: the reports were wrong; blind/unblind: a review leaves/returns to the public list; delete: state 0. */
export const MODERATION_ACTIONS = ['KEEP', 'BLIND', 'UNBLIND', 'DELETE', 'WARN', 'SUSPEND', 'UNSUSPEND'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  KEEP: '유지(신고 종료)',
  BLIND: '블라인드',
  UNBLIND: '블라인드 해제',
  DELETE: '삭제',
  WARN: '작성자 경고',
  SUSPEND: '작성자 이용 정지',
  UNSUSPEND: '이용 정지 해제',
};

/** Who wrote the target: a couple (customer account) or a hall (partner). Suspension applies to couples only. */
export type WriterSide = 'CUSTOMER' | 'PARTNER';

export function writerSideOf(kind: ModerationTargetKind): WriterSide {
  return kind === 'INQUIRY' ? 'PARTNER' : 'CUSTOMER';
}

export type TargetState = {
  /** A review's block state is 1 (blinded). */
  blinded: boolean;
  /** A review or comment in state 0. */
  deleted: boolean;
  /** The writer (a customer) is suspended now. */
  writerSuspended: boolean;
};

/**
 * The actions an operator may take on a target in its present state. Only reviews blind (comments and threads
 * have no blinded state in the spec); only reviews and comments delete; a hall is never suspended here (pausing a
 * partner is onboarding's, an ADMIN's decision).
 */
export function actionsFor(kind: ModerationTargetKind, state: TargetState): ModerationAction[] {
  const actions: ModerationAction[] = ['KEEP'];
  if (kind === 'REVIEW' && !state.deleted) actions.push(state.blinded ? 'UNBLIND' : 'BLIND');
  if ((kind === 'REVIEW' || kind === 'COMMENT') && !state.deleted) actions.push('DELETE');
  actions.push('WARN');
  if (writerSideOf(kind) === 'CUSTOMER') actions.push(state.writerSuspended ? 'UNSUSPEND' : 'SUSPEND');
  return actions;
}

/** The stable audit action name of an action on a target kind ('review.blind', 'customer.suspend', …). */
export function auditActionOf(kind: ModerationTargetKind, action: ModerationAction): string {
  switch (action) {
    case 'KEEP':
      return 'report.keep';
    case 'BLIND':
      return 'review.blind';
    case 'UNBLIND':
      return 'review.unblind';
    case 'DELETE':
      return kind === 'COMMENT' ? 'comment.delete' : 'review.delete';
    case 'WARN':
      return writerSideOf(kind) === 'PARTNER' ? 'partner.warn' : 'customer.warn';
    case 'SUSPEND':
      return 'customer.suspend';
    case 'UNSUSPEND':
      return 'customer.unsuspend';
  }
}

/** Korean names of the audit actions above, for the audit log screen. */
export const MODERATION_AUDIT_LABELS: Readonly<Record<string, string>> = {
  'report.keep': '신고 종료(유지)',
  'review.blind': '후기 블라인드',
  'review.unblind': '후기 블라인드 해제',
  'review.delete': '후기 삭제',
  'comment.delete': '댓글 삭제',
  'customer.warn': '회원 경고',
  'partner.warn': '업체 경고',
  'customer.suspend': '회원 이용 정지',
  'customer.unsuspend': '회원 이용 정지 해제',
};

/** Every action's reason: shown to the writer, so long enough to mean something, short enough for an inbox. */
export const MODERATION_REASON_MIN = 5;
export const MODERATION_REASON_MAX = 500;

/** null when `reason` may go with an action, else the Korean message why not. */
export function moderationReasonProblem(reason: string | undefined | null): string | null {
  const length = Array.from((reason ?? '').trim()).length;
  if (length === 0) return '처리 사유를 입력해 주세요. 사유는 작성자에게 알림으로 전달됩니다.';
  if (length < MODERATION_REASON_MIN) return `처리 사유는 ${MODERATION_REASON_MIN}자 이상 입력해 주세요.`;
  if (length > MODERATION_REASON_MAX) return `처리 사유는 ${MODERATION_REASON_MAX}자까지 입력할 수 있어요.`;
  return null;
}

// Suspensions: 7 days, 30 days or for good (issue 29 §2).
export const SUSPENSION_DURATIONS = ['DAYS_7', 'DAYS_30', 'FOREVER'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
/** Days of each duration; null = until an operator lifts it. */
export const SUSPENSION_DAYS: Readonly<Record<SuspensionDuration, number | null>> = {
  DAYS_7: 7,
  DAYS_30: 30,
  FOREVER: null,
};
export const SUSPENSION_DURATION_LABELS: Readonly<Record<SuspensionDuration, string>> = {
  DAYS_7: '7일',
  DAYS_30: '30일',
  FOREVER: '영구',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a suspension starting at `start` ends: whole 24-hour days later, or null (for good). */
export function suspensionEnd(start: Date, duration: SuspensionDuration): Date | null {
  const days = SUSPENSION_DAYS[duration];
  return days === null ? null : new Date(start.getTime() + days * DAY_MS);
}

export type Suspension = { startsAt: Date; until: Date | null; liftedAt: Date | null; reason: string };

/** Whether `s` holds at `at`: started, not yet over (`until` exclusive), not lifted by then. */
export function isSuspendedAt(s: Suspension, at: Date): boolean {
  const t = at.getTime();
  if (s.startsAt.getTime() > t) return false;
  if (s.until !== null && s.until.getTime() <= t) return false;
  if (s.liftedAt !== null && s.liftedAt.getTime() <= t) return false;
  return true;
}

export { ACCOUNT_SUSPENDED, SUSPENSION_NOTICE_TITLE } from './suspension-words.ts';

/** What a suspended customer reads where they try to write: until when, and why. */
export function suspensionMessage(s: Pick<Suspension, 'until' | 'reason'>): string {
  const when = s.until === null ? '영구적으로 이용이 정지되어' : `${formatSeoulDateTime(s.until)}까지 이용이 정지되어`;
  return `운영 정책 위반으로 계정이 ${when} 글을 쓸 수 없어요. 사유: ${s.reason.trim()}`;
}

/** The suspension's period in a notice: '7일 (2026년 3월 8일 (일) 14:00까지)' or '영구'. */
export function suspensionPeriodText(duration: SuspensionDuration, until: Date | null): string {
  return until === null
    ? SUSPENSION_DURATION_LABELS[duration]
    : `${SUSPENSION_DURATION_LABELS[duration]} (${formatSeoulDateTime(until)}까지)`;
}

/**
 * What a reporter is told once an operator decides on what they reported (a couple's report of a review, comment,
 * user or thread; a hall's report of a couple's thread): that it was reviewed and whether something was done.
 * Never which action, nor the operator's reason: those are the writer's (as Instagram and Naver tell a reporter).
 * KEEP (a blinded review may stay blinded), UNBLIND and UNSUSPEND add nothing against what was reported.
 */
export type ReportOutcome = 'ACTION_TAKEN' | 'NO_ACTION';

export function reportOutcomeOf(action: ModerationAction): ReportOutcome {
  return action === 'KEEP' || action === 'UNBLIND' || action === 'UNSUSPEND' ? 'NO_ACTION' : 'ACTION_TAKEN';
}

export const REPORT_OUTCOME_TEXTS: Readonly<Record<ReportOutcome, string>> = {
  ACTION_TAKEN: '운영 정책에 따라 조치했어요. 신고해 주셔서 감사합니다.',
  NO_ACTION: '검토 결과 추가 조치 없이 신고를 종료했어요.',
};
