import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';

/** Tab 2: the discovery slot list for one hall (spec §2 slots tab), the same list as /weddinghall/slot. */
export default function HallSlotsTab({ partnerUuid }: { partnerUuid: string }) {
  return <SlotList source={{ kind: 'hall', partnerUuid }} dateSheet={SLOT_DATE_SHEET} />;
}
