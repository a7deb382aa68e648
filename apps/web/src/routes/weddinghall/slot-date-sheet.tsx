import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { dateRangeLabel } from '../../features/date-sheet/date-range-label.ts';
import type { DateSheet } from '../../features/date-sheet/date-sheet.tsx';
import type { DateSheetSlot } from '../../features/slots/components/slot-filter-bar.tsx';

// The 24-month calendar is the heaviest sheet and most visitors never open it: it loads on the first tap of the
// date chip, which keeps the slot pages' initial JavaScript under the 150 KB budget (DESIGN §8).
const LazyDateSheet = lazy(() =>
  import('../../features/date-sheet/date-sheet.tsx').then((m) => ({ default: m.DateSheet })),
);

function DeferredDateSheet(props: ComponentProps<typeof DateSheet>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyDateSheet {...props} />
    </Suspense>
  );
}

// Features do not import each other: the routes join the date sheet to the slot list's date chip.
export const SLOT_DATE_SHEET: DateSheetSlot = { Sheet: DeferredDateSheet, label: (state) => dateRangeLabel(state) };
