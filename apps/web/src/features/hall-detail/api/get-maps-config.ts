import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapsConfigResponse } from '@wedding/contract/maps';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

/** Which maps SDK the server allows (null: none configured, the address stands in for the map). */
export const mapsConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...hallDetailKeys.all, 'maps-config'] as const,
    queryFn: async ({ signal }) => (await apiRequest<MapsConfigResponse>('/v3/book/maps/config', { signal })).item,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMapsConfig() {
  return useQuery(mapsConfigQueryOptions());
}
