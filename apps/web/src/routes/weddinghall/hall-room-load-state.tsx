import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** What the individual-hall pages show before their data: a spinner, the not-found page or a retry. */
export function RoomLoadState({ title, query }: { title: string; query: UseQueryResult<unknown> | null }) {
  const missing =
    query === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  return (
    <>
      <StackHeader title={title} />
      <main>
        {missing ? (
          <EmptyState
            title="홀을 찾을 수 없어요"
            description="주소가 바뀌었거나 더 이상 소개하지 않는 홀이에요."
            action={
              <Link to="/weddinghall/home" className="btn btn--primary btn--md">
                홈으로 가기
              </Link>
            }
          />
        ) : query.isError ? (
          <ErrorState message="홀 정보를 불러오지 못했어요." onRetry={() => void query.refetch()} />
        ) : (
          <Spinner />
        )}
      </main>
    </>
  );
}
