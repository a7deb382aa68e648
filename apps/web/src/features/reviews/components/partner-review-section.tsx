import type { Review } from '@wedding/contract/reviews';
import { EMPTY_REVIEWS } from '@wedding/domain/messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useNativeBridge } from '../../../shared/native/use-native-bridge.ts';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { Tabs } from '../../../shared/ui/tabs.tsx';
import { firstReviewListParams, type ReviewListParams, useReviewPages } from '../api/review-api.ts';
import { type ReviewSort, type ReviewTab, type ReviewView, useReviewView } from '../hooks/use-review-view.ts';
import { BlogReviewList } from './blog-review-list.tsx';
import { ReviewActions } from './review-actions.tsx';
import { ReviewCard } from './review-card.tsx';
import './reviews.css';
import { LoadMore } from './load-more.tsx';

type Tab = ReviewTab;
const SORTS = [
  { value: 4, label: '베스트순' },
  { value: 2, label: '최신순' },
] as const;

type Props = {
  partnerUuid: string;
  /** '웨딩홀' or '플래너': the first tab reads '{product} 리뷰' (spec §2). */
  product: string;
};

/**
 * The partner review section (spec §2), shared by hall tab 4 and /partner/{uuid}: '{product} 리뷰' and
 * '블로그 리뷰' tabs; the first with the summary, the rating per item, the blinded-review bar, the sort sheet,
 * 'current branch reviews only' and the reviews, 20 a page until a page comes back empty (spec §4).
 */
export function PartnerReviewSection({ partnerUuid, product }: Props) {
  const first = firstReviewListParams(partnerUuid);
  const [view, setView] = useReviewView({ sort: first.sort as ReviewSort, branchOnly: !first.withStore });
  const tab: Tab = view.tab;
  const setTab = (next: Tab) => setView({ tab: next });
  const panel = useId();

  return (
    <section className="partner-reviews" aria-label="후기">
      <Tabs
        label="후기 종류"
        items={[
          { key: 'reviews', label: `${product} 리뷰` },
          { key: 'blog', label: '블로그 리뷰' },
        ]}
        selected={tab}
        onSelect={setTab}
        panelId={(key) => `${panel}-${key}`}
      />
      <div id={`${panel}-${tab}`} role="tabpanel">
        {tab === 'reviews' ? (
          <ReviewList partnerUuid={partnerUuid} view={view} setView={setView} />
        ) : (
          <BlogReviewList partnerUuid={partnerUuid} />
        )}
      </div>
    </section>
  );
}

type ListProps = {
  partnerUuid: string;
  view: ReviewView;
  setView: (change: Partial<ReviewView>) => void;
};

function ReviewList({ partnerUuid, view, setView }: ListProps) {
  const first = firstReviewListParams(partnerUuid);
  const { sort, branchOnly } = view;
  const setSort = (next: ReviewSort) => setView({ sort: next });
  const setBranchOnly = (next: boolean) => setView({ branchOnly: next });
  const [sheet, setSheet] = useState(false);
  const [acting, setActing] = useState<Review | null>(null);
  const params: ReviewListParams = { ...first, sort, withStore: !branchOnly };
  const query = useReviewPages(params);
  const bridge = useNativeBridge();
  const summary = query.data?.pages[0]?.reviewSummary;
  const reviews = query.data?.pages.flatMap((page) => page.item) ?? [];
  const sortLabel = SORTS.find((s) => s.value === sort)!.label;

  return (
    <div className="review-list-panel">
      {summary ? (
        <div className="review-summary" data-testid="review-summary">
          <p className="review-summary__count">
            후기 <strong>{summary.reviewCnt.toLocaleString('ko-KR')}</strong>
            <span className="review-summary__total">전체 {summary.totalReviewCnt.toLocaleString('ko-KR')}개</span>
          </p>
          {summary.reviews.length > 0 ? (
            <dl className="review-summary__ratings">
              {summary.reviews.map((rating) => (
                <div key={rating.kname}>
                  <dt>{rating.kname}</dt>
                  <dd>
                    <span className="rating-bar" aria-hidden="true">
                      <span style={{ width: `${(rating.v / 5) * 100}%` }} />
                    </span>
                    {rating.v.toFixed(1)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}

      {/* Only when a review is blinded: the bar says there is one (issue 25). */}
      {summary && summary.blindReviewCnt > 0 ? (
        <Link className="blind-bar" to={`/partner/${partnerUuid}/blind-reviews?hidetop=true`}>
          운영 정책에 따라 블라인드 처리된 후기가 있어요
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}

      <div className="review-toolbar">
        <button
          type="button"
          className="chip review-toolbar__sort"
          aria-haspopup="dialog"
          onClick={() => setSheet(true)}
        >
          {sortLabel} ▾
        </button>
        {summary && summary.branchPartnerCnt > 1 ? (
          <label className="review-toolbar__branch">
            <input type="checkbox" checked={branchOnly} onChange={(e) => setBranchOnly(e.target.checked)} />
            현재 지점 리뷰만 보기
          </label>
        ) : null}
        <button type="button" className="review-toolbar__write" onClick={() => bridge.writeReview(partnerUuid)}>
          후기 작성
        </button>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : reviews.length === 0 ? (
        <EmptyState title={EMPTY_REVIEWS} />
      ) : (
        <ul className="review-list" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.uuid}>
              <ReviewCard review={review} onActions={setActing} pagePartnerUuid={partnerUuid} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} shown={reviews.length > 0} label="후기 더 보기" />

      <BottomSheet open={sheet} title="정렬" onClose={() => setSheet(false)}>
        <ul className="action-list" aria-label="정렬 기준">
          {SORTS.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className={`action-list__item${option.value === sort ? ' action-list__item--on' : ''}`}
                aria-pressed={option.value === sort}
                onClick={() => {
                  setSort(option.value);
                  setSheet(false);
                }}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      </BottomSheet>
      <ReviewActions review={acting} onClose={() => setActing(null)} />
    </div>
  );
}
