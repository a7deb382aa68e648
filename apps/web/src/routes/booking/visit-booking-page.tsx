import { Link, useNavigate, useParams } from 'react-router';
import { useCustomerProfile } from '../../features/account/api/get-customer-profile.ts';
import { LoginRequired } from '../../features/account/components/login-required.tsx';
import { useActiveVisit, useConsulting, useVisitSlots } from '../../features/visit-booking/api/visit-api.ts';
import { VisitForm } from '../../features/visit-booking/components/visit-form.tsx';
import { VisitSummary } from '../../features/visit-booking/components/visit-summary.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import { isLoggedIn, isUserKnown, useUserStore } from '../../shared/stores/user-store.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import '../../shared/ui/button.css';
import { parsePathId } from '../weddinghall/path-id.ts';

const TITLE = '방문 예약';

/** The form, once the duplicate check has found no active visit to this hall (spec §4 'New reservation'). */
function Booking({ partnerId, partnerUuid }: { partnerId: number; partnerUuid: string }) {
  const navigate = useNavigate();
  const consulting = useConsulting(partnerId);
  const active = useActiveVisit(partnerId);
  const hall = consulting.data ?? null;
  const slots = useVisitSlots(partnerId, hall !== null);
  // Not waited for: the form shows at once and takes the customer's name and phone when they arrive.
  const customer = useCustomerProfile(useUserStore(isLoggedIn)).data ?? null;
  const hallPage = `/weddinghall/${partnerUuid}`;

  if (consulting.isPending || active.isPending || (hall && slots.isPending)) return <Spinner />;
  const failed = [consulting, active, slots].find((q) => q.isError);
  if (failed)
    return (
      <ErrorState
        message={failed.error?.message ?? '방문 예약을 준비하지 못했어요.'}
        onRetry={() => void failed.refetch()}
      />
    );
  if (!hall)
    return (
      <EmptyState
        title="방문 예약을 받지 않는 웨딩홀이에요"
        description="웨딩홀 페이지에서 전화로 문의해 주세요."
        action={
          <Link to={hallPage} className="btn btn--primary btn--md">
            웨딩홀 정보 보기
          </Link>
        }
      />
    );
  if (active.data)
    return (
      <>
        <div className="visit-done">
          <h2 className="visit-done__title">이미 방문 예약이 있어요</h2>
          <p className="visit-hint">
            한 웨딩홀에는 한 번에 하나의 방문 예약만 할 수 있어요. 일정을 바꾸려면 예약을 취소하고 다시 예약해 주세요.
          </p>
        </div>
        <VisitSummary visit={active.data} />
        <div className="visit-actions">
          <Link to={`/booking/visits/${active.data.id}`} className="btn btn--primary btn--md btn--block">
            예약 확인 · 취소
          </Link>
        </div>
      </>
    );
  return (
    <>
      <div className="visit-done">
        <h2 className="visit-done__title">{hall.name}</h2>
        <p className="visit-hint">상담 가능한 시간을 골라 방문을 예약하세요.</p>
      </div>
      <VisitForm
        hall={hall}
        days={slots.data ?? []}
        onBooked={(visit) => navigate(`/booking/visits/${visit.id}?done=1`, { replace: true })}
        onSlotsChanged={() => void slots.refetch()}
        onAlreadyReserved={() => void active.refetch()}
        customer={customer}
      />
    </>
  );
}

/** /booking/real-time/{partnerUuid}/{partnerId}/visit-date: book a hall visit (issue 12), signed in. */
export default function VisitBookingPage() {
  const params = useParams();
  const partnerId = parsePathId(params.partnerId);
  useDocumentTitle(TITLE);
  const known = useUserStore(isUserKnown);
  const loggedIn = useUserStore(isLoggedIn);
  return (
    <>
      <StackHeader title={TITLE} />
      <main>
        {partnerId === null ? (
          <EmptyState title="웨딩홀을 찾을 수 없어요" description="주소를 다시 확인해 주세요." />
        ) : !known ? (
          <Spinner />
        ) : loggedIn ? (
          <Booking partnerId={partnerId} partnerUuid={params.partnerUuid ?? ''} />
        ) : (
          <LoginRequired reason="로그인하면 상담 가능한 시간을 골라 방문을 예약할 수 있어요." />
        )}
      </main>
    </>
  );
}
