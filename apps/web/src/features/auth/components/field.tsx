import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './field.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown in red and marks the input invalid. Wins over `notice`. */
  error?: string | null;
  /** A good outcome (사용 가능한 이메일입니다., 인증이 완료되었습니다.), shown in green. */
  notice?: string | null;
  /** Standing help under the field when there is neither error nor notice. */
  hint?: string;
  /** A button beside the input: 중복확인, 인증번호 받기, 확인. */
  action?: ReactNode;
  /** Something inside the input's right edge, e.g. the SMS countdown. */
  adornment?: ReactNode;
  /** More content under the message, e.g. the password checklist. */
  children?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled input with its message underneath. The message region is always present and polite-live, so
 * a result that arrives after a button press (중복확인, 인증번호) is read out; aria-describedby ties it to the
 * input for when the user comes back to the field.
 */
export function Field({
  label,
  error,
  notice,
  hint,
  action,
  adornment,
  children,
  inputRef,
  className,
  ...input
}: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? notice ?? hint ?? null;
  const tone = error ? 'error' : notice ? 'notice' : 'hint';
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <div className="field__box">
          <input
            ref={inputRef}
            id={id}
            className={`field__input${adornment ? ' field__input--adorned' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            {...input}
          />
          {adornment ? <span className="field__adornment">{adornment}</span> : null}
        </div>
        {action}
      </div>
      <p id={messageId} className={`field__message field__message--${tone}`} aria-live="polite">
        {message}
      </p>
      {children}
    </div>
  );
}

/** The button beside an input; same height as the input so the row reads as one control. */
export function FieldAction(props: { children: ReactNode; onClick: () => void; disabled?: boolean; busy?: boolean }) {
  return (
    <button
      type="button"
      className="field__action"
      onClick={props.onClick}
      disabled={props.disabled || props.busy}
      aria-busy={props.busy || undefined}
    >
      {props.children}
    </button>
  );
}
