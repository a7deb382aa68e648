// Comparison data of spec §3: each field of a pending edit is updated, deleted, created or unchanged
// against what is published. Used by the preview of an individual hall's draft.

export type ComparisonStatus = 'updated' | 'deleted' | 'created' | 'unchanged';

/** Nothing there: null, undefined, an empty string or an empty list. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  return Object.is(a, b);
}

/**
 * `drafted` false means the draft leaves the field alone (unchanged). Otherwise: a value where there was
 * none is created, none where there was one is deleted, a different value is updated.
 */
export function compareField(published: unknown, draft: unknown, drafted: boolean): ComparisonStatus {
  if (!drafted) return 'unchanged';
  const before = isEmpty(published);
  const after = isEmpty(draft);
  if (before && after) return 'unchanged';
  if (before) return 'created';
  if (after) return 'deleted';
  return sameValue(published, draft) ? 'unchanged' : 'updated';
}

export const COMPARISON_LABELS: Readonly<Record<Exclude<ComparisonStatus, 'unchanged'>, string>> = {
  updated: '수정',
  deleted: '삭제',
  created: '추가',
};
