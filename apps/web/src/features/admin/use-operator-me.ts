import { useQuery } from '@tanstack/react-query';
import { fetchOperatorMe, operatorMeQueryKey } from './admin-api.ts';

/** The operator console's session: the operator (null when signed out). */
export function useOperatorMe() {
  return useQuery({ queryKey: operatorMeQueryKey, queryFn: fetchOperatorMe, staleTime: 60_000 });
}
