import { useQuery } from '@tanstack/react-query';
import type { ConsoleSlot, SlotPriceBody } from '@wedding/contract/partner-calendar';
import { CONSOLE_QUERY_KEY, consoleRequest } from '../api/console-api.ts';

// The console calendar's calls (issue 26 §2), under /v3/partner-center/calendar.

export type CalendarHalls = { lastDate: string; today: string; halls: { id: number; name: string }[] };
export type BulkResult = { count: number; skippedTaken: number; message: string };
export type BulkBody = {
  from: string;
  to: string;
  days?: string[];
  times?: string[];
  change: Partial<SlotPriceBody>;
};

export const calendarKey = [...CONSOLE_QUERY_KEY, 'calendar'] as const;
const monthKey = (hallId: number, month: string) => [...calendarKey, 'month', hallId, month] as const;

export function useCalendarHalls() {
  return useQuery({
    queryKey: [...calendarKey, 'halls'],
    queryFn: async () => (await consoleRequest<{ item: CalendarHalls }>('/calendar/halls')).item,
  });
}

export function useMonthSlots(hallId: number | null, month: string) {
  return useQuery({
    queryKey: monthKey(hallId ?? 0, month),
    enabled: hallId !== null,
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ item: { slots: ConsoleSlot[] } }>(
          `/calendar/halls/${hallId}/month?month=${encodeURIComponent(month)}`,
          { signal },
        )
      ).item.slots,
  });
}

export async function openSlot(hallId: number, body: { date: string; time: string; price: SlotPriceBody }) {
  return (await consoleRequest<{ item: ConsoleSlot }>(`/calendar/halls/${hallId}/slots`, { method: 'PUT', body })).item;
}

export async function patchSlot(slotId: number, body: { open?: boolean; price?: SlotPriceBody }) {
  return (await consoleRequest<{ item: ConsoleSlot }>(`/calendar/slots/${slotId}`, { method: 'PATCH', body })).item;
}

export async function previewBulk(hallId: number, body: BulkBody) {
  return (
    await consoleRequest<{ item: BulkResult }>(`/calendar/halls/${hallId}/bulk-price/preview`, { method: 'POST', body })
  ).item;
}

/** The same key for a retry of the same edit: the server applies it once. */
export async function applyBulk(hallId: number, body: BulkBody, idempotencyKey: string) {
  return (
    await consoleRequest<{ item: BulkResult }>(`/calendar/halls/${hallId}/bulk-price`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).item;
}
