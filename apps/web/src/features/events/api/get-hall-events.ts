import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HallEvent, hallEventsResponseSchema } from '@wedding/contract/events';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getHallEvents(signal?: AbortSignal): Promise<HallEvent[]> {
  const body = await apiRequest('/v3/book/events', { schema: hallEventsResponseSchema, signal });
  return body.item;
}

export const hallEventsQueryOptions = () =>
  queryOptions({ queryKey: ['halls', 'events'] as const, queryFn: ({ signal }) => getHallEvents(signal) });

export function useHallEvents() {
  return useQuery(hallEventsQueryOptions());
}
