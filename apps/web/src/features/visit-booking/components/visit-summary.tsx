import type { VisitReservation } from '@wedding/contract/visit-booking';
import { WEDDING_DAYS } from '@wedding/domain/enums';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { formatWon } from '@wedding/domain/price';
import './visit-booking.css';

const dayLabel = (value: string) => WEDDING_DAYS.find((d) => d.value === value)?.label ?? value;
const guests = (v: VisitReservation) =>
  v.expectedMaxPersonnel === 0
    ? `${v.expectedMinPersonnel}명 이상`
    : `${v.expectedMinPersonnel}명 ~ ${v.expectedMaxPersonnel}명`;

/** The visit's state as the lifecycle names it ('답변 대기', '방문 확정', …; issue 27), coloured by open or ended. */
export function VisitStateBadge({ visit }: { visit: Pick<VisitReservation, 'state' | 'stateLabel'> }) {
  return <span className={`visit-state visit-state--${visit.state}`}>{visit.stateLabel}</span>;
}

/** Everything the couple sent, as the hall receives it. */
export function VisitSummary({ visit }: { visit: VisitReservation }) {
  const rows: [string, string][] = [
    ['웨딩홀', visit.bizName],
    ['방문 일시', `${formatKoreanDateWithDay(visit.visitDate)} ${visit.visitTime.slice(0, 5)}`],
    ['예상 하객', guests(visit)],
    [
      '희망 예식 월',
      visit.hopeWeddingYearMonths.map((m) => `${m.slice(0, 4)}년 ${Number(m.slice(5))}월`).join(', ') || '미정',
    ],
    ['희망 요일', visit.hopeWeddingDaysOfTheWeek.map(dayLabel).join(', ') || '미정'],
    ['희망 시간', visit.hopeWeddingTimes.join(', ') || '미정'],
    ['신랑', `${visit.groomName} · ${visit.groomTel}`],
    ['신부', `${visit.brideName} · ${visit.brideTel}`],
  ];
  // A planner row only with something in it: a request by a planner who left no details shows no empty row.
  const planner = [visit.plannerName, visit.plannerTel, visit.plannerConsultingPartnerName]
    .filter((v) => v?.trim())
    .join(' · ');
  if (visit.requestedByPlanner && planner) rows.push(['플래너', planner]);
  if (visit.additionalInquiry) rows.push(['추가 문의', visit.additionalInquiry]);
  if (visit.paymentAmount > 0) rows.push(['예약금', `${formatWon(visit.paymentAmount)} (계약 시 안내)`]);
  return (
    <dl className="visit-summary" data-testid="visit-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
