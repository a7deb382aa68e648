import { useQuery } from '@tanstack/react-query';
import type {
  BulkPriceBody,
  BulkResult,
  CalendarHalls,
  ConsoleSlot,
  GenerateResult,
  PriceRule,
  PriceRuleBody,
  SlotPriceBody,
  WeeklyPlan,
} from '@wedding/contract/partner-calendar';
import { CONSOLE_QUERY_KEY, consoleRequest } from '../api/console-api.ts';

// The console calendar's calls (issue 26 §2), under /v3/partner-center/calendar.

// The shapes are the contract's (decision 0037: the server answers with its schemas; the web takes their types).
export type {
  BulkResult,
  CalendarHalls,
  GenerateResult,
  PriceRule,
  PriceRuleBody,
  WeeklyPlan,
} from '@wedding/contract/partner-calendar';
export type BulkBody = BulkPriceBody;

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

export function useCalendarSetup(hallId: number) {
  return useQuery({
    queryKey: [...calendarKey, 'setup', hallId],
    queryFn: async () =>
      (await consoleRequest<{ item: { plan: WeeklyPlan; rules: PriceRule[] } }>(`/calendar/halls/${hallId}/setup`))
        .item,
  });
}

export async function savePlan(hallId: number, plan: WeeklyPlan) {
  return (await consoleRequest<{ item: WeeklyPlan }>(`/calendar/halls/${hallId}/plan`, { method: 'PUT', body: plan }))
    .item;
}

export async function addRule(hallId: number, body: PriceRuleBody) {
  return (await consoleRequest<{ item: PriceRule }>(`/calendar/halls/${hallId}/rules`, { method: 'POST', body })).item;
}

export async function deleteRule(hallId: number, ruleId: number) {
  await consoleRequest(`/calendar/halls/${hallId}/rules/${ruleId}`, { method: 'DELETE' });
}

export async function previewGenerate(hallId: number) {
  return (
    await consoleRequest<{ item: GenerateResult }>(`/calendar/halls/${hallId}/generate/preview`, { method: 'POST' })
  ).item;
}

export async function applyGenerate(hallId: number, idempotencyKey: string) {
  return (
    await consoleRequest<{ item: GenerateResult }>(`/calendar/halls/${hallId}/generate`, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).item;
}
