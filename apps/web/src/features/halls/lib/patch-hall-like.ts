/**
 * A copy of cached data with the hall's heart set wherever the hall appears: cards say `isLiked` (popular,
 * search) or `isLike` (nearby), the hall page says `like`. Anything else is returned as it was, so the
 * caches that hold no such hall keep their identity and nothing re-renders for them.
 */
export function patchHallLike(data: unknown, partnerUuid: string, liked: boolean): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchHallLike(item, partnerUuid, liked);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (record.partnerUuid === partnerUuid) {
    for (const key of ['isLiked', 'isLike', 'like'] as const) {
      if (typeof record[key] === 'boolean' && record[key] !== liked) {
        next ??= { ...record };
        next[key] = liked;
      }
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (value === null || typeof value !== 'object') continue;
    const patched = patchHallLike(value, partnerUuid, liked);
    if (patched !== value) {
      next ??= { ...record };
      next[key] = patched;
    }
  }
  return next ?? data;
}
