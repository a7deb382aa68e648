import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotPageResponse } from '@wedding/contract/slots';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { slotKeys } from './slot-keys.ts';

/** How many cards the home preview shows, each from a different hall. */
export const HIGHLIGHT_CARDS = 4;

/**
 * The home preview: the cheapest discounted open slots. One page of 20 is read so that four different halls
 * can be picked from it even when one cheap hall holds several of the cheapest dates.
 */
export const HIGHLIGHT_QUERY = { sortType: 'FINAL_PRICE_ASC', discounted: true, page: 1, fetchSize: 20 } as const;

/** Kept under ['slots'] so a heart tapped anywhere updates the preview too (see patch-slot-like). */
export const slotHighlightsQueryOptions = (viewer: string | null) =>
  queryOptions({
    queryKey: [...slotKeys.all, 'highlights', viewer] as const,
    queryFn: ({ signal }) =>
      apiRequest<SlotPageResponse>('/v3/public/wedding/day/remaining-wedding-days', {
        query: HIGHLIGHT_QUERY,
        signal,
      }),
  });

/**
 * Waits for the session check before fetching (hearts depend on who asks); until then a guest's copy from the
 * server's render shows (decision 0023), and it stays on screen while a signed-in viewer's own is fetched.
 */
export function useSlotHighlights() {
  const { known, viewer } = useViewer();
  return useQuery({
    ...slotHighlightsQueryOptions(viewer),
    enabled: known,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === 'highlights' ? previous : undefined),
  });
}
