import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { slotHoldResponseSchema } from '@wedding/contract/slot-holds';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { endsIntent, useIntentKey } from '../lib/intent-key.ts';
import { writeHold } from './hold-write.ts';

const keys = { one: (id: number, viewer: string | null) => ['slot-holds', id, viewer] as const };

export function useHold(id: number) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.one(id, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/v3/book/slot-holds/${id}`, { schema: slotHoldResponseSchema, signal })).item,
    enabled: viewer !== null,
  });
}

/**
 * Confirms the payment the Toss window approved. The Idempotency-Key is derived from the payment key, so the
 * same redirect opened twice (a reload, a back button) confirms once.
 */
export function usePayHold(id: number) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  return useMutation({
    mutationFn: (body: { paymentKey: string; orderId: string; amount: number }) =>
      writeHold(`/v3/book/slot-holds/${id}/pay`, 'POST', `pay-${body.paymentKey}`.slice(0, 100), body),
    onSuccess: (hold) => {
      queryClient.setQueryData(keys.one(id, viewer), hold);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
  });
}

/** Request booking (payments off) or cancel; the hold's cache takes the answer. */
export function useHoldAction(id: number, action: 'request' | 'cancel') {
  const intent = useIntentKey();
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  return useMutation({
    mutationFn: () =>
      action === 'request'
        ? writeHold(`/v3/book/slot-holds/${id}/request`, 'POST', intent.current())
        : writeHold(`/v3/book/slot-holds/${id}`, 'DELETE', intent.current()),
    onSuccess: (hold) => {
      queryClient.setQueryData(keys.one(id, viewer), hold);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
    },
  });
}
