import type { Slot } from '@wedding/contract/slots';
import { formatKoreanDateWithDay } from '@wedding/domain/korean-date';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../shared/hooks/use-focus-trap.ts';
import { useOverlayHistory } from '../../../shared/hooks/use-overlay-history.ts';
import { useScrollLock } from '../../../shared/hooks/use-scroll-lock.ts';
import { SlotPriceBreakdown } from './slot-price-breakdown.tsx';
import '../../../shared/ui/modal.css';
import './slot-price-modal.css';

type Props = { slot: Slot | null; onClose: () => void };

/**
 * The slot price-detail modal (spec §2). The shared Modal only carries a message, so this is the same layer,
 * box and button styles with a price list inside; focus is trapped and returns to the '가격 상세' button.
 */
export function SlotPriceModal({ slot, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const open = slot !== null;
  useFocusTrap(ref, open, onClose);
  useScrollLock(open);
  useOverlayHistory(open, onClose);
  if (!slot) return null;

  return createPortal(
    <div className="modal-layer">
      <div className="modal__dim" aria-hidden="true" onClick={onClose} />
      <div ref={ref} className="modal slot-price-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="slot-price-modal__body">
          <h2 id={titleId} className="slot-price-modal__title">
            가격 상세
          </h2>
          <p className="slot-price-modal__slot">
            {slot.partnerProfileName} · {slot.hallName}
            <br />
            {formatKoreanDateWithDay(slot.weddingDate)} {slot.weddingTime} · 보증인원 {slot.guarantee}명
          </p>
          <SlotPriceBreakdown slot={slot} />
        </div>
        <div className="modal__buttons">
          <button type="button" className="modal__btn modal__btn--confirm" onClick={onClose}>
            확인
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
