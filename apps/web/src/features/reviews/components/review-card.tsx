import type { Review } from '@wedding/contract/reviews';
import { IMAGE_PROXY_REVIEW_WIDTH } from '@wedding/domain/constants';
import { EXCERPT_ELLIPSIS, excerpt, MORE_LABEL } from '@wedding/domain/excerpt';
import { DELETED_BY_AUTHOR, MENTOR_LABEL } from '@wedding/domain/messages';
import { isNewReview, relativeTime } from '@wedding/domain/relative-time';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { MoreIcon } from '../../../shared/ui/icons.tsx';
import { LikeButton } from './like-button.tsx';
import { SafeText } from './safe-text.tsx';

const PhotoLightbox = lazy(() => import('../../../shared/ui/photo-lightbox.tsx'));
const THUMBS = 4;

type Props = {
  review: Review;
  /** Opens the action sheet (edit and delete, or report and block). */
  onActions?: (review: Review) => void;
  /** The review's own page shows the whole text and no link to itself. */
  full?: boolean;
  /** The partner whose page lists the review: its name is then not repeated on the card. */
  pagePartnerUuid?: string;
};

/** 'YYYY-MM' → '2026.10 예식'. */
const weddingMonthLabel = (month: string) => `${month.replace('-', '.')} 예식`;

/**
 * One review (spec §2 partner review section): tags, photos with a lightbox, the 100-character excerpt with
 * 더보기, the 'new' badge under 23 hours, relative time, wedding month, the anonymous nick, the partner's
 * answer, likes and the link to its comments. State 0 says 'deleted by author'; state 3 is a notice.
 */
export function ReviewCard({ review, onActions, full = false, pagePartnerUuid }: Props) {
  const [expanded, setExpanded] = useState(full);
  const [photo, setPhoto] = useState<number | null>(null);
  const now = new Date();
  if (review.state === 0)
    return (
      <article className="review-card review-card--deleted" data-testid="review-card" data-review-uuid={review.uuid}>
        <p>{DELETED_BY_AUTHOR}</p>
      </article>
    );
  const notice = review.state === 3;
  const short = excerpt(review.content);
  const images = review.images.map((image) => image.url);
  return (
    <article
      className={`review-card${notice ? ' review-card--notice' : ''}`}
      data-testid="review-card"
      data-review-uuid={review.uuid}
      aria-label={`${review.nick}님의 후기`}
    >
      <header className="review-card__head">
        {review.profileUrl ? (
          <img
            className="review-card__avatar"
            src={proxiedImageUrl(review.profileUrl, 150)}
            alt=""
            width={36}
            height={36}
          />
        ) : (
          <span className="review-card__avatar review-card__avatar--empty" aria-hidden="true" />
        )}
        <div className="review-card__who">
          <p className="review-card__nick">
            {notice ? <span className="review-badge review-badge--notice">공지</span> : null}
            <strong>{review.nick}</strong>
            {review.mentorState === 1 ? (
              <span className="review-badge review-badge--mentor">{MENTOR_LABEL}</span>
            ) : null}
            {review.verified ? <span className="review-badge review-badge--verified">방문 인증</span> : null}
          </p>
          <p className="review-card__meta">
            {review.weddingMonth ? <span>{weddingMonthLabel(review.weddingMonth)}</span> : null}
            <span>{relativeTime(review.regTsp, now)}</span>
            {isNewReview(review.regTsp, now) ? (
              <span className="review-badge review-badge--new" data-testid="review-new">
                N
              </span>
            ) : null}
          </p>
        </div>
        {onActions && !notice ? (
          <button
            type="button"
            className="review-card__more"
            aria-label={`${review.nick}님의 후기 메뉴`}
            onClick={() => onActions(review)}
          >
            <MoreIcon />
          </button>
        ) : null}
      </header>

      {review.partnerText && review.card?.partnerUuid !== pagePartnerUuid ? (
        <p className="review-card__partner">{review.partnerText}</p>
      ) : null}
      {review.reviews.length > 0 ? (
        <p className="review-card__stars">
          <span className="visually-hidden">평균 별점</span>★ {average(review.reviews)}
        </p>
      ) : null}
      {review.tags.length > 0 ? (
        <ul className="review-card__tags" aria-label="태그">
          {review.tags.map((tag) => (
            <li key={tag.id}>#{tag.name}</li>
          ))}
        </ul>
      ) : null}

      <p className="review-card__content">
        {expanded || !short.truncated ? (
          <SafeText text={review.content} />
        ) : (
          <SafeText text={`${short.text}${EXCERPT_ELLIPSIS}`} />
        )}
        {short.truncated && !expanded ? (
          <button type="button" className="review-card__expand" onClick={() => setExpanded(true)}>
            {MORE_LABEL}
          </button>
        ) : null}
      </p>

      {images.length > 0 ? (
        <ul className="review-card__images" aria-label="후기 사진">
          {images.slice(0, THUMBS).map((url, i) => (
            <li key={url}>
              <button type="button" aria-label={`사진 ${i + 1} 크게 보기`} onClick={() => setPhoto(i)}>
                <img
                  src={proxiedImageUrl(url, IMAGE_PROXY_REVIEW_WIDTH)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
                {i === THUMBS - 1 && images.length > THUMBS ? (
                  <span className="review-card__more-photos">+{images.length - THUMBS}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {review.answer ? (
        <div className="review-card__answer">
          <p>
            <strong>{review.answer.authorNick}</strong> <span>{relativeTime(review.answer.regTsp, now)}</span>
          </p>
          <p>
            <SafeText text={review.answer.content} />
          </p>
        </div>
      ) : null}

      <footer className="review-card__foot">
        <LikeButton kind="review" uuid={review.uuid} isLike={review.isLike} likeCnt={review.likeCnt} label="후기" />
        {full ? (
          <span className="review-card__replies">댓글 {review.replyCnt}</span>
        ) : (
          <Link className="review-card__replies" to={`/community/review/${review.uuid}`}>
            댓글 {review.replyCnt}
          </Link>
        )}
      </footer>
      {photo !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox urls={images} index={photo} onClose={() => setPhoto(null)} />
        </Suspense>
      ) : null}
    </article>
  );
}

function average(ratings: readonly { v: number }[]): string {
  return (ratings.reduce((sum, r) => sum + r.v, 0) / ratings.length).toFixed(1);
}
