import { holdSlotAction } from '../../features/slot-holds/components/hold-slot-button.tsx';
import { SlotList } from '../../features/slots/components/slot-list.tsx';
import { WatchButton } from '../../features/watches/components/watch-button.tsx';
import { SLOT_DATE_SHEET } from './slot-date-sheet.tsx';

/**
 * Tab 2: the discovery slot list for one hall (spec §2 slots tab), the same list as /weddinghall/slot. The tab
 * shows only for a hall that takes contracts, so every card can be held at once (issue 12).
 */
export default function HallSlotsTab({ partnerUuid, hallName }: { partnerUuid: string; hallName: string }) {
  return (
    <SlotList
      source={{ kind: 'hall', partnerUuid }}
      dateSheet={SLOT_DATE_SHEET}
      cardAction={holdSlotAction}
      scrollToTop={scrollToListTop}
      // Issue 28 §5: the date a couple wants is usually taken; under the total they can ask to be told.
      aside={<WatchButton target={{ partnerUuid, hallName }} />}
    />
  );
}

// The hall header is fixed and 52 px high (hall-detail.css).
const HALL_HEADER_PX = 52;

/**
 * After a filter or sort change the list starts again from its first card: the page goes to the list's top,
 * its chips right under the header and the total ('총 N개') in view, not to the hall's photo at the page top.
 */
function scrollToListTop() {
  const list = document.querySelector('.hall-detail .slot-list');
  if (!list) return;
  const top = list.getBoundingClientRect().top + window.scrollY - HALL_HEADER_PX;
  // Only upwards: a couple still near the top of the tab stays where they are.
  if (window.scrollY > top) window.scrollTo({ top });
}
