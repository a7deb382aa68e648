import type { Slot } from '@wedding/contract/slots';
import { type ReactNode, useMemo } from 'react';
import { useWindowRange } from '../hooks/use-window-range.ts';
import { SlotCard } from './slot-card.tsx';

// A card is about this tall at 375 px (104 px photo, padding, price row); real heights are measured.
const ESTIMATED_CARD_PX = 203;
// Rendered beyond each edge of the screen (about six cards), so a fling does not show blanks.
const OVERSCAN_PX = 1200;
// Cards visible on a 375 × 812 screen below the chips, total and banner: their photos load eagerly.
const ABOVE_THE_FOLD = 3;

type Props = {
  slots: readonly Slot[];
  /** Identifies the list (its query): measured heights are kept per list. */
  listKey: string;
  onShowPrice: (slot: Slot) => void;
  /** An extra action on each card (see SlotList's cardAction). */
  cardAction?: (slot: Slot) => ReactNode;
};

/**
 * The loaded slot cards, windowed on the page's own scroll (issue 9: a long scroll once kept 990+ cards in
 * the DOM). Only the cards near the screen are rendered, inside a list as tall as all of them, so the page
 * height (what the 60 % paging rule reads) and scroll restoration behave as before.
 */
export function SlotWindow({ slots, listKey, onShowPrice, cardAction }: Props) {
  const keys = useMemo(() => slots.map((slot) => slot.weddingDayId), [slots]);
  const range = useWindowRange({ keys, listKey, estimatePx: ESTIMATED_CARD_PX, overscanPx: OVERSCAN_PX });
  return (
    <ul
      ref={range.listRef}
      className="slot-list__cards slot-list__cards--windowed"
      data-testid="slot-list"
      style={{ height: range.totalHeight }}
    >
      {range.items.map(({ index, key, offset }) => {
        const slot = slots[index];
        if (!slot) return null;
        return (
          <SlotCard
            key={key}
            slot={slot}
            onShowPrice={onShowPrice}
            priority={index < ABOVE_THE_FOLD}
            action={cardAction?.(slot)}
            windowed={{ index, total: slots.length, offset, measure: range.measure(key) }}
          />
        );
      })}
    </ul>
  );
}
