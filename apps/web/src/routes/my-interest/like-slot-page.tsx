import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { Link } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { ComparePicker } from '../../features/comparison/components/compare-picker.tsx';
import { useLikedSlots } from '../../features/slots/api/get-liked-slots.ts';
import { SlotCards } from '../../features/slots/components/slot-cards.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { LikeTabs, LIKE_LOGIN_REASON as LOGIN_REASON, MoreButton } from './like-tabs.tsx';

function LikedSlots() {
  const query = useLikedSlots();
  if (query.isPending) return <Spinner />;
  if (query.isError && !query.data)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const slots = query.data.pages.flatMap((page) => page.item);
  const total = query.data.pages[0]?.total ?? 0;
  if (slots.length === 0)
    return (
      <EmptyState
        title="찜한 잔여일정이 없어요"
        description="마음에 드는 날짜의 하트를 누르면 가격과 함께 여기에 모아 둘게요."
        action={
          <Link to="/weddinghall/slot" className="btn btn--primary btn--md">
            잔여일정 둘러보기
          </Link>
        }
      />
    );
  const closed = slots.filter((slot) => !slot.available).length;
  return (
    <>
      <p className="like-page__total">
        잔여일정 {total}개{closed > 0 ? ` · 예약 마감 ${closed}개` : ''}
      </p>
      <ComparePicker
        noun="잔여일정"
        options={slots.map((slot) => ({
          ref: `slot:${slot.weddingDayId}`,
          label: `${slot.partnerProfileName} ${slot.hallName}`,
          detail: `${formatKoreanDateWithDay(slot.weddingDate)} ${slot.weddingTime}`,
        }))}
      />
      <SlotCards slots={slots} testId="liked-slots" />
      <MoreButton
        show={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

/** /my-interest/like/slot?tab=slot: liked slots with their prices, those no longer available marked (spec §2). */
export default function LikeSlotPage() {
  useDocumentTitle('찜한 잔여일정');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="찜 목록" />
      <LikeTabs current="slot" />
      <main className="like-page">
        {!known ? <Spinner /> : loggedIn ? <LikedSlots /> : <LoginRequired reason={LOGIN_REASON} />}
      </main>
    </>
  );
}
