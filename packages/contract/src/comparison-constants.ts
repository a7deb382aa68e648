// The comparison's paths, without zod (decision 0037): the web's pages import these, not the schemas.

export const COMPARISON_API = '/v3/comparison';
export const WEDDING_BUDGET_API = '/v3/comparison/budget';
/** The comparison page: /compare?items=slot:1,slot:2 (2–4 refs, domain parseComparisonItems). */
export const COMPARE_PAGE_PATH = '/compare';

export function comparePagePath(refs: readonly string[]): string {
  return `${COMPARE_PAGE_PATH}?items=${refs.map(encodeURIComponent).join(',')}`;
}
