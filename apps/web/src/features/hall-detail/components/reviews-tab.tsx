import type { Review } from '@wedding/contract/reviews';
import { EXCERPT_ELLIPSIS, excerpt, MORE_LABEL } from '@wedding/domain/excerpt';
import { DELETED_BY_AUTHOR, EMPTY_REVIEWS } from '@wedding/domain/messages';
import { isNewReview, relativeTime } from '@wedding/domain/relative-time';
import { useState } from 'react';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { useNativeBridge } from '../../../shared/native/use-native-bridge.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useReviewPages } from '../api/get-reviews.ts';

/**
 * The hall's reviews, read-only (spec §2 reviews tab): newest first, 20 a page, until a page is empty. The
 * reviews issue replaces this list with the partner review section; the tab and its button stay.
 */
export function ReviewsTab({ partnerUuid }: { partnerUuid: string }) {
  const query = useReviewPages(partnerUuid);
  const bridge = useNativeBridge();
  const reviews = query.data?.pages.flatMap((page) => page.item) ?? [];
  const summary = query.data?.pages[0]?.reviewSummary;
  const write = () => bridge.writeReview(partnerUuid);
  return (
    <div className="reviews-tab">
      <div className="reviews-tab__head">
        <strong>후기 {summary ? summary.reviewCnt : ''}</strong>
        <button type="button" className="reviews-tab__write" onClick={write}>
          후기 작성
        </button>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : reviews.length === 0 ? (
        <EmptyState title={EMPTY_REVIEWS} />
      ) : (
        <ul className="review-list" data-testid="review-list">
          {reviews.map((review) => (
            <ReviewCard key={review.uuid} review={review} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className="reviews-tab__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? '불러오는 중…' : '후기 더 보기'}
        </button>
      ) : null}
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const now = new Date();
  if (review.state === 0)
    return (
      <li className="review-card review-card--deleted" data-testid="review-card">
        {DELETED_BY_AUTHOR}
      </li>
    );
  const short = excerpt(review.content);
  return (
    <li className={`review-card${review.state === 3 ? ' review-card--notice' : ''}`} data-testid="review-card">
      <div className="review-card__meta">
        {review.state === 3 ? <span className="review-card__notice">공지</span> : null}
        <strong>{review.nick}</strong>
        {review.weddingMonth ? <span>{review.weddingMonth.replace('-', '.')} 예식</span> : null}
        <span>{relativeTime(review.regTsp, now)}</span>
        {isNewReview(review.regTsp, now) ? <span className="review-card__new">N</span> : null}
      </div>
      {review.tags.length > 0 ? (
        <p className="review-card__tags">{review.tags.map((tag) => `#${tag.name}`).join(' ')}</p>
      ) : null}
      <p className="review-card__content">
        {expanded || !short.truncated ? review.content : `${short.text}${EXCERPT_ELLIPSIS}`}
        {short.truncated && !expanded ? (
          <button type="button" className="hall-link-btn" onClick={() => setExpanded(true)}>
            {MORE_LABEL}
          </button>
        ) : null}
      </p>
      {review.images.length > 0 ? (
        <div className="review-card__images">
          {review.images.slice(0, 4).map((image) => (
            <img key={image.url} src={proxiedImageUrl(image.url, 600)} alt="" width={96} height={96} loading="lazy" />
          ))}
        </div>
      ) : null}
      {review.answer ? (
        <div className="review-card__answer">
          <strong>{review.answer.authorNick}</strong> {review.answer.content}
        </div>
      ) : null}
    </li>
  );
}
