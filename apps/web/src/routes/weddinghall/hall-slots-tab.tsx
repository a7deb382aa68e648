import { holdSlotAction } from '../../features/slot-holds/components/hold-slot-button.tsx';
import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';

/**
 * Tab 2: the discovery slot list for one hall (spec §2 slots tab), the same list as /weddinghall/slot. The tab
 * shows only for a hall that takes contracts, so every card can be held at once (issue 12).
 */
export default function HallSlotsTab({ partnerUuid }: { partnerUuid: string }) {
  return <SlotList source={{ kind: 'hall', partnerUuid }} dateSheet={SLOT_DATE_SHEET} cardAction={holdSlotAction} />;
}
