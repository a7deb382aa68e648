import { TOAST_RAISED_Z_INDEX_MS } from '@wedding/domain/constants';
import { useEffect, useState } from 'react';
import { useToastStore } from '../stores/toast-store.ts';
import './toast.css';

/**
 * Renders the current toast. The live region stays mounted so screen readers announce each new text.
 * Spec §9: the toast's z-index is raised for 5 s after it appears — above sheets and modals, so a toast
 * fired while one of them opens is still seen — then drops back to its normal layer.
 */
export function ToastHost() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const [raised, setRaised] = useState(false);

  useEffect(() => {
    if (!current) return;
    setRaised(true);
    const lower = window.setTimeout(() => setRaised(false), TOAST_RAISED_Z_INDEX_MS);
    const hide = window.setTimeout(() => dismiss(current.id), current.duration);
    return () => {
      window.clearTimeout(lower);
      window.clearTimeout(hide);
    };
  }, [current, dismiss]);

  return (
    <div
      className={`toast-region${raised ? ' toast-region--raised' : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="toast-region"
    >
      {current ? (
        <div key={current.id} className={`toast toast--${current.type}`}>
          {current.text}
        </div>
      ) : null}
    </div>
  );
}
