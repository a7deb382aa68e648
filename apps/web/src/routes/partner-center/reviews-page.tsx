import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPartnerReviews, partnerReviewsQueryKey } from '../../features/partner-center/api/partner-reviews-api.ts';
import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { PartnerReviewCard } from '../../features/partner-center/components/partner-review-card.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

/** /partner-center/reviews: the hall's reviews, newest first, with its answers and disputes (issue 26 §5). */
export default function PartnerReviewsPage() {
  return (
    <ConsoleFrame title="리뷰 답변" area="messages">
      <ReviewList />
    </ConsoleFrame>
  );
}

function ReviewList() {
  const [page, setPage] = useState(1);
  const [unanswered, setUnanswered] = useState(false);
  const list = useQuery({
    queryKey: [...partnerReviewsQueryKey, { page, unanswered }],
    queryFn: () => fetchPartnerReviews(page, unanswered),
    placeholderData: keepPreviousData,
  });
  const choose = (value: boolean) => {
    setUnanswered(value);
    setPage(1);
  };

  return (
    <>
      <fieldset className="console-filter">
        <legend className="visually-hidden">리뷰 보기</legend>
        <button type="button" className="console-filter__chip" aria-pressed={!unanswered} onClick={() => choose(false)}>
          전체{list.data ? ` ${list.data.allTotal}` : ''}
        </button>
        <button type="button" className="console-filter__chip" aria-pressed={unanswered} onClick={() => choose(true)}>
          답변 대기{list.data ? ` ${list.data.unansweredTotal}` : ''}
        </button>
      </fieldset>
      {list.isPending ? (
        <Spinner label="리뷰를 불러오는 중" />
      ) : list.isError ? (
        <p className="console__notice" role="alert">
          {isApiError(list.error) ? list.error.message : '리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
        </p>
      ) : list.data.item.length === 0 ? (
        <p className="console__notice">{unanswered ? '답변을 기다리는 리뷰가 없어요.' : '아직 받은 리뷰가 없어요.'}</p>
      ) : (
        <>
          {list.data.item.map((review) => (
            // The key carries the answer so a card's form starts over from the saved answer after a refresh.
            <PartnerReviewCard
              key={`${review.uuid}:${review.answer?.content ?? ''}:${review.dispute ? 1 : 0}`}
              review={review}
            />
          ))}
          <nav className="console-pager" aria-label="리뷰 페이지">
            <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              이전
            </Button>
            <span aria-current="page">{page}페이지</span>
            <Button variant="secondary" disabled={!list.data.hasNext} onClick={() => setPage((p) => p + 1)}>
              다음
            </Button>
          </nav>
        </>
      )}
    </>
  );
}
