import { Link, useParams, useSearchParams } from 'react-router';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { InquiryButton } from '../../features/inquiries/components/inquiry-button.tsx';
import { useCancelVisit, useVisit } from '../../features/visit-booking/api/visit-api.ts';
import { VisitStateBadge, VisitSummary } from '../../features/visit-booking/components/visit-summary.tsx';
import { useDialog } from '../../shared/hooks/use-dialog.ts';
import { useToast } from '../../shared/hooks/use-toast.ts';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { parsePathId } from '../weddinghall/path-id.ts';

function VisitDetail({ id, justBooked }: { id: number; justBooked: boolean }) {
  const query = useVisit(id);
  const cancel = useCancelVisit();
  const dialog = useDialog();
  const toast = useToast();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return query.error && 'status' in query.error && query.error.status === 404 ? (
      <EmptyState title="방문 예약을 찾을 수 없어요" description="취소되었거나 다른 계정의 예약이에요." />
    ) : (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
    );
  const visit = query.data;
  const askCancel = () =>
    dialog.confirm('방문 예약을 취소할까요?', {
      confirmLabel: '예약 취소',
      cancelLabel: '닫기',
      onConfirm: () =>
        cancel.mutate(visit.id, {
          onSuccess: () => toast.show('방문 예약을 취소했어요.', { type: 'success' }),
          onError: (error) => toast.show(error.message, { type: 'error' }),
        }),
    });
  return (
    <>
      <div className="visit-done">
        <h2 className="visit-done__title">
          {justBooked && visit.state === 'ACTIVE' ? '방문 예약이 접수되었어요' : '방문 예약'}
        </h2>
        <VisitStateBadge visit={visit} />
        {justBooked && visit.state === 'ACTIVE' ? (
          <p className="visit-hint">웨딩홀에서 확인 후 연락드려요. 마이페이지에서 언제든 확인하고 취소할 수 있어요.</p>
        ) : null}
      </div>
      <VisitSummary visit={visit} />
      <div className="visit-actions">
        <Link to={`/weddinghall/${visit.partnerUuid}`} className="btn btn--secondary btn--md btn--block">
          웨딩홀 정보 보기
        </Link>
        {/* 1:1 문의 (issue 27 §5) about this visit: the hall sees its time beside the question. */}
        <InquiryButton
          partnerUuid={visit.partnerUuid}
          origin="VISIT"
          visitId={visit.id}
          className="btn btn--secondary btn--md btn--block"
        />
        {visit.state === 'ACTIVE' ? (
          <button
            type="button"
            className="btn btn--ghost btn--md btn--block"
            disabled={cancel.isPending}
            onClick={askCancel}
          >
            예약 취소
          </button>
        ) : null}
        <Link to="/mypage/bookings" className="btn btn--ghost btn--md btn--block">
          내 예약 모두 보기
        </Link>
      </div>
    </>
  );
}

/** /booking/visits/{id}: one of my visit reservations, its confirmation right after booking, and cancel. */
export default function VisitDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parsePathId(params.id);
  useDocumentTitle('방문 예약');
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title="방문 예약" />
      <main>
        {id === null ? (
          <EmptyState title="방문 예약을 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        ) : !known ? (
          <Spinner />
        ) : loggedIn ? (
          <VisitDetail id={id} justBooked={search.get('done') === '1'} />
        ) : (
          <LoginRequired reason="로그인하면 방문 예약을 확인하고 취소할 수 있어요." />
        )}
      </main>
    </>
  );
}
