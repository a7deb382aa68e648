import { dateRangeLabel } from '../../features/date-sheet/date-range-label.ts';
import { DateSheet } from '../../features/date-sheet/date-sheet.tsx';
import type { DateSheetSlot } from '../../features/slots/components/slot-filter-bar.tsx';

// Features do not import each other: the routes join the date sheet to the slot list's date chip.
export const SLOT_DATE_SHEET: DateSheetSlot = { Sheet: DateSheet, label: (state) => dateRangeLabel(state) };
