import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HallEvent, HallEventsResponse } from '@wedding/contract/events';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getHallEvents(signal?: AbortSignal): Promise<HallEvent[]> {
  const body = await apiRequest<HallEventsResponse>('/v3/book/events', { signal });
  return body.item;
}

export const hallEventsQueryOptions = () =>
  queryOptions({ queryKey: ['halls', 'events'] as const, queryFn: ({ signal }) => getHallEvents(signal) });

export function useHallEvents() {
  return useQuery(hallEventsQueryOptions());
}
