import { useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@wedding/contract/partner-center';
import { STAFF_ROLE_LABELS } from '@wedding/contract/partner-center-constants';
import { PARTNER_PAUSED_MESSAGES } from '@wedding/domain/partner-onboarding';
import type { StaffArea } from '@wedding/domain/partner-staff';
import { createContext, type ReactNode, use, useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/layout/document-title.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { CONSOLE_QUERY_KEY, signOutStaff } from '../api/console-api.ts';
import { useConsoleUnread } from '../api/notifications-api.ts';
import { CONSOLE_HOME, CONSOLE_NAV, CONSOLE_NOTIFICATIONS, CONSOLE_SECURITY, CONSOLE_SIGN_IN } from '../console-nav.ts';
import { useStaffMe } from '../hooks/use-staff-me.ts';
import { ConsoleStyles } from './console-styles.tsx';

const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member, inside a ConsoleFrame. */
export function useConsoleStaff(): StaffMe {
  const staff = use(StaffContext);
  if (!staff) throw new Error('useConsoleStaff outside ConsoleFrame');
  return staff;
}

type Props = {
  /** The screen's heading and document title. */
  title: string;
  /** What the screen acts on; null for screens every staff member has (보안 설정). */
  area: StaffArea | null;
  children: ReactNode;
};

/**
 * Every console screen (issue 26): the console's own header and menu around the screen, wide on a desk and
 * one column on a phone. Sends a signed-out visitor to the console's sign-in (and back after), an OWNER without
 * a second factor to its enrolment, and tells a role without the area so instead of showing an empty screen.
 */
export function ConsoleFrame({ title, area, children }: Props) {
  useDocumentTitle(`${title} - 파트너센터`);
  const { pathname, search } = useLocation();
  const me = useStaffMe();
  return (
    <>
      <ConsoleStyles />
      <ConsoleScreen title={title} area={area} me={me} pathname={pathname} search={search}>
        {children}
      </ConsoleScreen>
    </>
  );
}

function ConsoleScreen({
  title,
  area,
  me,
  pathname,
  search,
  children,
}: Props & { me: ReturnType<typeof useStaffMe>; pathname: string; search: string }) {
  if (me.isPending) {
    return (
      <div className="console console--loading">
        <Spinner label="파트너센터를 불러오는 중" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="console console--loading" role="alert">
        {me.error.message}
      </div>
    );
  }
  const staff = me.data;
  if (!staff) return <Navigate to={`${CONSOLE_SIGN_IN}?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (staff.mustEnrolTotp && pathname !== CONSOLE_SECURITY) return <Navigate to={CONSOLE_SECURITY} replace />;
  const allowed = area === null || staff.areas.includes(area);
  return (
    <StaffContext value={staff}>
      <div className="console">
        <ConsoleHeader staff={staff} />
        <div className="console__body">
          <ConsoleMenu staff={staff} />
          <main className="console__main" aria-labelledby="console-title">
            <h1 id="console-title" className="console__title">
              {title}
            </h1>
            {staff.pause && (
              <section className="console-paused" role="status" aria-label="운영 일시 중지 안내">
                <p>
                  <strong>{PARTNER_PAUSED_MESSAGES.CONSOLE_BANNER}</strong>
                </p>
                <p>사유: {staff.pause.reason}</p>
              </section>
            )}
            {allowed ? (
              children
            ) : (
              <p className="console__notice" role="alert">
                이 메뉴를 사용할 권한이 없습니다. 대표 계정에 문의해 주세요.
              </p>
            )}
          </main>
        </div>
      </div>
    </StaffContext>
  );
}

function ConsoleHeader({ staff }: { staff: StaffMe }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  async function signOut() {
    setLeaving(true);
    await signOutStaff().catch(() => undefined);
    queryClient.removeQueries({ queryKey: CONSOLE_QUERY_KEY });
    navigate(CONSOLE_SIGN_IN, { replace: true });
  }
  return (
    <header className="console__header">
      <NavLink to={CONSOLE_HOME} className="console__brand">
        파트너센터
      </NavLink>
      <p className="console__who">
        <span className="console__biz">{staff.partner.bizName}</span>
        <span className="console__role">
          {staff.name} · {STAFF_ROLE_LABELS[staff.role]}
        </span>
      </p>
      <button type="button" className="console__sign-out" onClick={signOut} disabled={leaving}>
        로그아웃
      </button>
    </header>
  );
}

function ConsoleMenu({ staff }: { staff: StaffMe }) {
  const items = CONSOLE_NAV.filter((item) => item.area === null || staff.areas.includes(item.area));
  const unread = useConsoleUnread(staff.areas.includes('messages')).data ?? 0;
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is one scrolling row: keep the current screen's item in view.
  useEffect(() => {
    const current = menu.current?.querySelector<HTMLElement>(`a[href="${pathname}"]`);
    if (current && menu.current) menu.current.scrollLeft = current.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav className="console__menu" aria-label="파트너센터 메뉴" ref={menu}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className="console__menu-link">
              {item.label}
              {item.to === CONSOLE_NOTIFICATIONS && unread > 0 ? (
                <>
                  <span className="console__badge" aria-hidden="true" data-testid="console-unread-badge">
                    {unread > 99 ? '99+' : unread}
                  </span>
                  <span className="visually-hidden"> (읽지 않은 알림 {unread}개)</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
