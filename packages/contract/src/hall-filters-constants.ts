// How a list param of a query string is read ('a,b' or repeated keys), without zod (decision 0037): the web reads
// its URL filters with it on pages that only read, where a module that also builds schemas would bring zod along.
// hall-filters.ts re-exports it for the API.

/** 'A,B', ['A','B'] and ['A,B'] all become ['A','B']; empty entries are dropped. */
export function splitQueryList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v ?? '').split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}
