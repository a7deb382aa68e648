import { NavLink } from 'react-router';
import './section-nav.css';

const SECTIONS = [
  { to: '/weddinghall/home', label: '홈' },
  { to: '/weddinghall/slot', label: '잔여일정' },
  { to: '/weddinghall/event', label: '이벤트' },
] as const;

/** The hall sections are pages, not in-page tabs, so this is navigation with aria-current (set by NavLink). */
export function SectionNav() {
  return (
    <nav className="section-nav" aria-label="웨딩홀 메뉴">
      {SECTIONS.map((section) => (
        <NavLink key={section.to} to={section.to} className="section-nav__link" replace>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
