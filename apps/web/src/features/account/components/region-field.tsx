import { REGION_NAMES } from '@wedding/domain/regions';
import { useId } from 'react';
import { FieldGroup } from '../../../shared/ui/field.tsx';

type Props = { value: string | null; onChange: (region: string) => void; error?: string };

/** 지역: one of the 17 regions of spec §9, as radio chips (arrow keys move between them). */
export function RegionField({ value, onChange, error }: Props) {
  const name = useId();
  return (
    <FieldGroup legend="지역" error={error}>
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
    </FieldGroup>
  );
}
