import type { MyVisit } from '@wedding/contract/bookings';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useServerNow } from '../../../shared/hooks/use-server-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMyBookings } from '../api/my-bookings-api.ts';
import { MySlotCard } from './my-slot-card.tsx';
import { MyVisitCard } from './my-visit-card.tsx';
import './bookings.css';

/**
 * /mypage/bookings: every visit and slot booking of the signed-in couple, open ones first (issue 27 §4).
 * `visitExtra` adds a link to each visit card (the route's 1:1 inquiry about that visit, issue 27 §5).
 */
export function MyBookingsList({ visitExtra }: { visitExtra?: (visit: MyVisit) => ReactNode } = {}) {
  const query = useMyBookings();
  // Deadlines count down on the server's clock (the response's now), as in the hall's inbox.
  const now = useServerNow(query.data?.now);
  // A notice's link ('/mypage/bookings#visit-12', issue 28) brings its visit's card into view once the list is in.
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded || !/^#visit-\d+$/.test(hash)) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);
  if (query.isPending) return <Spinner label="예약을 불러오는 중" />;
  if (query.isError)
    return (
      <ErrorState
        message={isApiError(query.error) ? query.error.message : '예약을 불러오지 못했어요.'}
        onRetry={() => void query.refetch()}
      />
    );
  const { visits, bookings } = query.data;
  if (visits.length === 0 && bookings.length === 0)
    return (
      <EmptyState
        title="아직 예약이 없어요"
        description="웨딩홀 페이지에서 방문을 예약하거나 잔여일정을 확보할 수 있어요."
      />
    );
  return (
    <div className="my-bookings">
      {bookings.length > 0 ? (
        <section aria-labelledby="my-slot-bookings-title" className="my-bookings__section">
          <h2 id="my-slot-bookings-title" className="my-bookings__title">
            예식 일정 예약 <span>{bookings.length}</span>
          </h2>
          {bookings.map((booking) => (
            <MySlotCard key={booking.id} booking={booking} now={now} />
          ))}
        </section>
      ) : null}
      {visits.length > 0 ? (
        <section aria-labelledby="my-visits-list-title" className="my-bookings__section">
          <h2 id="my-visits-list-title" className="my-bookings__title">
            방문 예약 <span>{visits.length}</span>
          </h2>
          {visits.map((visit) => (
            <MyVisitCard key={visit.id} visit={visit} now={now} extra={visitExtra?.(visit)} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
