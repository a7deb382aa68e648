import { useQuery } from '@tanstack/react-query';
import type { HallProposeBody, HallReasonBody } from '@wedding/contract/bookings';
import { HALL_REASONS, type HallReason, hallReasonNeedsText } from '@wedding/domain/booking-labels';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { fetchVisitHours, visitHoursQueryKey } from '../api/bookings-api.ts';

const REASON_TEXT_MAX = 500;

/**
 * A reason from the hall's list plus its own words (issue 27 §3: "decline with a reason from a list plus text");
 * 기타 asks for the words. What the couple reads on their side.
 */
export function ReasonForm({
  submitLabel,
  hint,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  hint?: string;
  busy: boolean;
  error: string | null;
  onSubmit: (body: HallReasonBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState<HallReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code) return setProblem('사유를 골라 주세요.');
    if (hallReasonNeedsText(code) && !text.trim()) return setProblem('기타 사유를 입력해 주세요.');
    setProblem(null);
    onSubmit({ reasonCode: code, reasonText: text.trim() });
  }
  const shown = problem ?? error;
  return (
    <form className="inbox-form" onSubmit={submit} noValidate>
      {hint ? <p className="inbox-form__hint">{hint}</p> : null}
      <label htmlFor={`${id}-code`} className="inbox-form__label">
        사유
      </label>
      <select
        id={`${id}-code`}
        className="console-select"
        value={code}
        onChange={(e) => setCode(e.target.value as HallReason)}
      >
        <option value="">사유를 선택해 주세요</option>
        {HALL_REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-text`} className="inbox-form__label">
        고객에게 전할 말{code && hallReasonNeedsText(code) ? ' (필수)' : ' (선택)'}
      </label>
      <textarea
        id={`${id}-text`}
        className="console-textarea"
        rows={3}
        maxLength={REASON_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {shown ? (
        <p className="console-error" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="console-row-actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          닫기
        </Button>
      </div>
    </form>
  );
}

/**
 * Another visit time, picked from the hall's own consulting hours with a place left (the API's visit-hours, the
 * same hours and capacity a couple books from); the server checks it again when it is sent.
 */
export function ProposeForm({
  current,
  mode = 'propose',
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  /** The time the couple asked for ('YYYY-MM-DD', 'HH:MM'): not offered again. */
  current: { date: string; time: string };
  /** 'move': the same picker moves a confirmed visit (issue 28) instead of proposing a time. */
  mode?: 'propose' | 'move';
  busy: boolean;
  error: string | null;
  onSubmit: (body: HallProposeBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const hours = useQuery({
    queryKey: visitHoursQueryKey,
    queryFn: ({ signal }) => fetchVisitHours(signal),
    staleTime: 0,
  });
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const offered = (hours.data ?? [])
    .map((day) => ({
      date: day.date,
      times: day.times.filter((t) => !(day.date === current.date && t.time === current.time)),
    }))
    .filter((day) => day.times.some((t) => t.available));
  const day = offered.find((d) => d.date === date);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || !time)
      return setProblem(mode === 'move' ? '바꿀 날짜와 시간을 골라 주세요.' : '제안할 날짜와 시간을 골라 주세요.');
    setProblem(null);
    onSubmit({ visitDate: date, visitTime: time });
  }
  const shown = problem ?? error;
  const close = (
    <Button variant="ghost" onClick={onCancel} disabled={busy}>
      닫기
    </Button>
  );
  if (hours.isPending)
    return (
      <div className="inbox-form">
        <Spinner label="상담 가능한 시간을 불러오는 중" />
      </div>
    );
  if (hours.isError)
    return (
      <div className="inbox-form">
        <p className="console-error" role="alert">
          {isApiError(hours.error) ? hours.error.message : '상담 가능한 시간을 불러오지 못했어요.'}
        </p>
        <div className="console-row-actions">
          <Button variant="secondary" onClick={() => void hours.refetch()}>
            다시 시도
          </Button>
          {close}
        </div>
      </div>
    );
  if (offered.length === 0)
    return (
      <div className="inbox-form">
        <p className="inbox-form__hint">
          제안할 수 있는 상담 시간이 없어요. 상담 시간과 예약 가능 기간은 업체 정보에서 바꿀 수 있어요.
        </p>
        <div className="console-row-actions">{close}</div>
      </div>
    );
  return (
    <form className="inbox-form" onSubmit={submit} noValidate>
      {mode === 'move' ? (
        <p className="inbox-form__hint">
          확정된 방문을 바로 새 시간으로 옮겨요. 고객에게 변경 전·후 시간을 알림톡으로 알려 드리고, 하루 전 알림과
          캘린더도 새 시간으로 바뀌어요.
        </p>
      ) : (
        <p className="inbox-form__hint">
          고객이 제안을 받으면 방문이 확정되고, 거절하거나 24시간 안에 답하지 않으면 요청이 취소돼요. 제안한 시간의
          자리는 고객이 답할 때까지 잡혀 있어요.
        </p>
      )}
      <div className="console-form-row">
        <div className="inbox-form__field">
          <label className="inbox-form__label" htmlFor={`${id}-date`}>
            날짜
          </label>
          <select
            id={`${id}-date`}
            className="console-select"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime('');
            }}
          >
            <option value="">날짜 선택</option>
            {offered.map((d) => (
              <option key={d.date} value={d.date}>
                {formatKoreanDateWithDay(d.date)}
              </option>
            ))}
          </select>
        </div>
        <div className="inbox-form__field">
          <label className="inbox-form__label" htmlFor={`${id}-time`}>
            시간
          </label>
          <select
            id={`${id}-time`}
            className="console-select"
            value={time}
            disabled={!day}
            onChange={(e) => setTime(e.target.value)}
          >
            <option value="">{day ? '시간 선택' : '날짜를 먼저 골라 주세요'}</option>
            {day?.times.map((t) => (
              <option key={t.time} value={t.time} disabled={!t.available}>
                {t.available ? `${t.time} (남은 자리 ${t.capacity - t.booked})` : `${t.time} (마감)`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown ? (
        <p className="console-error" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="console-row-actions">
        <Button type="submit" disabled={busy}>
          {mode === 'move' ? '이 시간으로 변경' : '이 시간 제안하기'}
        </Button>
        {close}
      </div>
    </form>
  );
}
