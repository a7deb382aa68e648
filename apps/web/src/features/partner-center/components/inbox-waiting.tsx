import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import '../../../shared/ui/button.css';
import { fetchInboxCount, inboxCountQueryKey } from '../api/bookings-api.ts';

/** The dashboard's count of what waits for the hall's answer (issue 27 §3), leading to those requests. */
export function InboxWaiting() {
  const count = useQuery({ queryKey: inboxCountQueryKey, queryFn: ({ signal }) => fetchInboxCount(signal) });
  return (
    <section className="console-card inbox-waiting" aria-labelledby="inbox-waiting-title">
      <h2 id="inbox-waiting-title">답변을 기다리는 요청</h2>
      {count.isPending ? (
        <p className="inbox-waiting__text">불러오는 중…</p>
      ) : count.isError ? (
        <p className="inbox-waiting__text" role="alert">
          요청 수를 불러오지 못했어요.
        </p>
      ) : (
        <p className="inbox-waiting__text" data-testid="inbox-waiting-count">
          <strong>{count.data.total}건</strong> (방문 {count.data.visits} · 예식 일정 {count.data.bookings})
        </p>
      )}
      <Link to="/partner-center/bookings?state=WAITING" className="btn btn--secondary btn--md">
        예약 요청 보기
      </Link>
    </section>
  );
}
