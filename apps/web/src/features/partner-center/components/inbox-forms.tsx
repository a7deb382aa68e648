import type { HallProposeBody, HallReasonBody } from '@wedding/contract/bookings';
import { HALL_REASONS, type HallReason, hallReasonNeedsText } from '@wedding/domain/booking-labels';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

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

/** Another visit time: a day and an hour; the server checks it is ahead and within the consulting hours. */
export function ProposeForm({
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (body: HallProposeBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date || !time) return setProblem('제안할 날짜와 시간을 골라 주세요.');
    setProblem(null);
    onSubmit({ visitDate: date, visitTime: time });
  }
  const shown = problem ?? error;
  return (
    <form className="inbox-form" onSubmit={submit} noValidate>
      <p className="inbox-form__hint">고객이 제안을 받으면 방문이 확정되고, 거절하면 요청이 취소돼요.</p>
      <div className="console-form-row">
        <label className="inbox-form__field">
          <span className="inbox-form__label">날짜</span>
          <input
            id={`${id}-date`}
            type="date"
            className="console-input"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="inbox-form__field">
          <span className="inbox-form__label">시간</span>
          <input
            id={`${id}-time`}
            type="time"
            step={1800}
            className="console-input"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </label>
      </div>
      {shown ? (
        <p className="console-error" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="console-row-actions">
        <Button type="submit" disabled={busy}>
          이 시간 제안하기
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          닫기
        </Button>
      </div>
    </form>
  );
}
