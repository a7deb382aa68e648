import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapKeywordResponse } from '@wedding/contract/maps';
import { routeDestination } from '@wedding/domain/hall-detail';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

/** The keyword lookup behind the route sheet; its first hit is the destination (spec §5), null without one. */
export function useRoutePlace(query: string) {
  return useQuery(
    queryOptions({
      queryKey: hallDetailKeys.route(query),
      queryFn: async ({ signal }) => {
        const body = await apiRequest<MapKeywordResponse>('/v3/book/maps/keyword', {
          query: { query },
          signal,
        });
        const place = routeDestination(body.documents);
        return place ? { name: place.place_name, lat: Number(place.y), lng: Number(place.x) } : null;
      },
      enabled: query.trim() !== '',
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
}
