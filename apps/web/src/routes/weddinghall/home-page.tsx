import { Link } from 'react-router';
import { EventsSection } from '../../features/events/components/events-section.tsx';
import { PopularHallsSection } from '../../features/halls/components/popular-halls-section.tsx';
import { SlotHighlightsSection } from '../../features/slots/components/slot-highlights-section.tsx';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import { SectionsLayout } from './sections-layout.tsx';
import './home-page.css';

/** Hall home (spec §2): search entry, popular halls, discounted remaining slots and the events running now. */
export default function WeddinghallHomePage() {
  return (
    <SectionsLayout title="웨딩홀 홈">
      <div className="home-search">
        <Link to="/weddinghall/search-filter?hidetop=true" className="home-search__entry">
          <SearchIcon size={20} />
          <span>지역, 날짜, 가격으로 웨딩홀 찾기</span>
        </Link>
      </div>
      <PopularHallsSection />
      <SlotHighlightsSection />
      <EventsSection title="웨딩홀 이벤트" layout="row" limit={6} />
    </SectionsLayout>
  );
}
