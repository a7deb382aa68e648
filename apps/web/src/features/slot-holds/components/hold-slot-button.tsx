import type { Slot } from '@wedding/contract/slots';
import { INSTANT_HOLD_LABEL } from '@wedding/domain/enums';
import { useHoldSlot } from '../hooks/use-hold-slot.ts';
import './slot-holds.css';

/** '즉시 잔여일정 확보' on a slot card (the feature's one name, as on the badge and the hold page) (issue 12): holds the slot and opens its hold page. */
export function HoldSlotButton({ weddingDayId, label }: { weddingDayId: number; label: string }) {
  const { hold, pending } = useHoldSlot();
  return (
    <button
      type="button"
      className="slot-card__hold"
      aria-label={`${label} ${INSTANT_HOLD_LABEL}`}
      disabled={pending}
      onClick={() => hold(weddingDayId)}
    >
      {INSTANT_HOLD_LABEL}
    </button>
  );
}

/**
 * The slot lists' card action: '즉시 잔여일정 확보' on the slots of halls that take contracts (issue 12), nothing on the
 * rest (they are asked for through the slot's page).
 */
export function holdSlotAction(slot: Slot) {
  return slot.contractUsed ? (
    <HoldSlotButton
      weddingDayId={slot.weddingDayId}
      label={`${slot.hallName} ${slot.weddingDate} ${slot.weddingTime}`}
    />
  ) : null;
}
