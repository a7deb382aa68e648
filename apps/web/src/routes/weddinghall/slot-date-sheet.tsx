import type { ComponentProps } from 'react';
import { dateRangeLabel } from '../../features/date-sheet/date-range-label.ts';
import type { DateSheet } from '../../features/date-sheet/date-sheet.tsx';
import type { DateSheetSlot } from '../../features/slots/components/slot-filter-bar.tsx';
import { deferred } from '../../shared/ui/deferred.tsx';

// The 24-month calendar is the heaviest sheet and most visitors never open it: it loads on the first tap of the
// date chip, which keeps the slot pages' initial JavaScript under the 150 KB budget (DESIGN §8).
const DeferredDateSheet = deferred<ComponentProps<typeof DateSheet>>(() =>
  import('../../features/date-sheet/date-sheet.tsx').then((m) => m.DateSheet),
);

// Features do not import each other: the routes join the date sheet to the slot list's date chip.
export const SLOT_DATE_SHEET: DateSheetSlot = { Sheet: DeferredDateSheet, label: (state) => dateRangeLabel(state) };
