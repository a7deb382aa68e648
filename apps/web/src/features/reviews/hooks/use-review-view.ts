import { useSearchParams } from 'react-router';

// The review section's view lives in the address like the slot filters (issue 25): back from a review and a
// reload find the same tab, sort and branch filter. Absent parameters are the defaults, so a plain hall link
// stays plain.
const TAB = 'reviewTab';
const SORT = 'reviewSort';
const BRANCH_ONLY = 'branchOnly';

export type ReviewTab = 'reviews' | 'blog';
const SORT_VALUES = [4, 2] as const;
export type ReviewSort = (typeof SORT_VALUES)[number];

export type ReviewView = { tab: ReviewTab; sort: ReviewSort; branchOnly: boolean };

/** The view in `params`, each value falling back to its default when absent or unknown. */
export function readReviewView(
  params: URLSearchParams,
  defaults: { sort: ReviewSort; branchOnly: boolean },
): ReviewView {
  const sort = Number(params.get(SORT));
  const branchOnly = params.get(BRANCH_ONLY);
  return {
    tab: params.get(TAB) === 'blog' ? 'blog' : 'reviews',
    sort: SORT_VALUES.includes(sort as ReviewSort) ? (sort as ReviewSort) : defaults.sort,
    branchOnly: branchOnly === '1' ? true : branchOnly === '0' ? false : defaults.branchOnly,
  };
}

/** `params` with `change` written in (a default tab is left out, so the address stays short). */
export function writeReviewView(params: URLSearchParams, change: Partial<ReviewView>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.tab !== undefined) {
    if (change.tab === 'blog') next.set(TAB, 'blog');
    else next.delete(TAB);
  }
  if (change.sort !== undefined) next.set(SORT, String(change.sort));
  if (change.branchOnly !== undefined) next.set(BRANCH_ONLY, change.branchOnly ? '1' : '0');
  return next;
}

/** The review section's view and a setter that replaces the history entry (a filter, not a new page). */
export function useReviewView(defaults: { sort: ReviewSort; branchOnly: boolean }) {
  const [params, setParams] = useSearchParams();
  const view = readReviewView(params, defaults);
  const change = (next: Partial<ReviewView>) =>
    setParams((current) => writeReviewView(current, next), { replace: true, preventScrollReset: true });
  return [view, change] as const;
}
