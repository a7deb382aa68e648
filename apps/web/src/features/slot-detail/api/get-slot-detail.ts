import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotDetail, SlotDetailResponse } from '@wedding/contract/slots';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getSlotDetail(weddingDayId: number, signal?: AbortSignal): Promise<SlotDetail> {
  const body = await apiRequest<SlotDetailResponse>(`/v3/public/wedding/day/${weddingDayId}`, {
    signal,
  });
  return body.item;
}

/**
 * Under ['slots'] like every slot cache, so a heart tapped on a list card (or here) patches this copy too
 * (see features/slots/api/slot-keys.ts: the like walks everything under that root).
 */
export const slotDetailQueryOptions = (weddingDayId: number) =>
  queryOptions({
    queryKey: ['slots', 'detail', weddingDayId] as const,
    queryFn: ({ signal }) => getSlotDetail(weddingDayId, signal),
  });

/** Disabled without a valid id: a malformed link is a not-found page, not a request the API must refuse. */
export function useSlotDetail(weddingDayId: number | null) {
  return useQuery({ ...slotDetailQueryOptions(weddingDayId ?? 0), enabled: weddingDayId !== null });
}
