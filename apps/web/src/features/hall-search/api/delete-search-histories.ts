import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchHistory } from '@wedding/contract/hall-search';
import { apiRequest } from '../../../shared/api/client.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { hallSearchKeys } from './hall-search-keys.ts';

/** DELETE /v3/book/halls/histories/{id} (one) or /v3/book/halls/histories (all); both answer 204. */
export async function deleteSearchHistories(id: number | 'all'): Promise<void> {
  const path = id === 'all' ? '/v3/book/halls/histories' : `/v3/book/halls/histories/${encodeURIComponent(id)}`;
  await apiRequest(path, { method: 'DELETE' });
}

/** Removes at once (optimistic) and puts the entries back with a toast if the server refuses. */
export function useDeleteSearchHistories() {
  const client = useQueryClient();
  const toast = useToast();
  const key = hallSearchKeys.histories();
  return useMutation({
    mutationFn: deleteSearchHistories,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<SearchHistory[]>(key);
      client.setQueryData<SearchHistory[]>(key, (list) => (id === 'all' ? [] : list?.filter((h) => h.id !== id)));
      return { previous };
    },
    onError: (error, _id, context) => {
      client.setQueryData(key, context?.previous);
      toast.show(error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
