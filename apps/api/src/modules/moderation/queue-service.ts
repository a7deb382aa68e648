import {
  MODERATION_ERROR_CODES as C,
  MODERATION_QUEUE_PAGE_SIZE,
  type ModerationQueue,
  type ModerationQueueFilter,
  type ModerationQueueItem,
  type ModerationQueueSort,
  type ModerationTarget,
} from '@wedding/contract/admin-moderation';
import { excerpt } from '@wedding/domain/excerpt';
import {
  actionsFor,
  auditActionOf,
  type ModerationAction,
  type ModerationTargetKind,
  moderationReasonProblem,
  type SuspensionDuration,
  suspensionEnd,
  suspensionMessage,
  suspensionPeriodText,
} from '@wedding/domain/moderation';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import type { OperatorAuditRepository } from '../admin/operator-audit.ts';
import type { ModerationNotices } from './moderation-notices.ts';
import type { ModerationQueueRepository, QueueRow, TargetRow } from './queue-repository.ts';
import type { SuspensionService } from './suspensions.ts';

// The moderation queue (issue 29 §2, decision 0057): reports grouped by target, and the operator's actions. Each
// action checks its reason, then in one transaction changes the target, closes its open reports, writes the audit
// row (before and after), tells the writer and tells each reporter that their report was reviewed.

export type ModerationQueueService = {
  queue(input: {
    filter?: ModerationQueueFilter;
    sort?: ModerationQueueSort;
    kind?: ModerationTargetKind;
    page?: number;
  }): Promise<ModerationQueue>;
  target(kind: ModerationTargetKind, uuid: string): Promise<ModerationTarget>;
  act(
    operatorId: number,
    kind: ModerationTargetKind,
    uuid: string,
    action: Exclude<ModerationAction, 'SUSPEND' | 'UNSUSPEND'>,
    reason: string | undefined,
  ): Promise<ModerationTarget>;
  suspend(
    operatorId: number,
    kind: ModerationTargetKind,
    uuid: string,
    duration: SuspensionDuration,
    reason: string | undefined,
  ): Promise<ModerationTarget>;
  unsuspend(
    operatorId: number,
    kind: ModerationTargetKind,
    uuid: string,
    reason: string | undefined,
  ): Promise<ModerationTarget>;
};

const targetNotFound = () => notFound('신고 대상을 찾을 수 없어요.', C.MODERATION_TARGET_NOT_FOUND);
const notAllowed = (message: string) => conflict(message, C.MODERATION_ACTION_NOT_ALLOWED);

function checkedReason(reason: string | undefined): string {
  const problem = moderationReasonProblem(reason);
  if (problem) throw badRequest(problem, C.MODERATION_REASON_REQUIRED);
  return reason!.trim();
}

const auditTarget = (kind: ModerationTargetKind, uuid: string) =>
  `${kind === 'INQUIRY_COUPLE' ? 'inquiry' : kind.toLowerCase()}:${uuid}`;
