import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyBookings, MySlotBooking, MyVisit, RefundQuote } from '@wedding/contract/bookings';
import { BOOKINGS_API, BOOKINGS_IDEMPOTENCY_HEADER } from '@wedding/contract/bookings-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { endsIntent, useIntentKey } from '../../../shared/hooks/use-intent-key.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';

// The couple's bookings (issue 27 §4). Every cache here is the signed-in customer's own and lives under
// ['bookings']; a write refreshes them all, the visit pages' ['visits'] and the slot lists' ['slots'] (a cancel
// reopens a slot or an hour at once).
const keys = {
  all: ['bookings'] as const,
  mine: (viewer: string | null) => [...keys.all, 'mine', viewer] as const,
  quote: (id: number, viewer: string | null) => [...keys.all, 'quote', id, viewer] as const,
};

/** How often the list is read again while a refund is pending. */
export const REFUND_POLL_MS = 5_000;

export function useMyBookings() {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.mine(viewer),
    queryFn: async ({ signal }) => (await apiRequest<{ item: MyBookings }>(BOOKINGS_API.mine, { signal })).item,
    enabled: viewer !== null,
    staleTime: 0,
    // While a refund is on its way through Toss, read again until it says '환불 완료'.
    refetchInterval: (query) =>
      query.state.data?.bookings.some((b) => b.refund?.state === 'REFUND_PENDING') ? REFUND_POLL_MS : false,
  });
}

/** What cancelling now gives back, by the hall's table; read afresh each time the confirm sheet opens. */
export function useRefundQuote(id: number, enabled: boolean) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.quote(id, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ item: RefundQuote }>(BOOKINGS_API.mySlotRefundQuote(id), { signal })).item,
    enabled: enabled && viewer !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: ['visits'] }),
      queryClient.invalidateQueries({ queryKey: ['slots'] }),
    ]);
}

export type VisitAction = 'accept' | 'decline' | 'cancel';
const VISIT_PATHS: Record<VisitAction, (id: number) => string> = {
  accept: BOOKINGS_API.myVisitAccept,
  decline: BOOKINGS_API.myVisitDecline,
  cancel: BOOKINGS_API.myVisitCancel,
};

/** Accept or decline the hall's proposed time (one tap each), or cancel the visit; the answer is the visit. */
export function useVisitAction(action: VisitAction) {
  const refresh = useRefreshAll();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest<{ item: MyVisit }>(VISIT_PATHS[action](id), {
          method: 'POST',
          headers: { [BOOKINGS_IDEMPOTENCY_HEADER]: intent.for([action, id]) },
        })
      ).item,
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
      return refresh();
    },
  });
}

/** Cancels a slot booking, echoing the refund the couple was shown (the server answers 409 if it moved). */
export function useCancelSlotBooking() {
  const refresh = useRefreshAll();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: async ({ id, expectedRefund }: { id: number; expectedRefund: number }) =>
      (
        await apiRequest<{ item: MySlotBooking }>(BOOKINGS_API.mySlotCancel(id), {
          method: 'POST',
          body: { expectedRefund },
          headers: { [BOOKINGS_IDEMPOTENCY_HEADER]: intent.for([id, expectedRefund]) },
        })
      ).item,
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
      return refresh();
    },
  });
}
