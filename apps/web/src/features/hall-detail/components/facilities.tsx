import type { Amenities } from '@wedding/contract/hall-detail';
import { facilityRows } from '@wedding/domain/hall-detail';
import { NO_INFORMATION } from '@wedding/domain/messages';

/** Facility rows: hidden when false, otherwise the count or the text (spec §5). */
export function Facilities({ amenities }: { amenities: Amenities | null }) {
  const rows = facilityRows(amenities);
  return (
    <section className="hall-section" aria-labelledby="hall-facilities-title" data-testid="hall-facilities">
      <h3 id="hall-facilities-title" className="hall-section__title">
        부대시설
      </h3>
      {rows.length > 0 ? (
        <dl className="hall-rows">
          {rows.map((row) => (
            <div key={row.key} className="hall-rows__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="hall-empty-text">{NO_INFORMATION}</p>
      )}
    </section>
  );
}
