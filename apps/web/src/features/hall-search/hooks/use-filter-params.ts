import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HallSearchFilter } from '../lib/filter-state.ts';
import { filterFromParams, filterKey, withFilterParams } from '../lib/filter-url.ts';
import { COUNT_DEBOUNCE_MS } from '../lib/timing.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const sameFilter = (a: HallSearchFilter, b: HallSearchFilter) => filterKey(a) === filterKey(b);

/** Page params to set beside the filter (null removes one), e.g. { view: 'result' }. */
export type PageParams = Record<string, string | null>;
type Step = { filter: HallSearchFilter; page: PageParams; state?: unknown };

/**
 * The filter being edited, mirrored into the URL so back from a hall returns to the same filters and
 * results. Edits show at once and reach the URL (replacing the entry, so taps do not pile up history)
 * once they settle: browsers refuse a flood of history.replaceState calls, which a dragged slider would
 * send. A URL changed from outside (back/forward) is adopted. `settled` is the filter as of the last
 * pause, for the live count.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const urlFilter = useMemo(() => filterFromParams(params), [params]);
  const urlKey = filterKey(urlFilter);
  const [filter, setFilter] = useState(urlFilter);
  // The key this hook last wrote or adopted: a URL with any other key came from outside.
  const known = useRef(urlKey);
  const [pending, setPending] = useState<Step | null>(null);

  useEffect(() => {
    if (urlKey === known.current) return;
    known.current = urlKey;
    setFilter(urlFilter);
  }, [urlKey, urlFilter]);

  const settled = useDebouncedValue(filter, COUNT_DEBOUNCE_MS, sameFilter);
  // setParams changes with every URL change; this must run when the filter settles, not then, or it would
  // write an older settled filter over a newer URL.
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);
  useEffect(() => {
    const key = filterKey(settled);
    if (key === known.current) return;
    known.current = key;
    setParamsRef.current((current) => withFilterParams(current, settled), { replace: true, preventScrollReset: true });
  }, [settled]);

  // A new entry (apply, edit) is pushed only once the current entry holds the latest filter: two
  // navigations in one tick would cancel each other, and back must not land on a filter missing the
  // last tap.
  useEffect(() => {
    if (!pending || urlKey !== filterKey(pending.filter)) return;
    setPending(null);
    const next = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(pending.page)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    void navigate({ search: next.toString() }, { state: pending.state });
  }, [pending, urlKey, location.search, navigate]);

  /** Shows `next` at once and pushes a history entry with the page params changed (e.g. to the results). */
  const push = useCallback(
    (next: HallSearchFilter, page: PageParams, state?: unknown) => {
      setFilter(next);
      const key = filterKey(next);
      if (key !== known.current) {
        known.current = key;
        setParams((current) => withFilterParams(current, next), { replace: true, preventScrollReset: true });
      }
      setPending({ filter: next, page, state });
    },
    [setParams],
  );

  return { filter, setFilter, settled, urlFilter, params, push };
}
