// The side-by-side comparison of issue 30 §3: 2–4 halls, rooms or slots, which is best in each row, and how far
// each is from an address the couple chose. (comparison.ts is the draft preview's field diff, another thing.)

export const COMPARISON_MIN_ITEMS = 2;
export const COMPARISON_MAX_ITEMS = 4;

/** An item to compare: a hall (partner uuid), a room (individual hall uuid) or a slot (wedding day id). */
export type ComparisonKind = 'hall' | 'room' | 'slot';
export type ComparisonRef = { kind: ComparisonKind; id: string };

const REF_PATTERN = /^(hall|room|slot):([0-9a-fA-F-]{36}|\d{1,15})$/;

/** 'slot:12' → { kind: 'slot', id: '12' }; null for anything else (a slot id is digits, a hall's a uuid). */
export function parseComparisonRef(text: string): ComparisonRef | null {
  const match = REF_PATTERN.exec(text.trim());
  if (!match) return null;
  const kind = match[1] as ComparisonKind;
  const id = match[2]!;
  const isUuid = id.length === 36;
  if ((kind === 'slot') === isUuid) return null;
  return { kind, id: isUuid ? id.toLowerCase() : id };
}

export const comparisonRefText = (ref: ComparisonRef): string => `${ref.kind}:${ref.id}`;

/**
 * The `items` query (comma separated) as refs, duplicates dropped, or the Korean reason it cannot be compared.
 */
export function parseComparisonItems(text: string): { refs: ComparisonRef[] } | { problem: string } {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const refs: ComparisonRef[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const ref = parseComparisonRef(part);
    if (!ref) return { problem: '비교할 항목을 찾을 수 없어요. 찜 목록에서 다시 골라 주세요.' };
    const key = comparisonRefText(ref);
    if (!seen.has(key)) {
      seen.add(key);
      refs.push(ref);
    }
  }
  if (refs.length < COMPARISON_MIN_ITEMS || refs.length > COMPARISON_MAX_ITEMS)
    return { problem: `${COMPARISON_MIN_ITEMS}~${COMPARISON_MAX_ITEMS}개를 골라 비교할 수 있어요.` };
  return { refs };
}

/** Which end of a row is the best value: the lowest price, the highest rating. */
export type BestDirection = 'min' | 'max';

/**
 * Which items hold the best value of a row: all that tie for it. Nothing is marked when fewer than two items
 * have a figure (a lone figure beats nobody) or when all figures are equal (nothing stands out). Unknown
 * figures (null) are never best.
 */
export function bestValueMarks(values: readonly (number | null)[], direction: BestDirection): boolean[] {
  const known = values.filter((v): v is number => v != null && Number.isFinite(v));
  if (known.length < 2) return values.map(() => false);
  const best = direction === 'min' ? Math.min(...known) : Math.max(...known);
  if (known.every((v) => v === best)) return values.map(() => false);
  return values.map((v) => v === best);
}

// --- Distance --------------------------------------------------------------------------------------------------

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance in km (haversine), the halls' coordinates to the chosen address. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '850m' under 1 km, else '12.3km' (straight line). */
export function distanceLabel(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${(Math.round(km * 10) / 10).toFixed(1)}km`;
}

// --- Rating ----------------------------------------------------------------------------------------------------

/** A hall's rating as shown: one decimal, null when no review has a score. */
export function roundRating(mean: number | null): number | null {
  return mean == null || !Number.isFinite(mean) ? null : Math.round(mean * 10) / 10;
}