const writerTarget = (t: TargetRow) => `${t.writer.side === 'PARTNER' ? 'partner' : 'customer'}:${t.writer.uuid}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createModerationQueueService(deps: {
  repository: ModerationQueueRepository;
  audit: OperatorAuditRepository;
  suspensions: SuspensionService;
  notices: ModerationNotices;
  now: () => Date;
}): ModerationQueueService {
  const { repository } = deps;

  async function stateOf(t: TargetRow) {
    const suspension = t.writer.side === 'CUSTOMER' ? await deps.suspensions.activeOf(t.writer.id) : null;
    return {
      state: { blinded: t.blinded, deleted: t.deleted, writerSuspended: suspension !== null },
      suspension,
    };
  }

  async function itemOf(row: QueueRow, reasons: { reason: string; count: number }[]): Promise<ModerationQueueItem> {
    const t = await repository.target(row.kind, row.uuid);
    const base = {
      kind: row.kind,
      uuid: row.uuid,
      reportCount: row.reportCount,
      reasons,
      firstReportedAt: iso(row.firstAt),
      lastReportedAt: iso(row.lastAt),
    };
    if (!t)
      return {
        ...base,
        excerpt: '(찾을 수 없는 대상)',
        context: null,
        writer: { side: 'CUSTOMER', uuid: '', name: '-' },
        state: { blinded: false, deleted: true, writerSuspended: false },
      };
    const cut = excerpt(t.content.replace(/\s+/g, ' ').trim());
    return {
      ...base,
      excerpt: t.kind === 'CUSTOMER' ? `회원 ${t.writer.name}` : `${cut.text}${cut.truncated ? '…' : ''}`,
      context: t.context,
      writer: { side: t.writer.side, uuid: t.writer.uuid, name: t.writer.name },
      state: (await stateOf(t)).state,
    };
  }

  async function target(kind: ModerationTargetKind, uuid: string): Promise<ModerationTarget> {
    const t = await repository.target(kind, uuid);
    if (!t) throw targetNotFound();
    const [open, reasons, reports, { state, suspension }] = await Promise.all([
      repository.openOf(kind, uuid),
      repository.reasonsOf([{ kind, uuid }]),
      repository.reportsOf(kind, uuid),
      stateOf(t),
    ]);
    const [own, writer] = await Promise.all([
      deps.audit.list({ target: auditTarget(kind, uuid) }, 1),
      deps.audit.list({ target: writerTarget(t) }, 1),
    ]);
    const history = [...own.entries, ...(kind === 'CUSTOMER' ? [] : writer.entries)]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .slice(0, 30);
    return {
      kind,
      uuid,
      excerpt: t.kind === 'CUSTOMER' ? `회원 ${t.writer.name}` : excerpt(t.content).text,
      content: t.content,
      context: t.context,
      writer: { side: t.writer.side, uuid: t.writer.uuid, name: t.writer.name },
      reportCount: open.reportCount,
      reasons: reasons.get(`${kind}:${uuid}`) ?? [],
      firstReportedAt: iso(open.firstAt),
      lastReportedAt: iso(open.lastAt),
      state,
      link: t.reviewUuid ? `/community/review/${t.reviewUuid}` : null,
      suspension: suspension && {
        startsAt: suspension.startsAt.toISOString(),
        until: iso(suspension.until),
        reason: suspension.reason,
        message: suspensionMessage(suspension),
      },
      reports: reports.map((r) => ({
        reporter: r.reporter,
        reason: r.reason,
        at: r.at.toISOString(),
        resolvedAt: iso(r.resolvedAt),
        resolution: r.resolution,
      })),
      history: history.map((h) => ({
        at: h.at.toISOString(),
        action: h.action,
        reason: h.reason,
        operatorName: h.operatorName,
      })),
      actions: actionsFor(kind, state),
    };
  }

  /** Loads the target, checks the action fits it now, and runs `change` in one transaction with the audit row. */
  async function perform(
    operatorId: number,
    kind: ModerationTargetKind,
    uuid: string,
    action: ModerationAction,
    rawReason: string | undefined,
    change: (
      tx: Parameters<Parameters<ModerationQueueRepository['transaction']>[0]>[0],
      t: TargetRow,
      ctx: {
        reason: string;
        at: Date;
        event: string;
      },
    ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown>; auditTarget?: string }>,
  ): Promise<ModerationTarget> {
    const reason = checkedReason(rawReason);
    const at = deps.now();
    await repository.transaction(async (tx) => {
      const t = await repository.target(kind, uuid, tx);
      if (!t) throw targetNotFound();
      const suspended = t.writer.side === 'CUSTOMER' && (await deps.suspensions.activeOf(t.writer.id, at, tx)) !== null;
      const allowed = actionsFor(kind, { blinded: t.blinded, deleted: t.deleted, writerSuspended: suspended });
      if (!allowed.includes(action)) throw notAllowed(notAllowedMessage(action, t, suspended));
      const event = `moderation:${auditTarget(kind, uuid)}:${action}:${at.getTime()}`;
      const { before, after, auditTarget: written } = await change(tx, t, { reason, at, event });
      const reporters = await repository.closeReports(tx, { kind, uuid }, { operatorId, resolution: action, at });
      await deps.notices.reporters(tx, t, action, reporters, event, at);
      await deps.audit.record(
        operatorId,
        {
          action: auditActionOf(kind, action),
          target: written ?? auditTarget(kind, uuid),
          reason,
          before,
          after: { ...after, closedReports: reporters.length },
        },
        tx,
      );
    });
    return target(kind, uuid);
  }

  return {
    async queue({ filter = 'OPEN', sort = 'OLDEST', kind, page = 1 }) {
      const { rows, total } = await repository.queue({
        filter,
        sort,
        kind,
        offset: (page - 1) * MODERATION_QUEUE_PAGE_SIZE,
        limit: MODERATION_QUEUE_PAGE_SIZE,
        at: deps.now(),
      });
      const reasons = await repository.reasonsOf(rows);
      const targets = await Promise.all(rows.map((r) => itemOf(r, reasons.get(`${r.kind}:${r.uuid}`) ?? [])));
      return { targets, total, hasNext: page * MODERATION_QUEUE_PAGE_SIZE < total };
    },

    target,

    act(operatorId, kind, uuid, action, rawReason) {
      return perform(operatorId, kind, uuid, action, rawReason, async (tx, t, { reason, at, event }) => {
        const before = { blinded: t.blinded, deleted: t.deleted };
        let after = before;
        if (action === 'BLIND' || action === 'UNBLIND') {
          await repository.setReviewBlinded(tx, t.id, action === 'BLIND');
          after = { ...before, blinded: action === 'BLIND' };
        } else if (action === 'DELETE') {
          if (t.kind === 'REVIEW') await repository.deleteReview(tx, t.id, at);
          else await repository.deleteComment(tx, t.id, at);
          after = { ...before, deleted: true };
        }
        await deps.notices.action(tx, t, action, reason, event, at);
        return { before, after: { ...after, writer: writerTarget(t) } };
      });
    },

    suspend(operatorId, kind, uuid, duration, rawReason) {
      return perform(operatorId, kind, uuid, 'SUSPEND', rawReason, async (tx, t, { reason, at, event }) => {
        const until = suspensionEnd(at, duration);
        const id = await repository.suspend(tx, {
          customerId: t.writer.id,
          duration,
          startsAt: at,
          until,
          reason,
          operatorId,
        });
        await deps.notices.suspended(tx, t.writer.id, suspensionPeriodText(duration, until), reason, event, at);
        return {
          before: { suspended: false },
          after: { suspended: true, suspensionId: id, duration, until: iso(until), via: auditTarget(kind, uuid) },
          auditTarget: writerTarget(t),
        };
      });
    },

    unsuspend(operatorId, kind, uuid, rawReason) {
      return perform(operatorId, kind, uuid, 'UNSUSPEND', rawReason, async (tx, t, { reason, at, event }) => {
        const holding = await repository.suspensionsOf(t.writer.id, at, tx);
        await repository.lift(
          tx,
          holding.map((s) => s.id),
          { operatorId, reason, at },
        );
        await deps.notices.unsuspended(tx, t.writer.id, reason, event, at);
        return {
          before: { suspended: true, until: iso(holding.at(-1)?.until ?? null) },
          after: { suspended: false, via: auditTarget(kind, uuid) },
          auditTarget: writerTarget(t),
        };
      });
    },
  };
}

function notAllowedMessage(action: ModerationAction, t: TargetRow, suspended: boolean): string {
  if (t.writer.side === 'PARTNER' && (action === 'SUSPEND' || action === 'UNSUSPEND'))
    return '웨딩홀은 이용 정지할 수 없어요. 업체 일시 중지는 입점 관리에서 합니다.';
  if (t.deleted) return '이미 삭제된 글이에요.';
  switch (action) {
    case 'BLIND':
      return t.kind === 'REVIEW' ? '이미 블라인드된 후기예요.' : '후기만 블라인드할 수 있어요.';
    case 'UNBLIND':
      return t.kind === 'REVIEW' ? '블라인드되지 않은 후기예요.' : '후기만 블라인드를 해제할 수 있어요.';
    case 'DELETE':
      return '후기와 댓글만 삭제할 수 있어요.';
    case 'SUSPEND':
      return suspended ? '이미 이용 정지된 회원이에요.' : '이 대상에는 할 수 없는 처리예요.';
    case 'UNSUSPEND':
      return '이용 정지된 회원이 아니에요.';
    default:
      return '이 대상에는 할 수 없는 처리예요.';
  }
}
