/** A positive int4 id from a path segment, or null: the page then says not found without calling the API. */
export function parsePathId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
