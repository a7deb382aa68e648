import { excerpt } from '@wedding/domain/excerpt';
import {
  MODERATION_TARGET_LABELS,
  type ModerationAction,
  REPORT_OUTCOME_TEXTS,
  reportOutcomeOf,
} from '@wedding/domain/moderation';
import type { NotificationKind } from '@wedding/domain/notification-catalog';
import type { Db } from '../../db/client.ts';
import { coupleThreadLink, hallThreadLink } from '../inquiries/inquiry-notices.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { Reporter, TargetRow } from './queue-repository.ts';

// The writer is told every action that changes something for them, with the operator's reason (issue 29 §2), in
// their in-app inbox, in the action's transaction. A hall (INQUIRY) is told in the console's inbox. KEEP tells
// nobody: nothing changed for the writer, and telling them would reveal who reports what.
// Whoever reported the target is told it was reviewed, and whether something was done: never which action nor the
// operator's reason (those are the writer's). A hall's report of a couple's thread is answered in its console inbox.

const CUSTOMER_KINDS: Partial<Record<ModerationAction, NotificationKind>> = {
  BLIND: 'MODERATION_BLINDED',
  UNBLIND: 'MODERATION_RESTORED',
  DELETE: 'MODERATION_DELETED',
  WARN: 'MODERATION_WARNED',
};

/** '후기 "첫 20자…"': which of their posts the writer is told about. */
function subjectOf(target: TargetRow): string {
  if (target.kind === 'CUSTOMER') return '회원 활동';
  const label = MODERATION_TARGET_LABELS[target.kind].replace(/\(.*\)$/, '');
  const text = excerpt(target.content.replace(/\s+/g, ' ').trim(), 20);
  return text.text ? `${label} "${text.text}${text.truncated ? '…' : ''}"` : label;
}

function linkOf(target: TargetRow): string {
  if (target.reviewUuid) return `/community/review/${target.reviewUuid}`;
  if (target.kind === 'INQUIRY') return '/partner-center/inquiries';
  if (target.kind === 'INQUIRY_COUPLE') return '/inquiries';
  return '/notifications';
}

/** What the reporter is told they reported: what they saw themselves, nothing more. */
function reportedSubjectOf(target: TargetRow): string {
  switch (target.kind) {
    case 'CUSTOMER':
      return `회원 ${target.writer.name}`;
    case 'INQUIRY':
      return `${target.writer.name} 1:1 문의`;
    case 'INQUIRY_COUPLE':
      return `${target.writer.name}님의 1:1 문의`;
    default:
      return subjectOf(target);
  }
}

export type ModerationNotices = {
  /** KEEP, BLIND, UNBLIND, DELETE, WARN on `target`; `event` names this action once (its audit id). */
  action(tx: Db, target: TargetRow, action: ModerationAction, reason: string, event: string, at: Date): Promise<void>;
  /** Each reporter whose open report `action` closed: once per reporter and decision (`event`). */
  reporters(
    tx: Db,
    target: TargetRow,
    action: ModerationAction,
    reporters: readonly Reporter[],
    event: string,
    at: Date,
  ): Promise<void>;
  suspended(tx: Db, customerId: number, period: string, reason: string, event: string, at: Date): Promise<void>;
  unsuspended(tx: Db, customerId: number, reason: string, event: string, at: Date): Promise<void>;
};

export function createModerationNotices(deps: { outbox: NotificationOutbox }): ModerationNotices {
  return {
    async action(tx, target, action, reason, event, at) {
      if (action === 'KEEP') return;
      const variables = { 대상: subjectOf(target), 사유: reason };
      if (target.writer.side === 'PARTNER') {
        if (action !== 'WARN') return;
        await deps.outbox.emit(tx, {
          kind: 'HALL_MODERATION_WARNED',
          event,
          to: { partnerId: target.writer.id },
          variables,
          link: linkOf(target),
          at,
        });
        return;
      }
      const kind = CUSTOMER_KINDS[action];
      if (!kind) return;
      await deps.outbox.emit(tx, {
        kind,
        event,
        to: { customerId: target.writer.id },
        variables,
        link: linkOf(target),
        at,
      });
    },
    async reporters(tx, target, action, reporters, event, at) {
      const variables = { 대상: reportedSubjectOf(target), 결과: REPORT_OUTCOME_TEXTS[reportOutcomeOf(action)] };
      // The writer's own entry carries `event`; a reporter's its own key, so neither hides the other.
      const reported = `${event}:reported`;
      for (const to of reporters) {
        if ('partnerId' in to)
          await deps.outbox.emit(tx, {
            kind: 'HALL_REPORT_REVIEWED',
            event: reported,
            to,
            variables,
            link: hallThreadLink(target),
            at,
          });
        else
          await deps.outbox.emit(tx, {
            kind: 'REPORT_REVIEWED',
            event: reported,
            to,
            variables,
            link: target.kind === 'INQUIRY' ? coupleThreadLink(target) : '/notifications',
            at,
          });
      }
    },
    async suspended(tx, customerId, period, reason, event, at) {
      await deps.outbox.emit(tx, {
        kind: 'ACCOUNT_SUSPENDED',
        event,
        to: { customerId },
        variables: { 기간: period, 사유: reason },
        link: '/mypage',
        at,
      });
    },
    async unsuspended(tx, customerId, reason, event, at) {
      await deps.outbox.emit(tx, {
        kind: 'ACCOUNT_UNSUSPENDED',
        event,
        to: { customerId },
        variables: { 사유: reason },
        link: '/mypage',
        at,
      });
    },
  };
}
