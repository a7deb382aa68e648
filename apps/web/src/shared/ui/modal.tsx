import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { useOverlayHistory } from '../hooks/use-overlay-history.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import './modal.css';

type Props = {
  open: boolean;
  kind: 'alert' | 'confirm';
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape and the dim all cancel; an alert's only way out is its OK button or Escape. */
  onCancel: () => void;
};

export function Modal({
  open,
  kind,
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onConfirm,
  onCancel,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const messageId = useId();
  useFocusTrap(ref, open, kind === 'alert' ? onConfirm : onCancel);
  useScrollLock(open);
  // Back dismisses as Escape does: an alert confirms, a confirm cancels.
  useOverlayHistory(open, kind === 'alert' ? onConfirm : onCancel);
  if (!open) return null;

  return createPortal(
    <div className="modal-layer">
      <div className="modal__dim" aria-hidden="true" onClick={kind === 'confirm' ? onCancel : undefined} />
      <div
        ref={ref}
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={messageId}
        aria-label={kind === 'alert' ? '알림' : '확인'}
        tabIndex={-1}
      >
        <p id={messageId} className="modal__message">
          {message}
        </p>
        <div className="modal__buttons">
          {kind === 'confirm' ? (
            <button type="button" className="modal__btn modal__btn--cancel" onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button type="button" className="modal__btn modal__btn--confirm" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
