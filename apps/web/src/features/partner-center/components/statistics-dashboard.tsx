import { useQuery } from '@tanstack/react-query';
import type { StatisticsWeek } from '@wedding/contract/partner-statistics';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { fetchStatistics, statisticsQueryKey } from '../api/statistics-api.ts';
import { type ChartSeries, WeeklyChart, weekLabel } from './weekly-chart.tsx';

const VIEWS: ChartSeries[] = [{ key: 'views', label: '페이지 조회', color: '#c23860' }];
const ACTIONS: ChartSeries[] = [
  { key: 'likes', label: '찜', color: '#e08a3c' },
  { key: 'holds', label: '일정 홀드', color: '#3a78c2' },
  { key: 'visitRequests', label: '방문 요청', color: '#2e7d5b' },
  { key: 'bookings', label: '예약 확정', color: '#6b4fa8' },
];

const count = (n: number) => n.toLocaleString('ko-KR');
export const percent = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);

function totals(weeks: StatisticsWeek[]) {
  const sum = (key: ChartSeries['key']) => weeks.reduce((s, w) => s + w[key], 0);
  const views = sum('views');
  const visitRequests = sum('visitRequests');
  return {
    views,
    likes: sum('likes'),
    holds: sum('holds'),
    visitRequests,
    bookings: sum('bookings'),
    conversion: views === 0 ? null : visitRequests / views,
  };
}

/** The console's dashboard (issue 26 §6): 12 weeks of figures as totals, two charts and the table they draw. */
export function StatisticsDashboard() {
  const stats = useQuery({ queryKey: statisticsQueryKey, queryFn: fetchStatistics });
  if (stats.isPending) return <Spinner label="통계를 불러오는 중" />;
  if (stats.isError)
    return (
      <p className="console__notice" role="alert">
        {isApiError(stats.error) ? stats.error.message : '통계를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
      </p>
    );
  const { weeks } = stats.data;
  const sum = totals(weeks);
  return (
    <>
      <section className="console-card" aria-labelledby="totals-title">
        <h2 id="totals-title">최근 12주</h2>
        <dl className="console-kpis">
          <Kpi label="페이지 조회" value={count(sum.views)} />
          <Kpi label="찜" value={count(sum.likes)} />
          <Kpi label="일정 홀드" value={count(sum.holds)} />
          <Kpi label="방문 요청" value={count(sum.visitRequests)} />
          <Kpi label="예약 확정" value={count(sum.bookings)} />
          <Kpi label="조회→방문 요청 전환율" value={percent(sum.conversion)} />
        </dl>
      </section>
      <section className="console-card console-charts" aria-label="주별 차트">
        <WeeklyChart weeks={weeks} series={VIEWS} title="주별 페이지 조회" />
        <WeeklyChart weeks={weeks} series={ACTIONS} title="주별 찜·홀드·방문 요청·예약" />
      </section>
      <section className="console-card" aria-labelledby="weekly-title">
        <h2 id="weekly-title">주별 숫자</h2>
        <div className="console-stats-scroll">
          <table className="console-stats-table">
            <caption className="visually-hidden">최근 12주 주별 통계(월요일 시작, 한국 시간)</caption>
            <thead>
              <tr>
                <th scope="col">주(월요일)</th>
                <th scope="col">조회</th>
                <th scope="col">찜</th>
                <th scope="col">홀드</th>
                <th scope="col">방문 요청</th>
                <th scope="col">예약</th>
                <th scope="col">전환율</th>
              </tr>
            </thead>
            <tbody>
              {[...weeks].reverse().map((w) => (
                <tr key={w.weekStart}>
                  <th scope="row">{weekLabel(w.weekStart)}</th>
                  <td>{count(w.views)}</td>
                  <td>{count(w.likes)}</td>
                  <td>{count(w.holds)}</td>
                  <td>{count(w.visitRequests)}</td>
                  <td>{count(w.bookings)}</td>
                  <td>{percent(w.conversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="console-stats-note">
          전환율은 그 주의 페이지 조회 가운데 방문 요청으로 이어진 비율입니다. 찜은 지금 남아 있는 것(홀·룸·일정)만
          셉니다.
        </p>
      </section>
    </>
  );
}

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div className="console-kpi">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
