import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ModerationQueueItem } from '@wedding/contract/admin-moderation';
import {
  MODERATION_QUEUE_FILTERS,
  MODERATION_QUEUE_SORTS,
  type ModerationQueueFilter,
  type ModerationQueueSort,
} from '@wedding/contract/admin-moderation-constants';
import { MODERATION_TARGET_LABELS } from '@wedding/domain/moderation';
import { Link, useSearchParams } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { ADMIN_REPORTS } from '../../features/admin/admin-nav.ts';
import { fetchModerationQueue, moderationQueryKey } from '../../features/admin/moderation-api.ts';
import { formatInstant, StateBadges } from '../../features/admin/moderation-view.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

const FILTER_LABELS: Record<ModerationQueueFilter, string> = {
  OPEN: '처리할 신고',
  BLINDED: '블라인드된 후기',
  SUSPENDED: '이용 정지 회원',
};
const SORT_LABELS: Record<ModerationQueueSort, string> = { OLDEST: '오래된 신고 순', MOST: '신고 많은 순' };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** /admin/reports (issue 29 §2): reports grouped by target, oldest or most reported first; blinded reviews; suspended customers. */
export default function AdminReportsPage() {
  return (
    <AdminFrame title="신고 처리" area="reports">
      <ReportQueue />
    </AdminFrame>
  );
}

function ReportQueue() {
  const [params, setParams] = useSearchParams();
  const filter = oneOf(MODERATION_QUEUE_FILTERS, params.get('filter'), 'OPEN');
  const sort = oneOf(MODERATION_QUEUE_SORTS, params.get('sort'), 'OLDEST');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useQuery({
    queryKey: [...moderationQueryKey, 'queue', filter, sort, page],
    queryFn: () => fetchModerationQueue({ filter, sort, page }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Partial<{ filter: string; sort: string; page: number }>) => {
    const merged = { filter, sort, page: 1, ...next };
    setParams(new URLSearchParams({ filter: merged.filter, sort: merged.sort, page: String(merged.page) }));
  };

  return (
    <>
      <div className="console-card admin-reports__controls">
        <fieldset className="admin-reports__filters">
          <legend className="visually-hidden">목록</legend>
          {MODERATION_QUEUE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className="admin-reports__filter"
              aria-pressed={f === filter}
              onClick={() => go({ filter: f })}
            >
              {FILTER_LABELS[f]}
            </button>
          ))}
        </fieldset>
        <label className="admin-reports__sort">
          <span>정렬</span>
          <select className="console-select" value={sort} onChange={(e) => go({ sort: e.target.value })}>
            {MODERATION_QUEUE_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {queue.isPending ? (
        <Spinner label="신고 목록을 불러오는 중" />
      ) : queue.isError ? (
        <p className="console__notice" role="alert">
          {isApiError(queue.error) ? queue.error.message : '신고 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      ) : (
        <section className="console-card" aria-label={FILTER_LABELS[filter]}>
          <p className="admin-reports__total">총 {queue.data.total.toLocaleString('ko-KR')}건</p>
          {queue.data.targets.length === 0 ? (
            <p>{filter === 'OPEN' ? '처리할 신고가 없어요.' : '해당하는 항목이 없어요.'}</p>
          ) : (
            <ul className="admin-reports__list">
              {queue.data.targets.map((item) => (
                <QueueCard key={`${item.kind}:${item.uuid}`} item={item} />
              ))}
            </ul>
          )}
          <div className="console-row-actions">
            <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              이전
            </Button>
            <span>{page}쪽</span>
            <Button variant="secondary" disabled={!queue.data.hasNext} onClick={() => go({ page: page + 1 })}>
              다음
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

function QueueCard({ item }: { item: ModerationQueueItem }) {
  return (
    <li className="admin-reports__item">
      <Link
        className="admin-reports__link"
        to={`${ADMIN_REPORTS}/${item.kind}/${item.uuid}`}
        data-target={`${item.kind}:${item.uuid}`}
      >
        <span className="admin-reports__head">
          <span className="admin-badge">{MODERATION_TARGET_LABELS[item.kind]}</span>
          <StateBadges state={item.state} member={item.kind === 'CUSTOMER'} />
          {/* The blinded and suspended lists hold targets nobody reports now: no '신고 0건' there. */}
          {item.reportCount > 0 && <span className="admin-reports__count">신고 {item.reportCount}건</span>}
        </span>
        <span className="admin-reports__excerpt">{item.excerpt || '(내용 없음)'}</span>
        {/* A reported member is their own writer: the excerpt already names them. */}
        {item.kind !== 'CUSTOMER' && (
          <span className="admin-reports__meta">
            작성자 {item.writer.name}
            {item.writer.side === 'PARTNER' ? ' (웨딩홀)' : ''}
            {item.context ? ` · ${item.context}` : ''}
          </span>
        )}
        {item.reasons.length > 0 && (
          <span className="admin-reports__reasons">
            {item.reasons.map((r) => `${r.reason} ${r.count}`).join(' · ')}
          </span>
        )}
        {item.firstReportedAt && (
          <span className="admin-reports__meta">
            첫 신고 {formatInstant(item.firstReportedAt)}
            {item.lastReportedAt && item.lastReportedAt !== item.firstReportedAt
              ? ` · 마지막 ${formatInstant(item.lastReportedAt)}`
              : ''}
          </span>
        )}
      </Link>
    </li>
  );
}
