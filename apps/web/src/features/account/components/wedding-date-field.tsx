import { useId } from 'react';

type Props = {
  value: string;
  undecided: boolean;
  onChange: (value: string) => void;
  onUndecidedChange: (undecided: boolean) => void;
  error?: string;
};

/** 예식일: a date, or '아직 미정이에요' (saved as null; the header then shows 미정). */
export function WeddingDateField({ value, undecided, onChange, onUndecidedChange, error }: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        예식일
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={undecided ? '' : value}
        onChange={(event) => onChange(event.target.value)}
        disabled={undecided}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
      <label className="check-toggle">
        <input type="checkbox" checked={undecided} onChange={(event) => onUndecidedChange(event.target.checked)} />
        아직 미정이에요
      </label>
      {error ? (
        <p id={messageId} className="field__message field__message--error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
