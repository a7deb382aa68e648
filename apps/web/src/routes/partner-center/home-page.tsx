import { Link } from 'react-router';
import { ConsoleFrame, useConsoleStaff } from '../../features/partner-center/components/console-frame.tsx';
import { CONSOLE_NAV } from '../../features/partner-center/console-nav.ts';

/** /partner-center: the console's first screen (the dashboard's charts join it with the statistics work). */
export default function PartnerHomePage() {
  return (
    <ConsoleFrame title="대시보드" area="statistics">
      <QuickLinks />
    </ConsoleFrame>
  );
}

function QuickLinks() {
  const staff = useConsoleStaff();
  const items = CONSOLE_NAV.filter(
    (item) => item.area !== 'statistics' && (item.area === null || staff.areas.includes(item.area)),
  );
  return (
    <section className="console-card" aria-labelledby="quick-links">
      <h2 id="quick-links">바로 가기</h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
