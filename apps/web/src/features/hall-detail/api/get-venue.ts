import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venue, VenueResponse } from '@wedding/contract/hall-detail';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

export async function getVenue(uuid: string, signal?: AbortSignal): Promise<Venue> {
  const body = await apiRequest<VenueResponse>(`/v3/book/halls/${encodeURIComponent(uuid)}/detail`, {
    signal,
  });
  return body.item;
}

export const venueQueryOptions = (uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: hallDetailKeys.venue(uuid, viewer),
    queryFn: ({ signal }) => getVenue(uuid, signal),
  });

/**
 * Waits for the session check (the heart is the viewer's); the guest's answer from the server's render shows
 * meanwhile and stays while a signed-in viewer's own arrives, so there is no skeleton flash (decision 0023).
 */
export function useVenue(uuid: string) {
  const { known, viewer } = useViewer();
  return useQuery({
    ...venueQueryOptions(uuid, viewer),
    enabled: known,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === uuid ? previous : undefined),
  });
}
