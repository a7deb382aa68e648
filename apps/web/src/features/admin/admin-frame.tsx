import { useQueryClient } from '@tanstack/react-query';
import type { OperatorMe } from '@wedding/contract/admin';
import { OPERATOR_ROLE_LABELS, type OperatorArea } from '@wedding/domain/operator-roles';
import { type ReactNode, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { ADMIN_QUERY_KEY, signOutOperator } from './admin-api.ts';
import { ADMIN_AUDIT, ADMIN_HOME, ADMIN_REPORTS, ADMIN_SIGN_IN } from './admin-nav.ts';
import { useOperatorMe } from './use-operator-me.ts';

type Props = {
  /** The screen's heading and document title. */
  title: string;
  /** What the screen acts on; null for the dashboard. */
  area: OperatorArea | null;
  children: ReactNode;
};

/**
 * Every operator console screen (issue 29 §1): the console's header (the operator's name and role, sign-out) and
 * menu around the screen, in the partner console's layout. A signed-out visitor goes to the sign-in.
 */
export function AdminFrame({ title, area, children }: Props) {
  useDocumentTitle(`${title} - 운영자 콘솔`);
  const { pathname, search } = useLocation();
  const me = useOperatorMe();
  let body: ReactNode;
  if (me.isPending) {
    body = (
      <div className="console console--loading">
        <Spinner label="운영자 콘솔을 불러오는 중" />
      </div>
    );
  } else if (me.isError) {
    body = (
      <div className="console console--loading" role="alert">
        {me.error.message}
      </div>
    );
  } else if (!me.data) {
    body = <Navigate to={`${ADMIN_SIGN_IN}?next=${encodeURIComponent(pathname + search)}`} replace />;
  } else {
    const allowed = area === null || me.data.areas.includes(area);
    body = (
      <div className="console">
        <AdminHeader operator={me.data} />
        <div className="console__body">
          <nav className="console__menu" aria-label="운영자 콘솔 메뉴">
            <ul>
              <li>
                <NavLink to={ADMIN_HOME} end className="console__menu-link">
                  홈
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_REPORTS} className="console__menu-link">
                  신고 처리
                </NavLink>
              </li>
              <li>
                <NavLink to={ADMIN_AUDIT} end className="console__menu-link">
                  감사 로그
                </NavLink>
              </li>
            </ul>
          </nav>
          <main className="console__main" aria-labelledby="admin-title">
            <h1 id="admin-title" className="console__title">
              {title}
            </h1>
            {allowed ? (
              children
            ) : (
              <p className="console__notice" role="alert">
                이 메뉴를 사용할 권한이 없습니다.
              </p>
            )}
          </main>
        </div>
      </div>
    );
  }
  // The console's stylesheet comes with the admin route table (routes/admin/admin-routes.tsx).
  return body;
}

function AdminHeader({ operator }: { operator: OperatorMe }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    setLeaving(true);
    await signOutOperator().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    navigate(ADMIN_SIGN_IN, { replace: true });
  }
  return (
    <header className="console__header">
      <NavLink to={ADMIN_HOME} className="console__brand">
        운영자 콘솔
      </NavLink>
      <p className="console__who">
        <span className="console__role" data-testid="admin-who">
          {operator.name} · {OPERATOR_ROLE_LABELS[operator.role]}
        </span>
      </p>
      <button type="button" className="console__sign-out" onClick={signOut} disabled={leaving}>
        로그아웃
      </button>
    </header>
  );
}
