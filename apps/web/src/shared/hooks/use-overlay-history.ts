import { useContext, useEffect, useRef } from 'react';
import { newOverlayId, OverlayHistoryContext, overlaysOf } from '../lib/overlay-entries.ts';

/**
 * Gives an overlay its own history entry while `open` (decision 0039): opening pushes one, the phone's back
 * (the entry is left) calls `onClose`, and closing by a button takes the entry off again, so back then
 * leaves the page as it would have without the overlay. Used by the shared overlay primitives; outside the
 * app's router (server render, a bare component test) it does nothing.
 */
export function useOverlayHistory(open: boolean, onClose: () => void): void {
  const history = useContext(OverlayHistoryContext);
  // Read through a ref: a new inline callback each render must not push a new entry.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open || !history) return;
    const id = newOverlayId();
    let inHistory = true;
    history.openOverlay(id);
    const unsubscribe = history.subscribe(() => {
      // Back (or forward, or a move to another page) left the overlay's entry: it closes.
      if (inHistory && !overlaysOf(history.location.state).includes(id)) {
        inHistory = false;
        closeRef.current();
      }
    });
    return () => {
      unsubscribe();
      // Closed by a button or unmounted: a no-op when the entry was already left.
      if (inHistory) history.closeOverlay(id);
    };
  }, [open, history]);
}
