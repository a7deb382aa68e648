import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyResponse } from '@wedding/contract/hall-detail';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

export const nearbyQueryOptions = (region: string, uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: hallDetailKeys.nearby(region, uuid, viewer),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<NearbyResponse>('/v3/book/recommendations/nearby', {
          query: { region, excludeUuid: uuid },
          signal,
        })
      ).item,
    // The order is shuffled on the server: keep one order while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useNearby(region: string, uuid: string) {
  const { known, viewer } = useViewer();
  return useQuery({ ...nearbyQueryOptions(region, uuid, viewer), enabled: known });
}
