import { Chips } from '../../../shared/ui/chips.tsx';
import { RangeSlider } from '../../../shared/ui/range-slider.tsx';
import {
  CHIP_GROUPS,
  type ChipKey,
  type HallSearchFilter,
  type RangeKey,
  SLIDERS,
  setRegion,
  setSubRegion,
  toggleChip,
} from '../lib/filter-state.ts';
import { RegionPicker } from './region-picker.tsx';

type Props = { filter: HallSearchFilter; onChange(next: HallSearchFilter): void };

const SLIDER_TITLES: Record<RangeKey, string> = {
  guarantee: '보증인원',
  rentalPrice: '대관료',
  mealPrice: '식대 (1인)',
};

// Hall-wide chips first, then the slot chips (day, time) beside the slot ranges, then level and tags.
const BEFORE_SLIDERS: readonly ChipKey[] = [
  'styles',
  'mealTypes',
  'ceremonyTypes',
  'trafficTypes',
  'dayOfWeeks',
  'weddingTimes',
];
const AFTER_SLIDERS: readonly ChipKey[] = ['levels', 'tags'];
const RANGES: readonly RangeKey[] = ['guarantee', 'rentalPrice', 'mealPrice'];

function ChipSection({ group, filter, onChange }: Props & { group: ChipKey }) {
  const spec = CHIP_GROUPS.find((g) => g.key === group);
  if (!spec) return null;
  const titleId = `hall-filter-${group}`;
  return (
    <section className="hall-filter__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="hall-filter__title">
        {spec.title}
      </h2>
      <Chips
        label={spec.title}
        options={spec.options}
        selected={filter[group] as string[]}
        onToggle={(value) => onChange(toggleChip(filter, group, value))}
      />
    </section>
  );
}

/** Every filter of spec §3 with the Korean labels of the domain enums; each edit reports the whole filter. */
export function FilterSections({ filter, onChange }: Props) {
  return (
    <>
      <section className="hall-filter__section" aria-labelledby="hall-filter-region">
        <h2 id="hall-filter-region" className="hall-filter__title">
          지역
        </h2>
        <RegionPicker
          region={filter.region}
          subRegion={filter.subRegion}
          onRegion={(region) => onChange(setRegion(filter, region))}
          onSubRegion={(sub) => onChange(setSubRegion(filter, sub))}
        />
      </section>
      {BEFORE_SLIDERS.map((group) => (
        <ChipSection key={group} group={group} filter={filter} onChange={onChange} />
      ))}
      {RANGES.map((key) => (
        <section key={key} className="hall-filter__section">
          <RangeSlider
            label={SLIDER_TITLES[key]}
            min={SLIDERS[key].min}
            max={SLIDERS[key].max}
            step={SLIDERS[key].step}
            value={filter[key]}
            onChange={(value) => onChange({ ...filter, [key]: value })}
            formatValue={SLIDERS[key].format}
          />
        </section>
      ))}
      {AFTER_SLIDERS.map((group) => (
        <ChipSection key={group} group={group} filter={filter} onChange={onChange} />
      ))}
    </>
  );
}
