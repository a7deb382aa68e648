import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HallPreview, hallPreviewResponseSchema } from '@wedding/contract/hall-rooms';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

/** An individual hall's pending edit against what is published, field by field (spec §3 Comparison data). */
export async function getRoomPreview(hallId: number, signal?: AbortSignal): Promise<HallPreview> {
  return (
    await apiRequest(`/v3/book/individual-halls/${hallId}/preview`, { schema: hallPreviewResponseSchema, signal })
  ).item;
}

export const roomPreviewQueryOptions = (hallId: number) =>
  queryOptions({ queryKey: hallDetailKeys.preview(hallId), queryFn: ({ signal }) => getRoomPreview(hallId, signal) });

export function useRoomPreview(hallId: number | null) {
  return useQuery({ ...roomPreviewQueryOptions(hallId ?? 0), enabled: hallId !== null });
}
