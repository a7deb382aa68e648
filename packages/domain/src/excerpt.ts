// Review excerpts of spec §9: the first 100 characters, then '... 더보기'.
import { REVIEW_EXCERPT_LENGTH } from './constants.ts';

export const MORE_LABEL = '더보기';
/** What the UI puts between a truncated excerpt and the MORE_LABEL link. */
export const EXCERPT_ELLIPSIS = '... ';

export type Excerpt = { text: string; truncated: boolean };

/**
 * Cuts at `max` code points, not UTF-16 units, so an emoji is never split into a broken half.
 * Whitespace left at the cut is trimmed so the ellipsis sits against the last word.
 */
export function excerpt(text: string, max: number = REVIEW_EXCERPT_LENGTH): Excerpt {
  const codePoints = Array.from(text);
  if (codePoints.length <= max) return { text, truncated: false };
  return { text: codePoints.slice(0, max).join('').trimEnd(), truncated: true };
}
