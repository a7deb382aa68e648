import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerCard, PopularWeddingHallsResponse } from '@wedding/contract/partners';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getPopularHalls(signal?: AbortSignal): Promise<PartnerCard[]> {
  const body = await apiRequest<PopularWeddingHallsResponse>('/v3/book/popular-wedding-halls', {
    signal,
  });
  return body.item;
}

export const popularHallsQueryOptions = () =>
  queryOptions({
    queryKey: ['halls', 'popular'] as const,
    queryFn: ({ signal }) => getPopularHalls(signal),
  });

export function usePopularHalls() {
  return useQuery(popularHallsQueryOptions());
}
