import type { InfiniteQueryObserverResult } from '@tanstack/react-query';

type Props = {
  query: Pick<InfiniteQueryObserverResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** Whether anything is listed yet: nothing to add to before the first page. */
  shown: boolean;
  label: string;
};

/** '… 더 보기' under a paged list, until a page comes back empty (spec §4). */
export function LoadMore({ query, shown, label }: Props) {
  if (!query.hasNextPage || !shown) return null;
  return (
    <button
      type="button"
      className="review-more"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? '불러오는 중…' : label}
    </button>
  );
}
