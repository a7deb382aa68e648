import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InboxQuery } from '@wedding/contract/bookings';
import { BOOKING_STATE_LABELS, VISIT_STATE_LABELS } from '@wedding/domain/booking-labels';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useServerNow } from '../../../shared/hooks/use-server-now.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { fetchInbox, type InboxFilters, inboxQueryKey } from '../api/bookings-api.ts';
import { InboxSlotCard, InboxVisitCard } from './inbox-cards.tsx';

const KINDS: { value: InboxQuery['kind']; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'VISIT', label: '방문' },
  { value: 'SLOT', label: '예식 일정' },
];

/** One state filter; a word both machines share (CONFIRMED, DECLINED…) is one option. */
const STATE_OPTIONS: { value: string; label: string }[] = [
  { value: 'WAITING', label: '답변 대기 (전체)' },
  { value: 'REQUESTED', label: '요청 · 답변 대기' },
  { value: 'PAID', label: BOOKING_STATE_LABELS.PAID },
  { value: 'PROPOSED', label: VISIT_STATE_LABELS.PROPOSED },
  { value: 'CONFIRMED', label: '확정' },
  { value: 'VISITED', label: VISIT_STATE_LABELS.VISITED },
  { value: 'NO_SHOW', label: VISIT_STATE_LABELS.NO_SHOW },
  { value: 'DECLINED', label: VISIT_STATE_LABELS.DECLINED },
  { value: 'EXPIRED', label: VISIT_STATE_LABELS.EXPIRED },
  { value: 'CANCELLED_BY_COUPLE', label: '고객 취소' },
  { value: 'CANCELLED_BY_HALL', label: VISIT_STATE_LABELS.CANCELLED_BY_HALL },
];

const KIND_VALUES = new Set(KINDS.map((k) => k.value));

function filtersOf(params: URLSearchParams): InboxFilters {
  const kind = params.get('kind') as InboxQuery['kind'] | null;
  return {
    kind: kind && KIND_VALUES.has(kind) ? kind : 'ALL',
    state: params.get('state') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
}

/** The hall's inbox (issue 27 §3): filters by kind, state and date (kept in the address), then the requests. */
export function BookingInbox() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const inbox = useQuery({
    queryKey: [...inboxQueryKey, 'list', filters],
    queryFn: ({ signal }) => fetchInbox(filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const now = useServerNow(inbox.data?.now);
  const set = (key: keyof InboxFilters, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value && !(key === 'kind' && value === 'ALL')) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const dateProblem = filters.from && filters.to && filters.from > filters.to ? '시작일이 종료일보다 늦어요.' : null;

  return (
    <>
      <fieldset className="console-filter">
        <legend className="visually-hidden">종류</legend>
        {KINDS.map((kind) => (
          <button
            key={kind.value}
            type="button"
            className="console-filter__chip"
            aria-pressed={filters.kind === kind.value}
            onClick={() => set('kind', kind.value)}
          >
            {kind.label}
          </button>
        ))}
      </fieldset>
      <div className="inbox-filters">
        <label className="inbox-form__field">
          <span className="inbox-form__label">상태</span>
          <select
            className="console-select"
            value={filters.state ?? ''}
            onChange={(e) => set('state', e.target.value || undefined)}
          >
            <option value="">모든 상태</option>
            {STATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="inbox-form__field">
          <span className="inbox-form__label">시작일</span>
          <input
            type="date"
            className="console-input"
            value={filters.from ?? ''}
            onChange={(e) => set('from', e.target.value || undefined)}
          />
        </label>
        <label className="inbox-form__field">
          <span className="inbox-form__label">종료일</span>
          <input
            type="date"
            className="console-input"
            value={filters.to ?? ''}
            onChange={(e) => set('to', e.target.value || undefined)}
          />
        </label>
      </div>
      {dateProblem ? (
        <p className="console-error" role="alert">
          {dateProblem}
        </p>
      ) : null}
      {inbox.isPending ? (
        <Spinner label="예약 요청을 불러오는 중" />
      ) : inbox.isError ? (
        <div className="console__notice inbox-retry" role="alert">
          <p>
            {isApiError(inbox.error)
              ? inbox.error.message
              : '예약 요청을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'}
          </p>
          <Button variant="secondary" onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
            다시 시도
          </Button>
        </div>
      ) : inbox.data.visits.length === 0 && inbox.data.bookings.length === 0 ? (
        <p className="console__notice">
          {filters.state || filters.from || filters.to || filters.kind !== 'ALL'
            ? '조건에 맞는 요청이 없어요.'
            : '아직 받은 예약 요청이 없어요.'}
        </p>
      ) : (
        <div className="inbox" aria-busy={inbox.isFetching}>
          {inbox.data.bookings.length > 0 ? (
            <section aria-labelledby="inbox-slots-title">
              <h2 id="inbox-slots-title" className="inbox__title">
                예식 일정 예약 {inbox.data.bookings.length}건
              </h2>
              {inbox.data.bookings.map((booking) => (
                <InboxSlotCard key={booking.id} booking={booking} now={now} />
              ))}
            </section>
          ) : null}
          {inbox.data.visits.length > 0 ? (
            <section aria-labelledby="inbox-visits-title">
              <h2 id="inbox-visits-title" className="inbox__title">
                방문 요청 {inbox.data.visits.length}건
              </h2>
              {inbox.data.visits.map((visit) => (
                <InboxVisitCard key={visit.id} visit={visit} now={now} />
              ))}
            </section>
          ) : null}
        </div>
      )}
    </>
  );
}
