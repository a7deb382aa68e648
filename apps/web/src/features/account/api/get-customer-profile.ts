import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfile, CustomerProfileResponse } from '@wedding/contract/account-responses';
import { apiRequest } from '../../../shared/api/client.ts';

export const PROFILE_PATH = '/v3/20240404/customer';

/** GET /v3/20240404/customer: the signed-in customer's own profile. */
export async function getCustomerProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  const body = await apiRequest<CustomerProfileResponse>(PROFILE_PATH, { signal });
  return body.item;
}

export const customerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'] as const,
    queryFn: ({ signal }) => getCustomerProfile(signal),
  });

/** Only once the user is known to be signed in: a guest's call would just be refused. */
export function useCustomerProfile(enabled: boolean) {
  return useQuery({ ...customerProfileQueryOptions(), enabled });
}
