import { REGION_NAMES } from '@wedding/domain/regions';
import { useId } from 'react';

type Props = { value: string | null; onChange: (region: string) => void; error?: string };

/** 지역: one of the 17 regions of spec §9, as radio chips (arrow keys move between them). */
export function RegionField({ value, onChange, error }: Props) {
  const name = useId();
  const messageId = `${name}-message`;
  return (
    <fieldset
      className="field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend className="field__label">지역</legend>
      <div className="region-chips">
        {REGION_NAMES.map((region) => (
          <label key={region} className="region-chip">
            <input
              type="radio"
              name={name}
              value={region}
              checked={value === region}
              onChange={() => onChange(region)}
            />
            <span>{region}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={messageId} className="field__message field__message--error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
