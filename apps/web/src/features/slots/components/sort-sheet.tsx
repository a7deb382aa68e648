import { SLOT_SORTS, type SlotSort } from '@wedding/domain/enums';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';

type Props = { open: boolean; value: SlotSort; onClose: () => void; onSelect: (sort: SlotSort) => void };

/** The six sorts of spec §9; choosing one applies it and closes the sheet, as a native picker does. */
export function SortSheet({ open, value, onClose, onSelect }: Props) {
  return (
    <BottomSheet open={open} title="정렬" onClose={onClose}>
      <ul className="slot-sort">
        {SLOT_SORTS.map((sort) => {
          const selected = sort.value === value;
          return (
            <li key={sort.value}>
              <button
                type="button"
                className={`slot-sort__option${selected ? ' slot-sort__option--on' : ''}`}
                aria-pressed={selected}
                onClick={() => {
                  onSelect(sort.value);
                  onClose();
                }}
              >
                {sort.label}
                {selected ? (
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path
                      d="M4.5 10.5l3.5 3.5 7.5-8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
