import { useParams } from 'react-router';
import { useReviewPages } from '../../features/reviews/api/review-api.ts';
import { ReviewCard } from '../../features/reviews/components/review-card.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/reviews/components/reviews.css';
import { LoadMore } from '../../features/reviews/components/load-more.tsx';
import { isUuid } from '../../shared/lib/uuid.ts';

function BlindedReviews({ partnerUuid }: { partnerUuid: string }) {
  const query = useReviewPages({ partnerUuid, sort: 2, blockState: 1, withStore: true });
  const reviews = query.data?.pages.flatMap((page) => page.item) ?? [];
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <>
      <p className="blind-note">
        여러 분의 신고를 받았거나 운영 정책에 맞지 않아 블라인드된 후기예요. 검토가 끝나면 다시 보이거나 삭제돼요.
      </p>
      {reviews.length === 0 ? (
        <EmptyState title="블라인드된 후기가 없어요." />
      ) : (
        <ul className="review-list" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.uuid}>
              <ReviewCard review={review} pagePartnerUuid={partnerUuid} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} shown={reviews.length > 0} label="후기 더 보기" />
    </>
  );
}

/** /partner/{uuid}/blind-reviews?hidetop=true (spec §2): the partner's blinded reviews (blockState 1). */
export default function BlindReviewsPage() {
  const { uuid = '' } = useParams();
  useDocumentTitle('블라인드 처리된 후기');
  return (
    <>
      <StackHeader title="블라인드 처리된 후기" />
      <main className="review-page">
        {isUuid(uuid) ? (
          <BlindedReviews partnerUuid={uuid} />
        ) : (
          <EmptyState title="파트너를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        )}
      </main>
    </>
  );
}
