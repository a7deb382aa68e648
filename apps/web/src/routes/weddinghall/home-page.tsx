import { Link } from 'react-router';
import { PopularHallsSection } from '../../features/halls/components/popular-halls-section.tsx';
import { SearchIcon } from '../../shared/ui/icons.tsx';
import { SectionsLayout } from './sections-layout.tsx';
import './home-page.css';

/**
 * Hall home. Slot highlights and events join with the discovery issue; until then the page shows only
 * what the API really serves: the popular halls.
 */
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
    </SectionsLayout>
  );
}
