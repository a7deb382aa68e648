import type { AvailabilityState } from '../../../shared/hooks/use-availability-check.ts';
import { Field, FieldAction } from '../../../shared/ui/field.tsx';

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

/**
 * A text field with its 중복확인 button and one message line: the rule or refusal in red, the server's
 * 사용 가능 in green, otherwise the progress or the hint. The button is described by the field's label, so
 * the two 중복확인 buttons of the form are told apart.
 */
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
  const available = check.status === 'done' && check.available;
  const refused = check.status === 'failed' || (check.status === 'done' && !check.available);
  return (
    <Field
      label={label}
      optional={optional}
      className={variant === 'code' ? 'field--code' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete="off"
      autoCapitalize={variant === 'code' ? 'characters' : 'off'}
      spellCheck={false}
      error={error ?? (refused ? check.message : null)}
      notice={available ? check.message : null}
      hint={check.status === 'checking' ? '확인하는 중…' : hint}
      action={
        <FieldAction onClick={onCheck} busy={check.status === 'checking'}>
          중복확인
        </FieldAction>
      }
    />
  );
}
