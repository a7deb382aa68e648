import type { Slot } from '@wedding/contract/slots';
import { useHoldSlot } from '../hooks/use-hold-slot.ts';
import './slot-holds.css';

/** '즉시 확보' on a slot card (issue 12): holds the slot and opens its hold page. */
export function HoldSlotButton({ weddingDayId, label }: { weddingDayId: number; label: string }) {
  const { hold, pending } = useHoldSlot();
  return (
    <button
      type="button"
      className="slot-card__hold"
      aria-label={`${label} 즉시 확보`}
      disabled={pending}
      onClick={() => hold(weddingDayId)}
    >
      즉시 확보
    </button>
  );
}

/**
 * The slot lists' card action: '즉시 확보' on the slots of halls that take contracts (issue 12), nothing on the
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
