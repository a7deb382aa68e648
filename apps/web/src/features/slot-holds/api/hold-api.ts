import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotHold, SlotHoldResponse } from '@wedding/contract/slot-holds';
import { SLOT_HOLD_ERROR_CODES } from '@wedding/contract/slot-holds-constants';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { endsIntent, useIntentKey } from '../../../shared/hooks/use-intent-key.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';
import { writeHold } from './hold-write.ts';

const keys = { one: (id: number, viewer: string | null) => ['slot-holds', id, viewer] as const };

/** How often a hold is read again while the server confirms its payment with Toss (it settles within ~30 s). */
export const PAYMENT_CHECK_INTERVAL_MS = 2_000;

/** Whether the server said another payment of this hold is in flight (409): the hold reads CHECKING meanwhile. */
export function isPaymentInProgress(error: unknown): boolean {
  return isApiError(error) && error.code === SLOT_HOLD_ERROR_CODES.PAYMENT_IN_PROGRESS;
}

export function useHold(id: number) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.one(id, viewer),
    queryFn: async ({ signal }) => (await apiRequest<SlotHoldResponse>(`/v3/book/slot-holds/${id}`, { signal })).item,
    enabled: viewer !== null,
    // While Toss's answer is being confirmed, read the hold again until it is booked, refunded or released.
    refetchInterval: (query) => (query.state.data?.paymentState === 'CHECKING' ? PAYMENT_CHECK_INTERVAL_MS : false),
  });
}

/**
 * Confirms the payment the Toss window approved. The Idempotency-Key is derived from the payment key, so the
 * same redirect opened twice (a reload, a back button) confirms once. The answer is the paid booking (200) or the
 * hold in paymentState CHECKING (202: Toss has not answered yet; the hold is then polled until it settles).
 */
export function usePayHold(id: number) {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const key = keys.one(id, viewer);
  return useMutation({
    mutationFn: (body: { paymentKey: string; orderId: string; amount: number }) =>
      writeHold(`/v3/book/slot-holds/${id}/pay`, 'POST', `pay-${body.paymentKey}`.slice(0, 100), body),
    onSuccess: async (hold) => {
      // The page's first read may still be on its way with the hold as it was before paying: the answer wins.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, hold);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
    onError: (error) => {
      if (!isPaymentInProgress(error)) return;
      // Another payment of this hold is in flight (a second tab, a reopened return page): wait for it like a 202.
      queryClient.setQueryData<SlotHold>(key, (hold) =>
        hold?.kind === 'HOLD' && hold.state === 'ACTIVE' ? { ...hold, paymentState: 'CHECKING' } : hold,
      );
      void queryClient.invalidateQueries({ queryKey: key });
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
        ? writeHold(`/v3/book/slot-holds/${id}/request`, 'POST', intent.for(action))
        : writeHold(`/v3/book/slot-holds/${id}`, 'DELETE', intent.for(action)),
    onSuccess: (hold) => {
      queryClient.setQueryData(keys.one(id, viewer), hold);
      void queryClient.invalidateQueries({ queryKey: ['slots'] });
    },
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
    },
  });
}
