import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  auditActionOf,
  isSuspendedAt,
  MODERATION_ACTIONS,
  MODERATION_AUDIT_LABELS,
  MODERATION_TARGET_KINDS,
  moderationReasonProblem,
  REPORT_OUTCOME_TEXTS,
  reportOutcomeOf,
  SUSPENSION_DAYS,
  suspensionEnd,
  suspensionMessage,
  suspensionPeriodText,
  writerSideOf,
} from '../src/moderation.ts';

const at = (iso: string) => new Date(iso);
const NONE = { blinded: false, deleted: false, writerSuspended: false };

describe('suspensions (issue 29 §2: 7 days, 30 days or for good)', () => {
  it('lasts 7 or 30 whole days from its start, or has no end', () => {
    expect(SUSPENSION_DAYS).toEqual({ DAYS_7: 7, DAYS_30: 30, FOREVER: null });
    const start = at('2026-03-01T05:00:00Z');
    expect(suspensionEnd(start, 'DAYS_7')).toEqual(at('2026-03-08T05:00:00Z'));
    expect(suspensionEnd(start, 'DAYS_30')).toEqual(at('2026-03-31T05:00:00Z'));
    expect(suspensionEnd(start, 'FOREVER')).toBeNull();
  });

  it('holds from its start until its end (exclusive) unless lifted', () => {
    const s = {
      startsAt: at('2026-03-01T05:00:00Z'),
      until: at('2026-03-08T05:00:00Z'),
      liftedAt: null,
      reason: '욕설',
    };
    expect(isSuspendedAt(s, at('2026-03-01T04:59:59Z'))).toBe(false);
    expect(isSuspendedAt(s, at('2026-03-01T05:00:00Z'))).toBe(true);
    expect(isSuspendedAt(s, at('2026-03-08T04:59:59Z'))).toBe(true);
    expect(isSuspendedAt(s, at('2026-03-08T05:00:00Z'))).toBe(false);
    const lifted = { ...s, liftedAt: at('2026-03-03T00:00:00Z') };
    expect(isSuspendedAt(lifted, at('2026-03-02T23:59:59Z'))).toBe(true);
    expect(isSuspendedAt(lifted, at('2026-03-03T00:00:00Z'))).toBe(false);
    const forever = { ...s, until: null };
    expect(isSuspendedAt(forever, at('2126-01-01T00:00:00Z'))).toBe(true);
  });

  it('tells the customer until when (Seoul time) and why', () => {
    expect(suspensionMessage({ until: at('2026-03-08T05:00:00Z'), reason: ' 반복된 욕설 ' })).toBe(
      '운영 정책 위반으로 계정이 2026년 3월 8일 (일) 14:00까지 이용이 정지되어 글을 쓸 수 없어요. 사유: 반복된 욕설',
    );
    expect(suspensionMessage({ until: null, reason: '광고 계정' })).toBe(
      '운영 정책 위반으로 계정이 영구적으로 이용이 정지되어 글을 쓸 수 없어요. 사유: 광고 계정',
    );
    expect(suspensionPeriodText('DAYS_7', at('2026-03-08T05:00:00Z'))).toBe('7일 (2026년 3월 8일 (일) 14:00까지)');
    expect(suspensionPeriodText('FOREVER', null)).toBe('영구');
  });
});

describe('moderation actions (issue 29 §2)', () => {
  it('every action needs a reason of 5 to 500 characters, in Korean words', () => {
    expect(moderationReasonProblem('')).toBe('처리 사유를 입력해 주세요. 사유는 작성자에게 알림으로 전달됩니다.');
    expect(moderationReasonProblem('   ')).not.toBeNull();
    expect(moderationReasonProblem(undefined)).not.toBeNull();
    expect(moderationReasonProblem('짧은사유')).toBe('처리 사유는 5자 이상 입력해 주세요.');
    expect(moderationReasonProblem('신고 사유 확인')).toBeNull();
    expect(moderationReasonProblem('가'.repeat(500))).toBeNull();
    expect(moderationReasonProblem('가'.repeat(501))).toBe('처리 사유는 500자까지 입력할 수 있어요.');
  });

  it('a review blinds or unblinds by its state; comments only delete; nobody suspends a hall', () => {
    expect(actionsFor('REVIEW', NONE)).toEqual(['KEEP', 'BLIND', 'DELETE', 'WARN', 'SUSPEND']);
    expect(actionsFor('REVIEW', { ...NONE, blinded: true, writerSuspended: true })).toEqual([
      'KEEP',
      'UNBLIND',
      'DELETE',
      'WARN',
      'UNSUSPEND',
    ]);
    expect(actionsFor('REVIEW', { ...NONE, deleted: true })).toEqual(['KEEP', 'WARN', 'SUSPEND']);
    expect(actionsFor('COMMENT', NONE)).toEqual(['KEEP', 'DELETE', 'WARN', 'SUSPEND']);
    expect(actionsFor('CUSTOMER', NONE)).toEqual(['KEEP', 'WARN', 'SUSPEND']);
    expect(actionsFor('INQUIRY_COUPLE', NONE)).toEqual(['KEEP', 'WARN', 'SUSPEND']);
    expect(writerSideOf('INQUIRY')).toBe('PARTNER');
    expect(actionsFor('INQUIRY', NONE)).toEqual(['KEEP', 'WARN']);
  });

  it('every action on every kind has an audit name with a Korean label', () => {
    for (const kind of MODERATION_TARGET_KINDS)
      for (const action of MODERATION_ACTIONS)
        expect(MODERATION_AUDIT_LABELS[auditActionOf(kind, action)]).toBeTruthy();
    expect(auditActionOf('REVIEW', 'UNBLIND')).toBe('review.unblind');
    expect(auditActionOf('COMMENT', 'DELETE')).toBe('comment.delete');
    expect(auditActionOf('INQUIRY', 'WARN')).toBe('partner.warn');
  });
});

describe("a reporter's answer (issue 29 §2: every decision on a report is told)", () => {
  it('says only whether something was done: removing, blinding, warning and suspending are action; keeping, restoring and lifting are not', () => {
    expect(MODERATION_ACTIONS.filter((a) => reportOutcomeOf(a) === 'ACTION_TAKEN')).toEqual([
      'BLIND',
      'DELETE',
      'WARN',
      'SUSPEND',
    ]);
    expect(MODERATION_ACTIONS.filter((a) => reportOutcomeOf(a) === 'NO_ACTION')).toEqual([
      'KEEP',
      'UNBLIND',
      'UNSUSPEND',
    ]);
  });

  it('never names the action taken (the writer reads that, with the reason)', () => {
    const names = /블라인드|삭제|경고|정지/;
    for (const text of Object.values(REPORT_OUTCOME_TEXTS)) expect(text).not.toMatch(names);
  });
});
