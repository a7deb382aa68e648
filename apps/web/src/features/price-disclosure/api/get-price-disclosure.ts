import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceDisclosure, PriceDisclosureResponse } from '@wedding/contract/price-disclosure';
import { guestDisclosurePath } from '@wedding/contract/price-disclosure-constants';
import { apiRequest } from '../../../shared/api/client.ts';

export async function getPriceDisclosure(partnerUuid: string, signal?: AbortSignal): Promise<PriceDisclosure | null> {
  return (await apiRequest<PriceDisclosureResponse>(guestDisclosurePath(partnerUuid), { signal })).item;
}

/**
 * A hall's published disclosure (issue 26 §3). Nothing in it is the viewer's, so no viewer in the key: the
 * server renders it as a guest for the info tab (and with JavaScript off), and the hold page reads the same.
 */
export const priceDisclosureQueryOptions = (partnerUuid: string) =>
  queryOptions({
    queryKey: ['price-disclosure', partnerUuid] as const,
    queryFn: ({ signal }) => getPriceDisclosure(partnerUuid, signal),
  });

export function usePriceDisclosure(partnerUuid: string) {
  return useQuery(priceDisclosureQueryOptions(partnerUuid));
}
