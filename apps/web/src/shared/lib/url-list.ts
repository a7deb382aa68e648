import { splitQueryList } from '@wedding/contract/hall-filters-constants';

/**
 * The values of a list param ('a,b' or repeated keys) that are allowed, in the allowed order and once each:
 * a hand-edited or stale link drops what it cannot use, and the same choice always makes the same URL.
 */
export function allowedListParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const values = splitQueryList(params.getAll(key));
  return allowed.filter((value) => values.includes(value));
}
