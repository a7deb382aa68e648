import { excerpt } from '@wedding/domain/excerpt';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useReview } from '../../features/reviews/api/review-api.ts';
import { CommentThread } from '../../features/reviews/components/comment-thread.tsx';
import { ReviewActions } from '../../features/reviews/components/review-actions.tsx';
import { ReviewCard } from '../../features/reviews/components/review-card.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../features/reviews/components/reviews.css';
import '../../shared/ui/button.css';
import { isUuid } from '../../shared/lib/uuid.ts';

type Acting = { acting: boolean; setActing: (acting: boolean) => void };

function LoadedReview({ uuid, acting, setActing }: { uuid: string } & Acting) {
  const query = useReview(uuid);
  const shown = query.data && query.data.state !== 0 ? query.data : null;
  useDocumentTitle(
    shown ? `${shown.nick}님의 ${shown.partnerText} 후기` : '후기',
    shown
      ? { description: excerpt(shown.content).text, ...(shown.images[0] ? { image: shown.images[0].url } : {}) }
      : {},
  );
  const navigate = useNavigate();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <EmptyState title="후기를 찾을 수 없어요" description="삭제되었거나 볼 수 없는 후기예요." />
    ) : (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
    );
  const review = query.data;
  return (
    <>
      <ReviewCard review={review} full onActions={() => setActing(true)} />
      {review.card ? (
        <a className="review-partner-card" href={review.card.link}>
          <strong>{review.card.title}</strong>
          <span>{review.card.content}</span>
        </a>
      ) : null}
      {review.state !== 0 ? <CommentThread reviewUuid={review.uuid} /> : null}
      <ReviewActions
        review={acting ? review : null}
        onClose={() => setActing(false)}
        onDeleted={() => void navigate(-1)}
      />
    </>
  );
}

/** /community/review/{uuid}: one review with its comments and replies (the review card's link, issue 11). */
function NoSuchReview() {
  useDocumentTitle('후기');
  return <EmptyState title="후기를 찾을 수 없어요" description="주소를 다시 확인해 주세요." />;
}

const MORE_ACTION = ['more'] as const;

export default function ReviewDetailPage() {
  const { uuid = '' } = useParams();
  // The header's 'more' (spec §2) opens the same action sheet as the card's menu.
  const [acting, setActing] = useState(false);
  const valid = isUuid(uuid);
  return (
    <>
      <StackHeader
        title="후기"
        actions={valid ? MORE_ACTION : undefined}
        onMore={valid ? () => setActing(true) : undefined}
      />
      <main className="review-page">
        {valid ? <LoadedReview uuid={uuid} acting={acting} setActing={setActing} /> : <NoSuchReview />}
      </main>
    </>
  );
}
