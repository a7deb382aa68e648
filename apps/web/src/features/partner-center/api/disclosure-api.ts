import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceDisclosure, PriceDisclosureBody, PriceDisclosureResponse } from '@wedding/contract/price-disclosure';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

const disclosureKey = [...CONSOLE_QUERY_KEY, 'disclosure'] as const;

/** The hall's disclosure as published, or null before its first publish (issue 26 §3). */
export function useConsoleDisclosure() {
  return useQuery({
    queryKey: disclosureKey,
    queryFn: async ({ signal }) => (await consoleRequest<PriceDisclosureResponse>('/disclosure', { signal })).item,
  });
}

/** Publishes the whole disclosure; the answer becomes the cached one. A 400 carries the rule's Korean reason. */
export function usePublishDisclosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PriceDisclosureBody): Promise<PriceDisclosure> =>
      (await consoleRequest<{ item: PriceDisclosure }>('/disclosure', { method: 'PUT', body })).item!,
    onSuccess: (saved) => queryClient.setQueryData(disclosureKey, saved),
  });
}
