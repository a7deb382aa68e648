import { findRegion, REGIONS } from '@wedding/domain/regions';
import '../../../shared/ui/chips.css';

type Props = {
  region: string | null;
  subRegion: string | null;
  onRegion(region: string | null): void;
  onSubRegion(subRegion: string | null): void;
};

/**
 * The 17 regions as single-choice toggle chips (tap the chosen one again for 전국), then the chosen
 * region's sub-regions with 전체 first. Only Seoul and Gyeonggi have sub-regions (spec §9).
 */
export function RegionPicker({ region, subRegion, onRegion, onSubRegion }: Props) {
  const subRegions = region ? (findRegion(region)?.subRegions ?? []) : [];
  return (
    <div className="region-picker">
      <fieldset className="chips">
        <legend className="visually-hidden">지역</legend>
        {REGIONS.map((r) => {
          const on = r.name === region;
          return (
            <button
              key={r.name}
              type="button"
              className={`chip${on ? ' chip--on' : ''}`}
              aria-pressed={on}
              onClick={() => onRegion(on ? null : r.name)}
            >
              {r.name}
            </button>
          );
        })}
      </fieldset>
      {region && subRegions.length > 0 ? (
        <fieldset className="chips region-picker__sub">
          <legend className="visually-hidden">{region} 세부 지역</legend>
          {[null, ...subRegions].map((name) => {
            const on = name === subRegion;
            return (
              <button
                key={name ?? 'all'}
                type="button"
                className={`chip${on ? ' chip--on' : ''}`}
                aria-pressed={on}
                onClick={() => onSubRegion(name)}
              >
                {name ?? `${region} 전체`}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
