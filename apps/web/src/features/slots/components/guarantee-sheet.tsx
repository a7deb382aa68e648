import { GUARANTEE_SLIDER, guaranteeStopLabel } from '@wedding/domain/guarantee-filter';
import { useState } from 'react';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { RangeSlider } from '../../../shared/ui/range-slider.tsx';
import { SheetActions } from './sheet-actions.tsx';

type Bounds = { min: number | null; max: number | null };
type Props = Bounds & { open: boolean; onClose: () => void; onApply: (next: Bounds) => void };

const { min: LOW, max: HIGH, step } = GUARANTEE_SLIDER;

/** Guest count from 0 to '350명 이상'. A thumb left on its end stop sends no bound (spec §5 reads the rest). */
export function GuaranteeSheet({ open, ...rest }: Props) {
  return open ? <OpenGuaranteeSheet {...rest} /> : null;
}

function OpenGuaranteeSheet({ min, max, onClose, onApply }: Omit<Props, 'open'>) {
  const [draft, setDraft] = useState<[number, number]>([min ?? LOW, max ?? HIGH]);
  const [low, high] = draft;
  const apply = () => {
    onApply({ min: low <= LOW ? null : low, max: high >= HIGH ? null : high });
    onClose();
  };
  return (
    <BottomSheet
      open
      title="보증인원"
      onClose={onClose}
      footer={
        <SheetActions canReset={low > LOW || high < HIGH} onReset={() => setDraft([LOW, HIGH])} onApply={apply} />
      }
    >
      <div className="slot-sheet__slider">
        <RangeSlider
          label="보증인원"
          min={LOW}
          max={HIGH}
          step={step}
          value={draft}
          onChange={setDraft}
          formatValue={guaranteeStopLabel}
        />
      </div>
    </BottomSheet>
  );
}
