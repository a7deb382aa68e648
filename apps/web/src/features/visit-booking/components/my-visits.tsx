import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { Link } from 'react-router';
import { useMyVisits } from '../api/visit-api.ts';
import { VisitStateBadge } from './visit-summary.tsx';
import './visit-booking.css';

/**
 * Mypage: my visit reservations, the active ones first, each leading to its details and cancel; and the way to
 * every booking with its state, deadline, receipt and refund (/mypage/bookings, issue 27 §4).
 */
export function MyVisits() {
  const query = useMyVisits();
  return (
    <section className="account-section" aria-labelledby="my-visits-title">
      <h2 id="my-visits-title" className="account-section__title">
        방문 예약
      </h2>
      <Link to="/mypage/bookings" className="btn btn--secondary btn--md btn--block" data-testid="my-bookings-link">
        내 예약 전체 보기 (결제·환불 내역)
      </Link>
      {query.isPending ? null : query.isError ? (
        <p className="visit-hint">방문 예약을 불러오지 못했어요.</p>
      ) : query.data.length === 0 ? (
        <p className="visit-hint">아직 방문 예약이 없어요. 웨딩홀 페이지에서 방문을 예약할 수 있어요.</p>
      ) : (
        <ul className="visit-list" data-testid="my-visits">
          {query.data.map((visit) => (
            <li key={visit.id}>
              <Link to={`/booking/visits/${visit.id}`} className="visit-list__item">
                <span>
                  <strong>{visit.bizName}</strong>
                  <br />
                  {formatKoreanDateWithDay(visit.visitDate)} {visit.visitTime.slice(0, 5)}
                </span>
                <VisitStateBadge visit={visit} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
