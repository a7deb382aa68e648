// Turns API timestamps into instants. The API may send ISO strings with an offset, epoch
// milliseconds, or bare 'YYYY-MM-DD HH:mm:ss' text; bare text is Seoul wall-clock time, because
// that is the product's calendar (reading it as UTC would age every review by nine hours).

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/;
// Seoul has had no daylight saving time since 1988, so its offset is fixed.
const SEOUL_OFFSET = '+09:00';

export type InstantInput = Date | string | number;

/** The instant, or null when the value cannot be read as one. */
export function parseInstant(value: InstantInput): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else {
    const m = WALL_CLOCK.exec(value.trim());
    date = m ? new Date(`${m[1]}T${m[2] ?? '00:00'}${SEOUL_OFFSET}`) : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}
