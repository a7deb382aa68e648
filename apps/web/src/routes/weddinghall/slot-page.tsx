import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { SectionsLayout } from './sections-layout.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';
import { ALL_HALLS } from './slot-lists.ts';

/** Remaining slots of every hall (spec §2 /weddinghall/slot). */
export default function WeddinghallSlotPage() {
  return (
    <SectionsLayout title="잔여일정">
      <SlotList source={ALL_HALLS} dateSheet={SLOT_DATE_SHEET} />
    </SectionsLayout>
  );
}
