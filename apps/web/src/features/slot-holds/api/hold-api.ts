import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type SlotHold, slotHoldResponseSchema } from '@wedding/contract/slot-holds';
import { useRef } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';

const keys = { one: (id: number, viewer: string | null) => ['slot-holds', id, viewer] as const };

/**
 * One Idempotency-Key per intent: a retry of the same tap (a lost answer, a double tap) reuses it and gets the
 * first answer back; the next intent takes a new key.
 */
function useIntentKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= crypto.randomUUID();
      return key.current;
    },
    done: () => {
      key.current = null;
    },
  };
}

async function write(path: string, method: 'POST' | 'DELETE', key: string, body?: unknown): Promise<SlotHold> {
  return (
    await apiRequest(path, { method, body, headers: { [IDEMPOTENCY_HEADER]: key }, schema: slotHoldResponseSchema })
  ).item;
}

export function useHold(id: number) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.one(id, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/v3/book/slot-holds/${id}`, { schema: slotHoldResponseSchema, signal })).item,
    enabled: viewer !== null,
  });
}

/** Holds a slot (issue 12); the answer is the hold with its expiry. */
export function useCreateHold() {
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (weddingDayId: number) => write('/v3/book/slot-holds', 'POST', intent.current(), { weddingDayId }),
    onSettled: (_data, error) => {
      // A network failure keeps the key, so trying again cannot make a second hold.
      if (!error || (error as { status?: number }).status) intent.done();
    },
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
      write(`/v3/book/slot-holds/${id}/pay`, 'POST', `pay-${body.paymentKey}`.slice(0, 100), body),
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
        ? write(`/v3/book/slot-holds/${id}/request`, 'POST', intent.current())
        : write(`/v3/book/slot-holds/${id}`, 'DELETE', intent.current()),
    onSuccess: (hold) => {
      queryClient.setQueryData(keys.one(id, viewer), hold);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
    onSettled: (_data, error) => {
      if (!error || (error as { status?: number }).status) intent.done();
    },
  });
}
