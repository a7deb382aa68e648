import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { useOverlayHistory } from '../hooks/use-overlay-history.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { CloseIcon } from './icons.tsx';
import './bottom-sheet.css';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Sticky area under the content, e.g. an apply button. */
  footer?: ReactNode;
};

export function BottomSheet({ open, title, onClose, children, footer }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open, onClose);
  useScrollLock(open);
  useOverlayHistory(open, onClose);
  if (!open) return null;

  return createPortal(
    <div className="sheet-layer">
      <div className="sheet__dim" aria-hidden="true" onClick={onClose} />
      <div ref={ref} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="sheet__head">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" aria-label="닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
