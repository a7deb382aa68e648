import type {
  HallProposeBody,
  HallReasonBody,
  HallSlotBooking,
  HallVisit,
  Inbox,
  InboxQuery,
} from '@wedding/contract/bookings';
import { BOOKINGS_API } from '@wedding/contract/bookings-constants';
import type { VisitDay } from '@wedding/contract/visit-booking';
import { apiRequest } from '../../../shared/api/client.ts';
import { CONSOLE_QUERY_KEY } from './console-api.ts';

// The hall's inbox (issue 27 §3): the paths are the contract's, already under /v3/partner-center.

export const inboxQueryKey = [...CONSOLE_QUERY_KEY, 'bookings'] as const;
export const inboxCountQueryKey = [...inboxQueryKey, 'count'] as const;

export type InboxFilters = { kind: InboxQuery['kind']; state?: string; from?: string; to?: string };

export async function fetchInbox(filters: InboxFilters, signal?: AbortSignal): Promise<Inbox> {
  return (await apiRequest<{ item: Inbox }>(BOOKINGS_API.inbox, { query: filters, signal })).item;
}

export const visitHoursQueryKey = [...inboxQueryKey, 'visit-hours'] as const;

/** The hall's bookable days and consulting hours with what is left: what the propose form offers. */
export async function fetchVisitHours(signal?: AbortSignal): Promise<VisitDay[]> {
  return (await apiRequest<{ item: VisitDay[] }>(BOOKINGS_API.hallVisitHours, { signal })).item;
}

export type InboxCount = { visits: number; bookings: number; total: number };

export async function fetchInboxCount(signal?: AbortSignal): Promise<InboxCount> {
  return (await apiRequest<{ item: InboxCount }>(BOOKINGS_API.inboxCount, { signal })).item;
}

export type VisitAnswer =
  | { action: 'confirm' | 'visited' | 'noShow' }
  | { action: 'decline' | 'cancel'; body: HallReasonBody }
  | { action: 'propose' | 'move'; body: HallProposeBody };

const VISIT_PATHS = {
  confirm: BOOKINGS_API.hallVisitConfirm,
  visited: BOOKINGS_API.hallVisitVisited,
  noShow: BOOKINGS_API.hallVisitNoShow,
  decline: BOOKINGS_API.hallVisitDecline,
  cancel: BOOKINGS_API.hallVisitCancel,
  propose: BOOKINGS_API.hallVisitPropose,
  move: BOOKINGS_API.hallVisitMove,
} as const;

export async function answerVisit(id: number, answer: VisitAnswer): Promise<HallVisit> {
  const body = 'body' in answer ? answer.body : undefined;
  return (await apiRequest<{ item: HallVisit }>(VISIT_PATHS[answer.action](id), { method: 'POST', body })).item;
}

export type SlotAnswer = { action: 'confirm' } | { action: 'decline' | 'cancel'; body: HallReasonBody };

const SLOT_PATHS = {
  confirm: BOOKINGS_API.hallSlotConfirm,
  decline: BOOKINGS_API.hallSlotDecline,
  cancel: BOOKINGS_API.hallSlotCancel,
} as const;

export async function answerSlot(id: number, answer: SlotAnswer): Promise<HallSlotBooking> {
  const body = 'body' in answer ? answer.body : undefined;
  return (await apiRequest<{ item: HallSlotBooking }>(SLOT_PATHS[answer.action](id), { method: 'POST', body })).item;
}
