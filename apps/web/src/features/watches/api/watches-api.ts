import { queryOptions } from '@tanstack/react-query';
import type { Watch, WatchBody, WatchList } from '@wedding/contract/slot-watches';
import { WATCHES_API } from '@wedding/contract/slot-watches-constants';
import { apiRequest } from '../../../shared/api/client.ts';

// The couple's "tell me when a date opens" watches (issue 28 §5): list, create, edit, delete.

export const watchesQuery = () =>
  queryOptions({
    queryKey: ['watches'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ item: WatchList }>(WATCHES_API, { signal })).item,
  });

export const createWatch = async (body: WatchBody) =>
  (await apiRequest<{ item: Watch }>(WATCHES_API, { method: 'POST', body })).item;

export const updateWatch = async (id: string, body: WatchBody) =>
  (await apiRequest<{ item: Watch }>(`${WATCHES_API}/${encodeURIComponent(id)}`, { method: 'PUT', body })).item;

export const deleteWatch = (id: string) =>
  apiRequest<null>(`${WATCHES_API}/${encodeURIComponent(id)}`, { method: 'DELETE' });
