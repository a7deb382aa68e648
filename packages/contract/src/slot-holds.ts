import * as z from 'zod/mini';
import { idField, idParam } from './input-limits.ts';
import { slotSchema } from './slots.ts';

export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, SLOT_HOLD_ERROR_CODES } from './slot-holds-constants.ts';

// Slot holds and bookings (issue 12). Every write takes an Idempotency-Key header.

const int = () => z.number().check(z.int());

export const slotHoldBodySchema = z.object({ weddingDayId: idField('일정을 찾을 수 없어요.') });
export const slotHoldParamsSchema = z.object({ id: idParam('확보한 일정을 찾을 수 없어요.') });

export const HOLD_KINDS = ['HOLD', 'BOOKING'] as const;
export const HOLD_STATES = ['ACTIVE', 'CANCELLED', 'EXPIRED', 'CONVERTED'] as const;
/**
 * Where the deposit stands (issue 23): NONE (not paid yet), CHECKING (Toss's answer is being confirmed: the slot
 * stays the couple's meanwhile), PAID (Toss said DONE), FAILED (nothing was taken; the slot is free again),
 * REFUNDED (a payment we could not honour was cancelled at Toss, or is being cancelled).
 */
export const HOLD_PAYMENT_STATES = ['NONE', 'CHECKING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type HoldPaymentState = (typeof HOLD_PAYMENT_STATES)[number];

/**
 * A hold (kind HOLD, until expiresAt) or a booking (kind BOOKING). A booking with paidAt null is a request the
 * hall confirms (payments off); with paidAt it is paid.
 */
export const slotHoldSchema = z.object({
  id: int(),
  weddingDayId: int(),
  kind: z.enum(HOLD_KINDS),
  state: z.enum(HOLD_STATES),
  /** ISO instant; null for a booking. */
  expiresAt: z.nullable(z.string()),
  paymentAmount: int(),
  paidAt: z.nullable(z.string()),
  paymentState: z.enum(HOLD_PAYMENT_STATES),
  /** The order id the payment window is opened with. */
  orderId: z.nullable(z.string()),
  /** Whether the deposit can be paid online here (TOSS keys configured); otherwise a hold ends as a request. */
  paymentEnabled: z.boolean(),
  /** Toss Payments' client key for the payment window (public by design); null while payment is off. */
  paymentClientKey: z.nullable(z.string()),
  slot: slotSchema,
  createdAt: z.string(),
});
export type SlotHold = z.infer<typeof slotHoldSchema>;
export const slotHoldResponseSchema = z.object({ item: slotHoldSchema });
export type SlotHoldResponse = z.infer<typeof slotHoldResponseSchema>;

/** What the payment window's success redirect carries back (Toss: paymentKey, orderId, amount). */
export const slotHoldPayBodySchema = z.object({
  paymentKey: z.string().check(z.minLength(1), z.maxLength(200)),
  orderId: z.string().check(z.minLength(6), z.maxLength(64)),
  amount: z.number().check(z.int(), z.minimum(0)),
});
export type SlotHoldPayBody = z.infer<typeof slotHoldPayBodySchema>;
