// What each filter chip reads once it holds a value, short enough for a one-line chip at 375 px.
import { WEDDING_DAYS, WEDDING_TIME_FILTERS } from '@wedding/domain/enums';
import type { SlotFilterState } from './slot-filters.ts';

export const CHIP_NAMES = { day: '요일', time: '예식시간', guarantee: '보증인원', date: '날짜' } as const;

/** '토요일'; several read '금 · 토'. */
export function dayChipLabel(days: SlotFilterState['dayOfWeeks']): string | null {
  const labels = WEDDING_DAYS.filter((d) => days.includes(d.value)).map((d) => d.label);
  if (labels.length === 0) return null;
  return labels.length === 1 ? (labels[0] ?? null) : labels.map((l) => l.slice(0, 1)).join(' · ');
}

/** '11:00', '20:00 ~'; several read '11:00 외 2'. */
export function timeChipLabel(times: readonly string[]): string | null {
  const labels = WEDDING_TIME_FILTERS.filter((t) => times.includes(t.value)).map((t) => t.label);
  if (labels.length === 0) return null;
  return labels.length === 1 ? (labels[0] ?? null) : `${labels[0]} 외 ${labels.length - 1}`;
}

/** '100명 ~ 300명', '100명 이상', '300명 이하'; null when neither bound is set. */
export function guaranteeChipLabel(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}명 ~ ${max}명`;
  if (min !== null) return `${min}명 이상`;
  if (max !== null) return `${max}명 이하`;
  return null;
}
