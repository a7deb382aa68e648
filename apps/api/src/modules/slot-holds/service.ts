import type { SlotHold, SlotHoldPayBody } from '@wedding/contract/slot-holds';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import { slotNotFound } from '../slots/errors.ts';
import type { SlotService } from '../slots/service.ts';
import {
  amountMismatch,
  contractNotUsed,
  holdExpired,
  holdNotFound,
  paidBookingCancel,
  paymentFailed,
  paymentOff,
  paymentRequired,
  refundedAfterExpiry,
  slotAlreadyHeld,
  slotNotAvailable,
} from './errors.ts';
import type { HoldRepository, HoldRow } from './repository.ts';
import type { TossClient } from './toss-client.ts';

export type SlotHoldService = {
  /** Holds an OPEN slot of a contract hall for the configured minutes (409 when someone else holds it). */
  hold(customerId: number, weddingDayId: number): Promise<SlotHold>;
  find(customerId: number, id: number): Promise<SlotHold>;
  /**
   * Payments off: the hold ends as a booking request that the hall confirms (issue 12). 409 HOLD_EXPIRED when
   * its time ran out first.
   */
  requestBooking(customerId: number, id: number): Promise<SlotHold>;
  /**
   * Pays the deposit: the amount must be the hold's own (never the client's figure), Toss confirms it, and the
   * hold becomes a paid booking. A refused payment frees the slot; a payment that lands after the hold expired
   * is cancelled (refunded) at Toss and answered 409 HOLD_EXPIRED.
   */
  pay(customerId: number, id: number, body: SlotHoldPayBody): Promise<SlotHold>;
  cancel(customerId: number, id: number): Promise<SlotHold>;
  /** The periodic sweep: expires lapsed holds and frees their slots. */
  expireStale(): Promise<number>;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createSlotHoldService(deps: {
  repository: HoldRepository;
  slots: Pick<SlotService, 'findSlot'>;
  holdMinutes: number;
  /** Toss Payments, when its keys are configured; without it holds end as booking requests. */
  payments: { client: TossClient; clientKey: string } | null;
  now?: () => Date;
}): SlotHoldService {
  const now = deps.now ?? (() => new Date());
  const repo = deps.repository;

  const present = async (row: HoldRow, customerId: number): Promise<SlotHold> => {
    // A hold past its time reads as expired at once; the sweep or the next attempt on the slot writes it down.
    const lapsed =
      row.state === 'ACTIVE' && row.kind === 'HOLD' && row.expires_at !== null && new Date(row.expires_at) <= now();
    // The detail is a superset of the card; the response schema keeps the card's fields.
    const slot = await deps.slots.findSlot(Number(row.wedding_day_id), customerId);
    return {
      id: Number(row.id),
      weddingDayId: Number(row.wedding_day_id),
      kind: row.kind,
      state: lapsed ? 'EXPIRED' : row.state,
      expiresAt: iso(row.expires_at),
      paymentAmount: row.payment_amount,
      paidAt: iso(row.paid_at),
      orderId: row.order_id,
      paymentEnabled: deps.payments !== null,
      paymentClientKey: deps.payments?.clientKey ?? null,
      slot,
      createdAt: iso(row.created_at)!,
    };
  };

  const mine = async (customerId: number, id: number) => {
    const row = await repo.find(customerId, id);
    if (!row) throw holdNotFound();
    return row;
  };

  return {
    async hold(customerId, weddingDayId) {
      const at = now();
      const result = await repo.hold({
        customerId,
        weddingDayId,
        now: at,
        expiresAt: new Date(at.getTime() + deps.holdMinutes * 60_000),
        today: seoulToday(at),
      });
      if (!result.ok) {
        if (result.reason === 'not-found') throw slotNotFound();
        if (result.reason === 'held') throw slotAlreadyHeld();
        if (result.reason === 'no-contract') throw contractNotUsed();
        throw slotNotAvailable();
      }
      return present((await repo.find(customerId, result.id))!, customerId);
    },

    async find(customerId, id) {
      return present(await mine(customerId, id), customerId);
    },

    async requestBooking(customerId, id) {
      // With online payment on, a hold is booked by paying its deposit.
      if (deps.payments && (await mine(customerId, id)).payment_amount > 0) throw paymentRequired();
      const row = await repo.convert({ customerId, id, now: now(), paid: null });
      if (row) return present(row, customerId);
      const current = await mine(customerId, id);
      if (current.kind === 'HOLD') throw holdExpired();
      return present(current, customerId);
    },

    async pay(customerId, id, body) {
      if (!deps.payments) throw paymentOff();
      const hold = await mine(customerId, id);
      if (hold.kind !== 'HOLD' || hold.state !== 'ACTIVE') throw holdExpired();
      if (body.orderId !== hold.order_id || body.amount !== hold.payment_amount) throw amountMismatch();
      const { client } = deps.payments;
      const confirmed = await client.confirm({ ...body, idempotencyKey: `confirm-${body.orderId}` });
      if (!confirmed.ok) {
        // issue 12: a failed payment frees the slot.
        await repo.cancel(customerId, id, now());
        throw paymentFailed(confirmed.failure.message);
      }
      const booked = await repo.convert({ customerId, id, now: now(), paid: { paymentKey: body.paymentKey } });
      if (booked) return present(booked, customerId);
      // The hold ran out while the customer was in the payment window: give the money back.
      await client.cancel({
        paymentKey: body.paymentKey,
        cancelReason: '확보 시간 만료',
        idempotencyKey: `cancel-${body.orderId}`,
      });
      throw refundedAfterExpiry();
    },

    async cancel(customerId, id) {
      const row = await repo.cancel(customerId, id, now());
      if (row) return present(row, customerId);
      const current = await mine(customerId, id);
      if (current.state === 'ACTIVE' && current.paid_at !== null) throw paidBookingCancel();
      return present(current, customerId);
    },

    expireStale: () => repo.expireStale(now()),
  };
}
