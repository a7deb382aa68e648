import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

type Props = {
  title: string;
  variant?: 'stack' | 'product';
  /** Null when the path itself names nothing (no call was made). */
  query: UseQueryResult<unknown> | null;
  /** What is missing, in the not-found page's words: '웨딩홀' or '홀'. */
  noun: '웨딩홀' | '홀';
};

/**
 * What the hall pages (the hall, a room, a room's preview) show before their data: a spinner, the not-found
 * page (a 404, or a 400 for an id the server cannot read) or a retry.
 */
export function HallLoadState({ title, variant = 'stack', query, noun }: Props) {
  const missing =
    query === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  return (
    <>
      <StackHeader title={title} variant={variant} />
      <main>
        {missing ? (
          <EmptyState
            title={`${noun}을 찾을 수 없어요`}
            description={`주소가 바뀌었거나 더 이상 소개하지 않는 ${noun}이에요.`}
            action={
              <Link to="/weddinghall/home" className="btn btn--primary btn--md">
                홈으로 가기
              </Link>
            }
          />
        ) : query.isError ? (
          <ErrorState message={`${noun} 정보를 불러오지 못했어요.`} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner />
        )}
      </main>
    </>
  );
}
