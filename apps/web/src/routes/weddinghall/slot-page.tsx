import { holdSlotAction } from '../../features/slot-holds/components/hold-slot-button.tsx';
import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { SectionsLayout } from './sections-layout.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';
import { ALL_HALLS } from './slot-lists.ts';

/** Remaining slots of every hall (spec §2 /weddinghall/slot); contract halls' cards hold at once (issue 12). */
export default function WeddinghallSlotPage() {
  return (
    <SectionsLayout title="잔여일정">
      <SlotList source={ALL_HALLS} dateSheet={SLOT_DATE_SHEET} cardAction={holdSlotAction} />
    </SectionsLayout>
  );
}
