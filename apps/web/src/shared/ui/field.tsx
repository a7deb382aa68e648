import { createContext, type InputHTMLAttributes, type ReactNode, type Ref, use, useId } from 'react';
import './field.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Tags the label 선택. The tag sits beside the label, not in it, so the accessible name stays the label. */
  optional?: boolean;
  /** Shown in red and marks the input invalid. Wins over `notice`. */
  error?: string | null;
  /** A good outcome (사용 가능한 이메일입니다., 인증이 완료되었습니다.), shown in green. */
  notice?: string | null;
  /** Standing help under the field when there is neither error nor notice. */
  hint?: string | null;
  /** A button beside the input: 중복확인, 인증번호 받기, 확인. */
  action?: ReactNode;
  /** Something inside the input's right edge, e.g. the SMS countdown. */
  adornment?: ReactNode;
  /** More content under the message, e.g. the password checklist. */
  children?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

// The label's id, for a FieldAction to be described by: two 중복확인 buttons on one form are told apart by it.
const FieldLabelId = createContext<string | undefined>(undefined);

/**
 * A labelled input with its message underneath. The message region is always present and polite-live, so
 * a result that arrives after a button press (중복확인, 인증번호) is read out; aria-describedby ties it to the
 * input for when the user comes back to the field.
 */
export function Field({
  label,
  optional = false,
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
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <div className="field__head">
        <label id={labelId} className="field__label" htmlFor={id}>
          {label}
        </label>
        {optional ? <span className="field__optional">선택</span> : null}
      </div>
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
        <FieldLabelId value={labelId}>{action}</FieldLabelId>
      </div>
      <FieldMessage id={messageId} error={error} notice={notice} hint={hint} />
      {children}
    </div>
  );
}

/** A group of choices (radio chips) under one legend, with the same label and message look as Field. */
export function FieldGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | null;
  children: ReactNode;
}) {
  const messageId = `${useId()}-message`;
  return (
    <fieldset
      className="field field--group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend className="field__label field__legend">{legend}</legend>
      {children}
      <FieldMessage id={messageId} error={error} />
    </fieldset>
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
      aria-describedby={use(FieldLabelId)}
    >
      {props.children}
    </button>
  );
}

type MessageProps = { id: string; error?: string | null; notice?: string | null; hint?: string | null };

// Empty but present: a live region must already be in the accessibility tree to announce what arrives.
function FieldMessage({ id, error, notice, hint }: MessageProps) {
  const tone = error ? 'error' : notice ? 'notice' : 'hint';
  return (
    <p id={id} className={`field__message field__message--${tone}`} aria-live="polite">
      {error || notice || hint || null}
    </p>
  );
}
