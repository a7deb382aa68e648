import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndividualHallDetail, IndividualHallDetailResponse } from '@wedding/contract/hall-rooms';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

/** One individual hall with its venue and nearest open slots, as the spec's route names it (§2). */
export async function getRoom(
  partnerProfileId: number,
  hallUuid: string,
  signal?: AbortSignal,
): Promise<IndividualHallDetail> {
  const path = `/v3/book/partner-profiles/${partnerProfileId}/individual-halls/${encodeURIComponent(hallUuid)}`;
  return (await apiRequest<IndividualHallDetailResponse>(path, { signal })).item;
}

export const roomQueryOptions = (partnerProfileId: number, hallUuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: hallDetailKeys.room(partnerProfileId, hallUuid, viewer),
    queryFn: ({ signal }) => getRoom(partnerProfileId, hallUuid, signal),
  });

/** Like the venue: the guest's server-rendered answer stays while a signed-in viewer's own arrives. */
export function useRoom(partnerProfileId: number | null, hallUuid: string) {
  const { known, viewer } = useViewer();
  return useQuery({
    ...roomQueryOptions(partnerProfileId ?? 0, hallUuid, viewer),
    enabled: known && partnerProfileId !== null,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === hallUuid ? previous : undefined),
  });
}
