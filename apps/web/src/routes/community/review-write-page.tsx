import type { Review } from '@wedding/contract/reviews';
import { ratingItemsFor } from '@wedding/domain/community';
import { PARTNER_TYPE } from '@wedding/domain/enums';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { usePartnerDetail } from '../../features/reviews/api/partner-api.ts';
import { useReview, useSaveReview } from '../../features/reviews/api/review-api.ts';
import { draftOf, ReviewForm } from '../../features/reviews/components/review-form.tsx';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { isUuid } from '../../shared/lib/uuid.ts';

// Opened by the app's review-write link as a web view of its own: 'close' hands back to the app (spec §2).
const CLOSE_ACTION = ['close'] as const;

/** Where a saved review is seen: hall tab 4, or the partner's page. */
function reviewsPathOf(review: Review): string {
  if (!review.card) return '/weddinghall/home';
  return review.card.partnerType === PARTNER_TYPE.WEDDING_HALL
    ? `/weddinghall/${review.card.partnerUuid}?tabId=4`
    : `/partner/${review.card.partnerUuid}`;
}

function useAfterSave() {
  const navigate = useNavigate();
  const toast = useToast();
  return (review: Review, message: string) => {
    toast.show(message, { type: 'success' });
    void navigate(reviewsPathOf(review), { replace: true });
  };
}

function NewReview({ partnerUuid }: { partnerUuid: string }) {
  const partner = usePartnerDetail(partnerUuid);
  const save = useSaveReview({ partnerUuid });
  const after = useAfterSave();
  if (partner.isPending) return <Spinner />;
  if (partner.isError)
    return <EmptyState title="후기를 쓸 곳을 찾을 수 없어요" description="주소를 다시 확인해 주세요." />;
  return (
    <>
      <p className="review-form__for">
        <strong>{partner.data.bizName}</strong> 후기를 들려주세요
      </p>
      <ReviewForm
        initial={draftOf(null)}
        ratingItems={ratingItemsFor(partner.data.type)}
        submitLabel="후기 등록"
        busy={save.isPending}
        onSubmit={async (body) => after(await save.mutateAsync(body), '후기를 등록했어요.')}
      />
    </>
  );
}

function EditReview({ reviewUuid }: { reviewUuid: string }) {
  const query = useReview(reviewUuid);
  const save = useSaveReview({ reviewUuid });
  const after = useAfterSave();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data.isMine || query.data.state === 0)
    return <EmptyState title="고칠 수 없는 후기예요" description="내가 쓴 후기만 고칠 수 있어요." />;
  return (
    <ReviewForm
      initial={draftOf(query.data)}
      ratingItems={ratingItemsFor(query.data.card?.partnerType ?? PARTNER_TYPE.WEDDING_HALL)}
      submitLabel="수정 완료"
      busy={save.isPending}
      onSubmit={async (body) => after(await save.mutateAsync(body), '후기를 고쳤어요.')}
    />
  );
}

/**
 * /community/review/write?partnerUuid= (the web side of the native 'community review write' link) and
 * /community/review/edit?reviewUuid= (spec §2): the same form, empty or with the author's own review.
 */
export default function ReviewWritePage() {
  const [params] = useSearchParams();
  const reviewUuid = params.get('reviewUuid') ?? '';
  const partnerUuid = params.get('partnerUuid') ?? '';
  const editing = isUuid(reviewUuid);
  useDocumentTitle(editing ? '후기 수정' : '후기 작성');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={editing ? '후기 수정' : '후기 작성'} actions={CLOSE_ACTION} />
      <main className="review-write-page">
        {!known ? (
          <Spinner />
        ) : !loggedIn ? (
          <LoginRequired reason="로그인하면 후기를 쓸 수 있어요." />
        ) : editing ? (
          <EditReview reviewUuid={reviewUuid} />
        ) : isUuid(partnerUuid) ? (
          <NewReview partnerUuid={partnerUuid} />
        ) : (
          <EmptyState
            title="후기를 쓸 곳을 골라 주세요"
            description="웨딩홀이나 플래너 화면의 '후기 작성'에서 시작해 주세요."
          />
        )}
      </main>
    </>
  );
}
