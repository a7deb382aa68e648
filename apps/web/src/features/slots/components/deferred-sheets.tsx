import type { WeddingDayOfWeek } from '@wedding/domain/enums';
import type { ComponentProps } from 'react';
import { deferred } from '../../../shared/ui/deferred.tsx';
import type { ChoiceSheetProps } from './choice-sheet.tsx';
import type { GuaranteeSheet as GuaranteeSheetType } from './guarantee-sheet.tsx';
import type { SlotPriceModal as SlotPriceModalType } from './slot-price-modal.tsx';
import type { SortSheet as SortSheetType } from './sort-sheet.tsx';

// The slot filters' sheets and the price detail load on their first tap (see deferred): the slot pages stay
// within the initial-JS budget.
export const SortSheet = deferred<ComponentProps<typeof SortSheetType>>(() =>
  import('./sort-sheet.tsx').then((m) => m.SortSheet),
);
export const GuaranteeSheet = deferred<ComponentProps<typeof GuaranteeSheetType>>(() =>
  import('./guarantee-sheet.tsx').then((m) => m.GuaranteeSheet),
);
// One loader for both choice sheets (one import, listed once in this chunk: initial JS).
const loadChoiceSheet = () => import('./choice-sheet.tsx').then((m) => m.ChoiceSheet);
export const DaySheet = deferred<ChoiceSheetProps<WeddingDayOfWeek>>(loadChoiceSheet);
export const TimeSheet = deferred<ChoiceSheetProps<string>>(loadChoiceSheet);

/** The price detail opens from a card's '가격 상세'; `open` is `slot !== null`. */
export const PriceModal = deferred<{ open: boolean } & ComponentProps<typeof SlotPriceModalType>>(() =>
  import('./slot-price-modal.tsx').then((m) => m.SlotPriceModal),
);
