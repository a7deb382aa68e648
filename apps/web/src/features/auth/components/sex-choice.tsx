import { SEX_LABELS, SEXES, type Sex } from '@wedding/domain/account-rules';
import { useId } from 'react';

/** 남성 / 여성 as two segmented buttons; real radio inputs underneath, so arrow keys and readers work. */
export function SexChoice({ value, onChange }: { value: Sex | null; onChange: (sex: Sex) => void }) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="segmented__legend">성별</legend>
      <div className="segmented__options">
        {SEXES.map((sex) => (
          <label key={sex} className="segmented__option">
            <input
              type="radio"
              className="segmented__input"
              name={name}
              value={sex}
              checked={value === sex}
              onChange={() => onChange(sex)}
            />
            <span className="segmented__label">{SEX_LABELS[sex]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
