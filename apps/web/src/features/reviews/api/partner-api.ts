import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerDetailResponse } from '@wedding/contract/partners';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { reviewKeys } from './review-keys.ts';

export const partnerDetailQueryOptions = (uuid: string, viewer: string | null) =>
  queryOptions({
    queryKey: reviewKeys.partner(uuid, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<PartnerDetailResponse>(`/v3/partner/${uuid}/detail`, { signal })).item,
  });

/** A partner's page data (/partner/{uuid}): card, profile and branches. */
export function usePartnerDetail(uuid: string) {
  const { viewer } = useViewer();
  return useQuery({ ...partnerDetailQueryOptions(uuid, viewer), placeholderData: keepPreviousData });
}
