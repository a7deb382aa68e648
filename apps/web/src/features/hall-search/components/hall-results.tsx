import type { HallSearchItem } from '@wedding/contract/hall-search';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { HallCard } from '../../../shared/ui/hall-card.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useHallResults } from '../api/search-halls.ts';
import type { HallQuery } from '../lib/filter-state.ts';
import './hall-results.css';

type Props = {
  query: HallQuery;
  /** The heart of each card, composed by the route from the halls feature. */
  renderLike?: (hall: HallSearchItem) => ReactNode;
  /** Shown under the empty message: reset the filter, or try another keyword. */
  emptyAction?: ReactNode;
  emptyDescription?: string;
};

const SKELETONS = ['a', 'b', 'c'] as const;

/**
 * Loads the next page when the end of the list comes near (a button does the same without scrolling). The
 * observer is renewed per page: a new observer reports at once, so a page too short to push the end out of
 * reach still leads to the next one.
 */
function useLoadMore(onNear: () => void, active: boolean, pages: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` is only a trigger: a new page renews the observer.
  useEffect(() => {
    const node = sentinel.current;
    if (!active || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active, pages]);
  return sentinel;
}

/** The hall search results: total, cards, infinite paging by fetchStart, and honest empty/error states. */
export function HallResults({ query, renderLike, emptyAction, emptyDescription }: Props) {
  const results = useHallResults(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = results;
  const sentinel = useLoadMore(
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    hasNextPage,
    results.data?.pages.length ?? 0,
  );

  if (results.isPending) {
    return (
      <div className="hall-results">
        <span className="visually-hidden" role="status">
          웨딩홀을 찾는 중
        </span>
        <ul className="hall-results__list" aria-hidden="true">
          {SKELETONS.map((id) => (
            <li key={id} className="hall-card hall-card--wide">
              <Skeleton aspectRatio="2 / 1" radius="var(--radius-md)" />
              <Skeleton width="60%" height="18px" />
              <Skeleton width="35%" height="14px" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  // A failed next page keeps the pages already shown (TanStack marks the whole query as errored).
  if (!results.data) {
    return (
      <ErrorState
        title="웨딩홀을 불러오지 못했어요"
        message={results.error?.message ?? ''}
        onRetry={() => void results.refetch()}
      />
    );
  }

  const halls = results.data.pages.flatMap((page) => page.item);
  const total = results.data.pages.at(-1)?.total ?? 0;
  if (halls.length === 0) {
    return (
      <EmptyState
        title="조건에 맞는 웨딩홀이 없어요"
        description={emptyDescription ?? '조건을 줄이거나 다른 검색어로 찾아보세요.'}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="hall-results">
      <p className="hall-results__total" role="status">
        <span>
          웨딩홀 <strong data-testid="hall-results-total">{total}</strong>개
        </span>
      </p>
      <ul className="hall-results__list" data-testid="hall-results">
        {halls.map((hall) => (
          <HallCard key={hall.partnerUuid} hall={hall} like={renderLike?.(hall)} layout="wide" />
        ))}
      </ul>
      <div ref={sentinel} />
      {isFetchingNextPage ? <Spinner label="웨딩홀을 더 불러오는 중" /> : null}
      {hasNextPage && !isFetchingNextPage ? (
        <div className="hall-results__more">
          <Button variant="secondary" block onClick={() => void fetchNextPage()}>
            더 보기
          </Button>
        </div>
      ) : null}
      {results.isFetchNextPageError ? (
        <p className="hall-results__error" role="alert">
          다음 웨딩홀을 불러오지 못했어요. 더 보기를 눌러 다시 시도해주세요.
        </p>
      ) : null}
    </div>
  );
}
