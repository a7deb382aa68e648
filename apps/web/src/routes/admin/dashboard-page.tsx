import { Link } from 'react-router';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { sectionsFor } from '../../features/admin/admin-nav.ts';
import { useOperatorMe } from '../../features/admin/use-operator-me.ts';

/** /admin (issue 29): the sections the console holds; only the audit log is open yet, the others are coming. */
export default function AdminDashboardPage() {
  // The frame renders this only once the operator is known; their role's sections only.
  const areas = useOperatorMe().data?.areas ?? [];
  return (
    <AdminFrame title="운영 현황" area={null}>
      <ul className="admin-sections" aria-label="운영 메뉴">
        {sectionsFor(areas).map((section) => (
          <li key={section.label} className="admin-sections__item console-card">
            <h2 className="console-card__title">
              {section.to ? <Link to={section.to}>{section.label}</Link> : section.label}
            </h2>
            <p>{section.description}</p>
            {!section.to && <p className="console__notice">준비 중입니다. 처리할 항목이 생기면 여기에 표시됩니다.</p>}
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
