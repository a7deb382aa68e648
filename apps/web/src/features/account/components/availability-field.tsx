import { useId } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import type { AvailabilityState } from '../hooks/use-availability-check.ts';

type Props = {
  label: string;
  optional?: boolean;
  value: string;
  onChange: (value: string) => void;
  onCheck: () => void;
  check: AvailabilityState;
  /** A rule or server message for this field; wins over the check result. */
  error?: string;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  variant?: 'text' | 'code';
};

/** A text field with its 중복확인 button and one message line (rule, check result or hint). */
export function AvailabilityField({
  label,
  optional = false,
  value,
  onChange,
  onCheck,
  check,
  error,
  hint,
  placeholder,
  maxLength,
  variant = 'text',
}: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const available = check.status === 'done' && check.available;
  const refused = check.status === 'failed' || (check.status === 'done' && !check.available);
  const problem = error ?? (refused ? check.message : undefined);
  const message = problem ?? (available ? check.message : check.status === 'checking' ? '확인하는 중…' : hint);
  const tone = problem ? ' field__message--error' : available ? ' field__message--ok' : '';

  return (
    <div className="field">
      <div className="field__head">
        <label id={`${id}-label`} className="field__label" htmlFor={id}>
          {label}
        </label>
        {optional ? <span className="field__optional">선택</span> : null}
      </div>
      <div className="field__row">
        <input
          id={id}
          className={`field__input${variant === 'code' ? ' field__input--code' : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize={variant === 'code' ? 'characters' : 'off'}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <Button
          variant="secondary"
          className="field__check"
          onClick={onCheck}
          disabled={check.status === 'checking'}
          // Named by its text like its twin; the field label, as description, tells them apart.
          aria-describedby={`${id}-label`}
        >
          중복확인
        </Button>
      </div>
      {message ? (
        <p id={messageId} className={`field__message${tone}`} aria-live="polite">
          {message}
        </p>
      ) : null}
    </div>
  );
}
