import type { Slot } from '@wedding/contract/slots';
import { useState } from 'react';
import { PriceModal } from './deferred-sheets.tsx';
import { SlotCard } from './slot-card.tsx';
import './slots.css';

type Props = {
  slots: readonly (Slot & { available?: boolean })[];
  testId?: string;
};

/** A list of slot cards with their price detail (home highlights, an individual hall's slots, favourites). */
export function SlotCards({ slots, testId }: Props) {
  const [priceSlot, setPriceSlot] = useState<Slot | null>(null);
  return (
    <>
      <ul className="slot-list__cards" data-testid={testId}>
        {slots.map((slot) => (
          <SlotCard
            key={slot.weddingDayId}
            slot={slot}
            onShowPrice={setPriceSlot}
            unavailable={slot.available === false}
          />
        ))}
      </ul>
      <PriceModal open={priceSlot !== null} slot={priceSlot} onClose={() => setPriceSlot(null)} />
    </>
  );
}
