import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isSameSlotList, type SlotSource, slotKeys } from '../api/slot-keys.ts';
import { readSlotFilters, type SlotFilterState, writeSlotFilters } from '../lib/slot-filters.ts';
import { type SlotFixedQuery, slotListQuery } from '../lib/slot-query.ts';

type Options = { source: SlotSource; fixedQuery?: SlotFixedQuery; scrollToTop: () => void };

/**
 * The list's filters live in the URL (back and refresh keep them). A change replaces the history entry, so
 * tweaking filters does not pile up entries; spec §4: it starts again at page 1 and scrolls to the top. Page 1
 * is guaranteed by dropping any cached pages of the new query: returning to an earlier filter must not show
 * (and refetch) the five pages it had reached.
 */
export function useSlotFilters({ source, fixedQuery, scrollToTop }: Options) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = useMemo(() => readSlotFilters(params), [params]);
  const query = useMemo(() => slotListQuery(filters, fixedQuery), [filters, fixedQuery]);

  const setFilters = (next: SlotFilterState) => {
    const nextQuery = slotListQuery(next, fixedQuery);
    if (JSON.stringify(nextQuery) === JSON.stringify(query)) return;
    queryClient.removeQueries({
      queryKey: slotKeys.lists(),
      predicate: ({ queryKey }) => isSameSlotList(queryKey, source, nextQuery),
    });
    setParams((current) => writeSlotFilters(current, next), { replace: true, preventScrollReset: true });
    scrollToTop();
  };

  return { filters, query, setFilters };
}
