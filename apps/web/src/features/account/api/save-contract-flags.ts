import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';
import { customerProfileQueryOptions } from './get-customer-profile.ts';

export type ContractFlags = Pick<CustomerProfile, 'hasWeddingHallContract' | 'hasSdmContract'>;

/** PUT /v3/20240404/customer/contract {hasWeddingHallContract, hasSdmContract}: both flags every time. */
export async function saveContractFlags(flags: ContractFlags): Promise<void> {
  await apiRequest('/v3/20240404/customer/contract', { method: 'PUT', body: flags });
}

/**
 * The switches flip at once (STYLE §12): cancel profile reads, snapshot, write the new flags into the cache,
 * put the snapshot back if the save fails, and re-read the profile either way.
 */
export function useSaveContractFlags(onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const { queryKey } = customerProfileQueryOptions();
  return useMutation({
    mutationFn: saveContractFlags,
    // One save at a time, in the order tapped: each sends both flags as they stood after its own tap.
    scope: { id: 'contract-flags' },
    onMutate: async (flags) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...flags });
      return { previous };
    },
    onError: (error, _flags, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
