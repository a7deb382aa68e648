import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultingResponse } from '@wedding/contract/hall-detail';
import type {
  ActiveVisitResponse,
  VisitReservationBody,
  VisitReservationResponse,
  VisitReservationsResponse,
  VisitSlotsResponse,
} from '@wedding/contract/visit-booking';
import { VISIT_IDEMPOTENCY_HEADER } from '@wedding/contract/visit-booking-constants';
import { apiRequest } from '../../../shared/api/client.ts';
import { endsIntent, useIntentKey } from '../../../shared/hooks/use-intent-key.ts';
import { useViewer } from '../../../shared/stores/user-store.ts';

// Every visit-booking cache is the signed-in customer's own and lives under ['visits'], so a booking or a
// cancel refreshes them all at once.
const keys = {
  all: ['visits'] as const,
  consulting: (partnerId: number) => [...keys.all, 'consulting', partnerId] as const,
  slots: (partnerId: number, viewer: string | null) => [...keys.all, 'slots', partnerId, viewer] as const,
  active: (partnerId: number, viewer: string | null) => [...keys.all, 'active', partnerId, viewer] as const,
  mine: (viewer: string | null) => [...keys.all, 'mine', viewer] as const,
  one: (id: number, viewer: string | null) => [...keys.all, 'one', id, viewer] as const,
};

/** What the hall takes bookings with (spec §3 hall): deposit, notice, personnel, open dates; null if none. */
export function useConsulting(partnerId: number) {
  return useQuery({
    queryKey: keys.consulting(partnerId),
    queryFn: async ({ signal }) =>
      (await apiRequest<ConsultingResponse>(`/v3/book/consulting/${partnerId}`, { signal })).data.data,
  });
}

export function useVisitSlots(partnerId: number, enabled: boolean) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.slots(partnerId, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<VisitSlotsResponse>(`/v3/book/consulting/${partnerId}/visit-slots`, { signal })).item,
    enabled: enabled && viewer !== null,
    staleTime: 0,
  });
}

/** The duplicate-reservation check that runs before the form opens (spec §4 'New reservation'). */
export function useActiveVisit(partnerId: number) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.active(partnerId, viewer),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<ActiveVisitResponse>(`/v3/book/consulting/${partnerId}/visit-reservation`, {
          signal,
        })
      ).item,
    enabled: viewer !== null,
    staleTime: 0,
  });
}

export function useMyVisits() {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.mine(viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<VisitReservationsResponse>('/v3/book/visit-reservations', { signal })).item,
    enabled: viewer !== null,
    staleTime: 0,
  });
}

export function useVisit(id: number) {
  const { viewer } = useViewer();
  return useQuery({
    queryKey: keys.one(id, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<VisitReservationResponse>(`/v3/book/visit-reservations/${id}`, { signal })).item,
    enabled: viewer !== null,
  });
}

/** Books; the form's submit retried after a network failure carries the same Idempotency-Key. */
export function useBookVisit() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: async (body: VisitReservationBody) =>
      (
        await apiRequest<VisitReservationResponse>('/v3/book/visit-reservations', {
          method: 'POST',
          body,
          headers: { [VISIT_IDEMPOTENCY_HEADER]: intent.for(body) },
        })
      ).item,
    // Not awaited: the form's own onSuccess must run (and leave for the confirmation) before the refreshed
    // duplicate check re-renders the page as 'already booked' and unmounts the form.
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

/** Cancels; a retry after a network failure carries the same key and gets the cancel's answer, not a 404. */
export function useCancelVisit() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest<VisitReservationResponse>(`/v3/book/visit-reservations/${id}`, {
          method: 'DELETE',
          headers: { [VISIT_IDEMPOTENCY_HEADER]: intent.for(id) },
        })
      ).item,
    onSettled: (_data, error) => {
      if (endsIntent(error)) intent.done();
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
