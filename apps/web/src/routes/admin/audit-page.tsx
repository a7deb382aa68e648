import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MODERATION_AUDIT_LABELS } from '@wedding/domain/moderation';
import { ONBOARDING_ACTION_LABELS } from '@wedding/domain/partner-onboarding';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_QUERY_KEY, type AuditFilters, fetchOperatorAudit } from '../../features/admin/admin-api.ts';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const FILTER_KEYS = ['action', 'target', 'operator', 'from', 'to'] as const;

/** Korean names of the actions written so far; later actions show their stable name until they get one. */
const ACTION_LABELS: Record<string, string> = {
  'operator.create': '계정 생성',
  'operator.sign-in': '로그인',
  'operator.sign-out': '로그아웃',
  'operator.totp-enrol': '2단계 인증 등록',
  'operator.password-change': '비밀번호 변경',
  'operator.disable': '계정 사용 중지',
  'operator.enable': '계정 다시 사용',
  'operator.reset': '비밀번호·2단계 인증 초기화',
  'operator.role': '역할 변경',
  'dispute.uphold': '리뷰 분쟁 인정(리뷰 삭제)',
  'dispute.reject': '리뷰 분쟁 기각',
  ...MODERATION_AUDIT_LABELS,
  ...ONBOARDING_ACTION_LABELS,
};

/** /admin/audit (issue 29 §5): every operator action, newest first, searchable by action, target, operator and day. */
export default function AdminAuditPage() {
  return (
    <AdminFrame title="감사 로그" area="audit">
      <AuditSearch />
    </AdminFrame>
  );
}

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

function AuditSearch() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<AuditFilters>(filters);

  function search(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (draft[key]?.trim()) next.set(key, draft[key].trim());
    setParams(next);
  }
  function goTo(target: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  }

  return (
    <>
      <form className="console-card admin-audit__filters" onSubmit={search} aria-label="감사 로그 검색">
        <Field
          label="작업"
          name="action"
          placeholder="예: operator.sign-in"
          value={draft.action ?? ''}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <Field
          label="대상"
          name="target"
          placeholder="예: review:123"
          value={draft.target ?? ''}
          onChange={(e) => setDraft({ ...draft, target: e.target.value })}
        />
        <Field
          label="운영자 번호"
          name="operator"
          inputMode="numeric"
          value={draft.operator ?? ''}
          onChange={(e) => setDraft({ ...draft, operator: e.target.value.replace(/\D/g, '') })}
        />
        <Field
          label="시작일"
          name="from"
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Field
          label="종료일"
          name="to"
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit">검색</Button>
      </form>
      <AuditResults filters={filters} page={page} goTo={goTo} />
    </>
  );
}

function AuditResults({ filters, page, goTo }: { filters: AuditFilters; page: number; goTo(page: number): void }) {
  const audit = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', filters, page],
    queryFn: () => fetchOperatorAudit(filters, page),
    placeholderData: keepPreviousData,
  });
  if (audit.isPending) return <Spinner label="감사 로그를 불러오는 중" />;
  if (audit.isError) {
    return <p role="alert">{isApiError(audit.error) ? audit.error.message : '잠시 후 다시 시도해 주세요.'}</p>;
  }
  const { entries, hasNext } = audit.data;
  return (
    <section className="console-card" aria-label="감사 로그 목록">
      {entries.length === 0 ? (
        <p>조건에 맞는 기록이 없어요.</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">일시</th>
              <th scope="col">운영자</th>
              <th scope="col">작업</th>
              <th scope="col">대상</th>
              <th scope="col">사유</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' })}</td>
                <td>{entry.operatorName ?? (entry.operatorId === null ? '(시스템)' : `#${entry.operatorId}`)}</td>
                <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td>{entry.target}</td>
                <td>{entry.reason ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="console-row-actions">
        <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          이전
        </Button>
        <span>{page}쪽</span>
        <Button variant="secondary" disabled={!hasNext} onClick={() => goTo(page + 1)}>
          다음
        </Button>
      </div>
    </section>
  );
}
