import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDispute } from '@wedding/contract/admin-disputes';
import { ADMIN_DISPUTE_FILTERS, type AdminDisputeFilter } from '@wedding/contract/admin-disputes-constants';
import { DISPUTE_STATE_LABELS } from '@wedding/domain/review-dispute-verdict';
import { Link, useSearchParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_DISPUTES } from '../../features/admin/admin-nav.ts';
import { disputeDate, reviewStatus } from '../../features/admin/dispute-format.ts';
import { disputesQueryKey, fetchDisputes } from '../../features/admin/disputes-api.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const FILTER_LABELS: Record<AdminDisputeFilter, string> = {
  OPEN: '검토 대기',
  UPHELD: '인정',
  REJECTED: '기각',
  ALL: '전체',
};

/** /admin/disputes (issue 29 §3): halls' review disputes, the ones waiting for a verdict first. */
export default function AdminDisputesPage() {
  return (
    <AdminFrame title="리뷰 분쟁" area="disputes">
      <DisputeList />
    </AdminFrame>
  );
}

function filterOf(value: string | null): AdminDisputeFilter {
  return (ADMIN_DISPUTE_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminDisputeFilter) : 'OPEN';
}

function DisputeList() {
  const [params, setParams] = useSearchParams();
  const state = filterOf(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: [...disputesQueryKey, 'list', state, page],
    queryFn: () => fetchDisputes(state, page),
    placeholderData: keepPreviousData,
  });
  const go = (next: { state?: AdminDisputeFilter; page?: number }) => {
    const search = new URLSearchParams();
    search.set('state', next.state ?? state);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <p className="admin-disputes__intro">
        업체가 신고한 리뷰를 검토해 인정(리뷰 삭제)하거나 기각합니다. 판정 전까지 리뷰는 그대로 공개됩니다.
      </p>
      <fieldset className="console-filter admin-disputes__filter">
        <legend className="visually-hidden">판정 상태</legend>
        {ADMIN_DISPUTE_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className="console-filter__chip"
            aria-pressed={state === value}
            onClick={() => go({ state: value })}
          >
            {FILTER_LABELS[value]}
            {value === 'OPEN' && list.data ? ` ${list.data.openCount}` : ''}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <Spinner label="리뷰 분쟁을 불러오는 중" />
      ) : list.isError ? (
        <p className="console__notice" role="alert">
          {isApiError(list.error) ? list.error.message : '목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      ) : list.data.disputes.length === 0 ? (
        <p className="console__notice">
          {state === 'OPEN' ? '판정을 기다리는 신고가 없어요.' : '해당하는 신고가 없어요.'}
        </p>
      ) : (
        <>
          <ul className="admin-disputes__list" aria-label="리뷰 분쟁 목록">
            {list.data.disputes.map((dispute) => (
              <DisputeCard key={dispute.id} dispute={dispute} />
            ))}
          </ul>
          <nav className="console-pager" aria-label="리뷰 분쟁 페이지">
            <Button variant="secondary" disabled={page === 1} onClick={() => go({ page: page - 1 })}>
              이전
            </Button>
            <span aria-current="page">{page}페이지</span>
            <Button variant="secondary" disabled={!list.data.hasNext} onClick={() => go({ page: page + 1 })}>
              다음
            </Button>
          </nav>
        </>
      )}
    </>
  );
}

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const { review } = dispute;
  return (
    <li className="console-card admin-dispute" data-testid="dispute-card" data-dispute-id={dispute.id}>
      <div className="admin-dispute__head">
        <h2 className="admin-dispute__hall">{dispute.hall.bizName}</h2>
        <span className={`admin-dispute__state admin-dispute__state--${dispute.state.toLowerCase()}`}>
          {DISPUTE_STATE_LABELS[dispute.state]}
        </span>
      </div>
      <p className="admin-dispute__reason">
        <strong>{dispute.reasonLabel}</strong> · 신고 {disputeDate(dispute.regTsp)}
      </p>
      <p className="admin-dispute__excerpt">{review.content}</p>
      <p className="admin-dispute__meta">
        {review.writerNick}
        {review.anonymous ? '(익명 게시)' : ''} ·{' '}
        {review.rating === null ? '별점 없음' : `★ ${review.rating.toFixed(1)}`} · 이미지 {review.imageCount}장 · 작성{' '}
        {disputeDate(review.regTsp)} · {reviewStatus(review)}
      </p>
      <Link className="admin-dispute__open" to={`${ADMIN_DISPUTES}/${dispute.id}`}>
        {dispute.state === 'OPEN' ? '검토하고 판정하기' : '판정 내용 보기'}
        <span className="visually-hidden">
          {' '}
          ({dispute.hall.bizName} 신고 #{dispute.id})
        </span>
      </Link>
    </li>
  );
}
