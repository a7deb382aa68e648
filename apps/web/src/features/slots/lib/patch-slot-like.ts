// A like answer must show on every cached copy of the slot: the infinite lists ({pages: [{item: Slot[]}]}),
// a single page ({item: Slot[]}) and the slot detail ({item: SlotDetail} or the detail itself). The walk is
// structural so a cache added later under ['slots'] is covered without a change here.

type Patched = { changed: boolean; value: unknown };

function patch(value: unknown, weddingDayId: number, isLike: boolean): Patched {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry) => {
      const result = patch(entry, weddingDayId, isLike);
      changed ||= result.changed;
      return result.value;
    });
    return changed ? { changed, value: next } : { changed, value };
  }
  if (value === null || typeof value !== 'object') return { changed: false, value };
  const record = value as Record<string, unknown>;
  if (record.weddingDayId === weddingDayId && typeof record.isLike === 'boolean') {
    return record.isLike === isLike ? { changed: false, value } : { changed: true, value: { ...record, isLike } };
  }
  for (const key of ['pages', 'item'] as const) {
    if (!(key in record)) continue;
    const result = patch(record[key], weddingDayId, isLike);
    if (result.changed) return { changed: true, value: { ...record, [key]: result.value } };
  }
  return { changed: false, value };
}

/** The cached data with the slot's isLike set; the same reference when nothing held that slot. */
export function patchSlotLike<T>(data: T, weddingDayId: number, isLike: boolean): T {
  return patch(data, weddingDayId, isLike).value as T;
}
