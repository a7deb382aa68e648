import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HallPreview, HallPreviewResponse } from '@wedding/contract/hall-rooms';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

/**
 * An individual hall's pending edit against what is published, field by field (spec §3 Comparison data). The
 * preview link's token opens it (decision 0033); the server answers 404 to any other.
 */
export async function getRoomPreview(hallId: number, token: string, signal?: AbortSignal): Promise<HallPreview> {
  const query = new URLSearchParams({ token });
  return (
    await apiRequest<HallPreviewResponse>(`/v3/book/individual-halls/${hallId}/preview?${query}`, {
      signal,
    })
  ).item;
}

export const roomPreviewQueryOptions = (hallId: number, token: string) =>
  queryOptions({
    queryKey: hallDetailKeys.preview(hallId, token),
    queryFn: ({ signal }) => getRoomPreview(hallId, token, signal),
  });

/** Null for a path or a link that names no preview: no call is made. */
export function useRoomPreview(hallId: number | null, token: string | null) {
  return useQuery({ ...roomPreviewQueryOptions(hallId ?? 0, token ?? ''), enabled: hallId !== null && !!token });
}
