import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { HallCard } from '../../../shared/ui/hall-card.tsx';
import { usePopularHalls } from '../api/get-popular-halls.ts';
import { HallCardSkeleton } from './hall-card-skeleton.tsx';
import { HallLikeButton } from './hall-like-button.tsx';
import './popular-halls.css';

// Fixed placeholder ids: the skeleton row never reorders, and stable keys keep React from remounting it.
const SKELETONS = ['s1', 's2', 's3', 's4'] as const;

function Body() {
  const query = usePopularHalls();
  if (query.isPending) {
    return (
      <>
        <span className="visually-hidden" role="status">
          인기 웨딩홀을 불러오는 중
        </span>
        <ul className="hall-grid">
          {SKELETONS.map((id) => (
            <HallCardSkeleton key={id} />
          ))}
        </ul>
      </>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="인기 웨딩홀을 불러오지 못했어요"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState title="아직 소개할 인기 웨딩홀이 없어요" description="곧 인기 웨딩홀을 모아 보여 드릴게요." />;
  }
  return (
    <ul className="hall-grid" data-testid="popular-halls">
      {query.data.map((hall) => (
        <HallCard
          key={hall.partnerUuid}
          hall={hall}
          like={<HallLikeButton partnerUuid={hall.partnerUuid} hallName={hall.partnerName} liked={hall.isLiked} />}
        />
      ))}
    </ul>
  );
}

export function PopularHallsSection() {
  return (
    <section className="popular-halls" aria-labelledby="popular-halls-title">
      <h2 id="popular-halls-title" className="popular-halls__title">
        인기 웨딩홀
      </h2>
      <Body />
    </section>
  );
}
