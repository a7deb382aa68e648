import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationTarget } from '@wedding/contract/admin-moderation';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_AUDIT_LABELS,
  MODERATION_REASON_MAX,
  MODERATION_TARGET_KINDS,
  MODERATION_TARGET_LABELS,
  type ModerationAction,
  type ModerationTargetKind,
  moderationReasonProblem,
  SUSPENSION_DURATION_LABELS,
  SUSPENSION_DURATIONS,
  type SuspensionDuration,
} from '@wedding/domain/moderation';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_REPORTS } from '../../features/admin/admin-nav.ts';
import { fetchModerationTarget, moderationQueryKey, runModerationAction } from '../../features/admin/moderation-api.ts';
import { formatInstant, StateBadges } from '../../features/admin/moderation-view.tsx';
import { useOperatorMe } from '../../features/admin/use-operator-me.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/**
 * What the operator reads before confirming: what the action does, in a sentence. Every action that closes open
 * reports also tells their reporters that the report was reviewed (never the action nor the reason).
 */
const ACTION_EFFECTS: Record<ModerationAction, string> = {
  KEEP: '글은 그대로 두고 열린 신고만 닫습니다. 작성자에게는 알리지 않고, 신고한 분에게는 조치 없이 종료됐다고만 알립니다.',
  BLIND: '후기를 공개 목록에서 내리고 블라인드 목록으로 옮깁니다. 작성자에게 사유를 알립니다.',
  UNBLIND: '후기를 공개 목록과 후기 수에 되돌립니다. 작성자에게 사유를 알립니다.',
  DELETE: '글을 삭제 상태로 바꿉니다. 작성자에게 사유를 알립니다.',
  WARN: '작성자에게 경고와 사유를 알립니다.',
  SUSPEND: '작성자가 기간 동안 후기·댓글·문의를 쓸 수 없게 합니다. 작성자에게 기간과 사유를 알립니다.',
  UNSUSPEND: '작성자의 이용 정지를 지금 해제합니다. 작성자에게 사유를 알립니다.',
};

/** /admin/reports/:kind/:uuid (issue 29 §2): one reported target, its reports and history, and the actions on it. */
export default function AdminReportDetailPage() {
  const { kind = '', uuid = '' } = useParams();
  const valid = (MODERATION_TARGET_KINDS as readonly string[]).includes(kind);
  return (
    <AdminFrame title="신고 상세" area="reports">
      <p>
        <Link to={ADMIN_REPORTS}>← 신고 목록</Link>
      </p>
      {valid ? (
        <TargetDetail kind={kind as ModerationTargetKind} uuid={uuid} />
      ) : (
        <p className="console__notice" role="alert">
          신고 대상을 찾을 수 없어요.
        </p>
      )}
    </AdminFrame>
  );
}

