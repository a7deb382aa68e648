import { EventsSection } from '../../features/events/components/events-section.tsx';
import { holdSlotAction } from '../../features/slot-holds/components/hold-slot-button.tsx';
import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { SectionsLayout } from './sections-layout.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';
import { ALL_HALLS, DISCOUNTED } from './slot-lists.ts';
import './event-page.css';

/** Hall events (spec §2 /weddinghall/event): the benefits running now, then every discounted remaining slot. */
export default function WeddinghallEventPage() {
  return (
    <SectionsLayout title="이벤트">
      <EventsSection title="진행 중인 혜택" layout="row" />
      <h2 className="event-page__slots-title">할인 중인 잔여일정</h2>
      <SlotList source={ALL_HALLS} fixedQuery={DISCOUNTED} dateSheet={SLOT_DATE_SHEET} cardAction={holdSlotAction} />
    </SectionsLayout>
  );
}
