import { useState } from 'react';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { type ChipOption, Chips } from '../../../shared/ui/chips.tsx';
import { SheetActions } from './sheet-actions.tsx';

export type ChoiceSheetProps<V extends string> = {
  open: boolean;
  title: string;
  options: readonly ChipOption<V>[];
  value: readonly V[];
  onClose: () => void;
  onApply: (next: V[]) => void;
};

/** Several-of chips in a sheet (wedding day, wedding time). Mounted only while open: each opening drafts anew. */
export function ChoiceSheet<V extends string>({ open, ...rest }: ChoiceSheetProps<V>) {
  return open ? <OpenChoiceSheet {...rest} /> : null;
}

function OpenChoiceSheet<V extends string>({
  title,
  options,
  value,
  onClose,
  onApply,
}: Omit<ChoiceSheetProps<V>, 'open'>) {
  const [draft, setDraft] = useState<V[]>([...value]);
  const toggle = (v: V) =>
    setDraft((current) => (current.includes(v) ? current.filter((x) => x !== v) : [...current, v]));
  const apply = () => {
    // In the options' order, so the URL and the cache key do not depend on the order of taps.
    onApply(options.map((o) => o.value).filter((v) => draft.includes(v)));
    onClose();
  };
  return (
    <BottomSheet
      open
      title={title}
      onClose={onClose}
      footer={<SheetActions canReset={draft.length > 0} onReset={() => setDraft([])} onApply={apply} />}
    >
      <Chips options={options} selected={draft} onToggle={toggle} label={title} />
    </BottomSheet>
  );
}