function TargetDetail({ kind, uuid }: { kind: ModerationTargetKind; uuid: string }) {
  const key = [...moderationQueryKey, 'target', kind, uuid];
  const target = useQuery({ queryKey: key, queryFn: () => fetchModerationTarget(kind, uuid) });
  if (target.isPending) return <Spinner label="신고 대상을 불러오는 중" />;
  if (target.isError)
    return (
      <p className="console__notice" role="alert">
        {isApiError(target.error) ? target.error.message : '신고 대상을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
      </p>
    );
  const t = target.data;
  return (
    <div className="admin-report">
      <section className="console-card" aria-labelledby="target-title">
        <h2 id="target-title" className="console-card__title">
          {MODERATION_TARGET_LABELS[t.kind]} <StateBadges state={t.state} member={t.kind === 'CUSTOMER'} />
        </h2>
        <dl className="admin-report__facts">
          <dt>작성자</dt>
          <dd>
            {t.writer.name}
            {t.writer.side === 'PARTNER' ? ' (웨딩홀)' : ''}
          </dd>
          {t.context && (
            <>
              <dt>위치</dt>
              <dd>{t.context}</dd>
            </>
          )}
          <dt>열린 신고</dt>
          <dd>
            {t.reportCount}건
            {t.reasons.length > 0 ? ` (${t.reasons.map((r) => `${r.reason} ${r.count}`).join(', ')})` : ''}
          </dd>
          {t.suspension && (
            <>
              <dt>정지 기간</dt>
              <dd>{t.suspension.until ? `${formatInstant(t.suspension.until)}까지` : '영구'}</dd>
              <dt>정지 사유</dt>
              <dd>{t.suspension.reason}</dd>
            </>
          )}
        </dl>
        {t.kind !== 'CUSTOMER' && (
          <blockquote className="admin-report__content">{t.content || '(내용 없음)'}</blockquote>
        )}
        {t.link && (
          <p>
            <a href={t.link} target="_blank" rel="noreferrer">
              공개 화면에서 보기
            </a>
          </p>
        )}
      </section>
      <ActionForm target={t} queryKey={key} />
      <section className="console-card" aria-labelledby="reports-title">
        <h2 id="reports-title" className="console-card__title">
          신고 내역
        </h2>
        {t.reports.length === 0 ? (
          <p>신고 내역이 없어요.</p>
        ) : (
          <ul className="admin-report__rows">
            {t.reports.map((r) => (
              <li key={`${r.reporter}-${r.at}`}>
                {formatInstant(r.at)} · {r.reporter} · {r.reason}
                {r.resolution
                  ? ` · 처리됨(${MODERATION_ACTION_LABELS[r.resolution as ModerationAction] ?? r.resolution})`
                  : ' · 열림'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="console-card" aria-labelledby="history-title">
        <h2 id="history-title" className="console-card__title">
          처리 이력
        </h2>
        {t.history.length === 0 ? (
          <p>처리 이력이 없어요.</p>
        ) : (
          <ul className="admin-report__rows">
            {t.history.map((h) => (
              <li key={`${h.at}-${h.action}`}>
                {formatInstant(h.at)} · {h.operatorName ?? '(시스템)'} · {MODERATION_AUDIT_LABELS[h.action] ?? h.action}
                {h.reason ? ` · ${h.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ActionForm({ target, queryKey }: { target: ModerationTarget; queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const me = useOperatorMe();
  const mayAct = (a: ModerationAction) =>
    a === 'SUSPEND' || a === 'UNSUSPEND' ? (me.data?.areas.includes('suspensions') ?? false) : true;
  const actions = target.actions.filter(mayAct);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [duration, setDuration] = useState<SuspensionDuration>('DAYS_7');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const reasonId = useId();
  const problemId = useId();
  const run = useMutation({
    mutationFn: () => runModerationAction(target.kind, target.uuid, { action: action!, reason, duration }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'queue'] });
      const toldReporters = target.reportCount > 0 ? ' 신고한 분에게 검토 결과를 알렸어요.' : '';
      setResult(
        action === 'KEEP'
          ? `신고를 닫았어요. 글은 그대로 둡니다.${toldReporters}`
          : `${MODERATION_ACTION_LABELS[action!]} 처리했어요. 작성자에게 사유를 알렸어요.${toldReporters}`,
      );
      setConfirming(false);
      setAction(null);
      setReason('');
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(isApiError(error) ? error.message : '처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!action) return setProblem('처리 방법을 골라 주세요.');
    const reasonProblem = moderationReasonProblem(reason);
    if (reasonProblem) {
      setProblem(reasonProblem);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setProblem(null);
    setConfirming(true);
  }

  return (
    <section className="console-card" aria-labelledby="action-title">
      <h2 id="action-title" className="console-card__title">
        처리
      </h2>
      {result && (
        <p className="admin-report__result" role="status">
          {result}
        </p>
      )}
      <form className="admin-report__form" onSubmit={submit} noValidate>
        <fieldset className="admin-report__choices" disabled={run.isPending || confirming}>
          <legend>처리 방법</legend>
          {actions.map((a) => (
            <label key={a} className="admin-report__choice">
              <input
                type="radio"
                name="action"
                value={a}
                checked={action === a}
                onChange={() => {
                  setAction(a);
                  setProblem(null);
                }}
              />
              {MODERATION_ACTION_LABELS[a]}
            </label>
          ))}
        </fieldset>
        {action === 'SUSPEND' && (
          <fieldset className="admin-report__choices" disabled={run.isPending || confirming}>
            <legend>정지 기간</legend>
            {SUSPENSION_DURATIONS.map((d) => (
              <label key={d} className="admin-report__choice">
                <input
                  type="radio"
                  name="duration"
                  value={d}
                  checked={duration === d}
                  onChange={() => setDuration(d)}
                />
                {SUSPENSION_DURATION_LABELS[d]}
              </label>
            ))}
          </fieldset>
        )}
        {action && <p className="admin-report__effect">{ACTION_EFFECTS[action]}</p>}
        <label htmlFor={reasonId} className="admin-report__label">
          처리 사유 (작성자에게 그대로 전달됩니다)
        </label>
        <textarea
          id={reasonId}
          className="console-input admin-report__reason"
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          value={reason}
          disabled={run.isPending || confirming}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem && (
          <p id={problemId} className="console-error" role="alert">
            {problem}
          </p>
        )}
        {confirming && action ? (
          <div className="admin-report__confirm" role="alertdialog" aria-label="처리 확인">
            <p>
              ‘{MODERATION_ACTION_LABELS[action]}
              {action === 'SUSPEND' ? ` ${SUSPENSION_DURATION_LABELS[duration]}` : ''}’을(를) 실행할까요?
            </p>
            <div className="console-row-actions">
              <Button onClick={() => run.mutate()} disabled={run.isPending}>
                {run.isPending ? '처리 중…' : '확인'}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={run.isPending}>
                취소
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" disabled={run.isPending}>
            처리하기
          </Button>
        )}
      </form>
    </section>
  );
}
