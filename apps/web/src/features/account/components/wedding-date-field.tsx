import { Field } from '../../../shared/ui/field.tsx';

type Props = {
  value: string;
  undecided: boolean;
  onChange: (value: string) => void;
  onUndecidedChange: (undecided: boolean) => void;
  error?: string;
};

/** 예식일: a date, or '아직 미정이에요' (saved as null; the header then shows 미정). */
export function WeddingDateField({ value, undecided, onChange, onUndecidedChange, error }: Props) {
  return (
    <Field
      label="예식일"
      type="date"
      value={undecided ? '' : value}
      onChange={(event) => onChange(event.target.value)}
      disabled={undecided}
      error={error}
    >
      <label className="check-toggle">
        <input type="checkbox" checked={undecided} onChange={(event) => onUndecidedChange(event.target.checked)} />
        아직 미정이에요
      </label>
    </Field>
  );
}
