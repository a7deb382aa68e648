// Bookings between a couple and a hall (issue 27): paths and error codes, zod-free so pages that only read can
// import them. bookings.ts re-exports them with the schemas.
import { PARTNER_CENTER_API } from './partner-center-path.ts';

export {
  BOOKING_STATE_LABELS,
  DEADLINE_MISSED_MESSAGE,
  HALL_REASON_VALUES,
  HALL_REASONS,
  REFUND_STATE_LABELS,
  REFUND_STATES,
  reasonLabel,
  VISIT_STATE_LABELS,
} from '@wedding/domain/booking-labels';
export { BOOKING_STATES, VISIT_STATES } from '@wedding/domain/booking-lifecycle';

/** Every couple write carries an Idempotency-Key header, like the visit and hold writes (decision 0033). */
export const BOOKINGS_IDEMPOTENCY_HEADER = 'idempotency-key';

const MY = '/v3/book/bookings';
const HALL = `${PARTNER_CENTER_API}/bookings`;

/**
 * The couple's routes (customer session) and the hall inbox's routes (console session, roles MESSAGES, MANAGER,
 * OWNER). `:id` is the visit reservation's id under /visits and the slot booking's (slot hold's) id under /slots.
 */
export const BOOKINGS_API = {
  /** GET: my visits and slot bookings with state, deadline, history, receipt and refund. */
  mine: MY,
  /** GET: one of my visits. */
  myVisit: (id: number | string) => `${MY}/visits/${id}`,
  /** POST (no body): cancel my visit. */
  myVisitCancel: (id: number | string) => `${MY}/visits/${id}/cancel`,
  /** POST (no body): take the hall's proposed time. */
  myVisitAccept: (id: number | string) => `${MY}/visits/${id}/accept-proposal`,
  /** POST (no body): refuse the hall's proposed time (the visit ends CANCELLED_BY_COUPLE). */
  myVisitDecline: (id: number | string) => `${MY}/visits/${id}/decline-proposal`,
  /** GET: one of my slot bookings. */
  mySlot: (id: number | string) => `${MY}/slots/${id}`,
  /** GET: what cancelling now gives back, from the hall's disclosed penalty table. */
  mySlotRefundQuote: (id: number | string) => `${MY}/slots/${id}/refund-quote`,
  /** POST { expectedRefund }: cancel my slot booking; 409 REFUND_CHANGED when the figure moved. */
  mySlotCancel: (id: number | string) => `${MY}/slots/${id}/cancel`,

  /** GET ?kind&state&from&to: the inbox of the staff's hall. */
  inbox: HALL,
  /** GET: what waits for the hall's answer (the dashboard's count). */
  inboxCount: `${HALL}/count`,
  hallVisit: (id: number | string) => `${HALL}/visits/${id}`,
  hallVisitConfirm: (id: number | string) => `${HALL}/visits/${id}/confirm`,
  /** POST { reasonCode, reasonText }. */
  hallVisitDecline: (id: number | string) => `${HALL}/visits/${id}/decline`,
  /** GET: the hall's bookable days and consulting hours with what is left (the propose form's picker). */
  hallVisitHours: `${HALL}/visit-hours`,
  /** POST { visitDate, visitTime }: one of visit-hours' available hours. */
  hallVisitPropose: (id: number | string) => `${HALL}/visits/${id}/propose`,
  /** POST { visitDate, visitTime }: move a CONFIRMED visit to another available hour (it stays CONFIRMED). */
  hallVisitMove: (id: number | string) => `${HALL}/visits/${id}/move`,
  hallVisitVisited: (id: number | string) => `${HALL}/visits/${id}/visited`,
  hallVisitNoShow: (id: number | string) => `${HALL}/visits/${id}/no-show`,
  /** POST { reasonCode, reasonText }. */
  hallVisitCancel: (id: number | string) => `${HALL}/visits/${id}/cancel`,
  hallSlot: (id: number | string) => `${HALL}/slots/${id}`,
  hallSlotConfirm: (id: number | string) => `${HALL}/slots/${id}/confirm`,
  /** POST { reasonCode, reasonText }: a full refund of what was paid. */
  hallSlotDecline: (id: number | string) => `${HALL}/slots/${id}/decline`,
  /** POST { reasonCode, reasonText }: a full refund of what was paid. */
  hallSlotCancel: (id: number | string) => `${HALL}/slots/${id}/cancel`,
} as const;

export const BOOKING_ERROR_CODES = {
  /** Not mine (couple) or not this hall's (console), or none at all: the same 404 either way. */
  VISIT_NOT_FOUND: 'VISIT_NOT_FOUND',
  BOOKING_NOT_FOUND: 'BOOKING_NOT_FOUND',
  /** The transition does not apply in the current state (someone else acted first, or it has ended). */
  VISIT_NOT_OPEN: 'VISIT_NOT_OPEN',
  BOOKING_NOT_OPEN: 'BOOKING_NOT_OPEN',
  /** A decline or cancel by the hall without a reason (or OTHER without text). */
  REASON_REQUIRED: 'REASON_REQUIRED',
  /** A proposed visit time not after now (400). */
  PROPOSAL_IN_PAST: 'PROPOSAL_IN_PAST',
  /** A proposed time that is not one of the hall's consulting hours on a bookable day, or the time already asked (422). */
  PROPOSAL_UNAVAILABLE: 'PROPOSAL_UNAVAILABLE',
  /** A confirmed visit moved to the time it already has (422). */
  MOVE_SAME_TIME: 'MOVE_SAME_TIME',
  /** A proposed consulting hour with no place left (409). */
  PROPOSAL_HOUR_FULL: 'PROPOSAL_HOUR_FULL',
  /** Visited / no-show before the visit time. */
  VISIT_NOT_YET: 'VISIT_NOT_YET',
  /** The refund the couple saw is no longer the server's figure (a day passed, the table changed): quote again. */
  REFUND_CHANGED: 'REFUND_CHANGED',
  /** A payment of this booking is still being confirmed with Toss: try again in a moment. */
  PAYMENT_IN_PROGRESS: 'PAYMENT_IN_PROGRESS',
} as const;
