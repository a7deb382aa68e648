import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

// Counted so a modal opened over a bottom sheet does not unlock the page when it closes first.
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
