import { useQuery } from '@tanstack/react-query';
import { fetchStaffMe, staffMeQueryKey } from '../api/console-api.ts';

/** The console's session: the staff member (null when signed out), loaded once per screen visit. */
export function useStaffMe() {
  return useQuery({ queryKey: staffMeQueryKey, queryFn: fetchStaffMe, staleTime: 60_000 });
}
