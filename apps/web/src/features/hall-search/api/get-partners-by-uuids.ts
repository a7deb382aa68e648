import { useQuery } from '@tanstack/react-query';
import type { PartnersByUuidsResponse } from '@wedding/contract/hall-search';
import type { PartnerCard } from '@wedding/contract/partners';
import { apiRequest } from '../../../shared/api/client.ts';
import { isUuid } from '../../../shared/lib/uuid.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** GET /v3/200107/partners?uuids=: partner cards in the order asked; unknown uuids are left out. */
export async function getPartnersByUuids(uuids: readonly string[], signal?: AbortSignal): Promise<PartnerCard[]> {
  const body = await apiRequest<PartnersByUuidsResponse>('/v3/200107/partners', {
    query: { uuids: uuids.join(',') },
    signal,
  });
  return body.item;
}

/** The product the general search was opened from (spec §2 productId); a malformed id asks nothing. */
export function useViewedPartner(productId: string | null) {
  const valid = productId !== null && isUuid(productId);
  return useQuery({
    queryKey: hallSearchKeys.partners(valid ? [productId] : []),
    queryFn: ({ signal }) => getPartnersByUuids([productId as string], signal),
    enabled: valid,
    select: (cards) => cards[0] ?? null,
  });
}
