import { dDayLabel } from '@wedding/domain/d-day';
import { Link } from 'react-router';
import { SERVICE_NAME } from '../lib/app-info.ts';
import { useIsNativeApp } from '../native/use-is-native-app.ts';
import { useUserStore } from '../stores/user-store.ts';
import { Header, type HeaderActionKind } from '../ui/header.tsx';
import { HeartIcon, PersonIcon } from '../ui/icons.tsx';
import { useHeaderActions } from './use-header-actions.ts';

// Inside the app, push and chat open the app's own screens. In a browser push opens /notifications (issue 28
// §3); chat's web page is still 준비 중 (route-table.ts), so its icon would lead nowhere and waits for it.
const APP_ACTIONS: readonly HeaderActionKind[] = ['search', 'push', 'chat'];
const BROWSER_ACTIONS: readonly HeaderActionKind[] = ['search', 'push'];

/** A plain browser has no app tabs: these are its way to the favourites and the account. */
function BrowserLinks() {
  return (
    <>
      <Link to="/my-interest/like" className="header__icon-btn" aria-label="찜 목록">
        <HeartIcon />
      </Link>
      <Link to="/mypage" className="header__icon-btn" aria-label="마이페이지">
        <PersonIcon />
      </Link>
    </>
  );
}

/** The main header (spec §2): service name, the D-day of the couple's wedding date or 미정, and actions. */
export function MainHeader({ now = new Date() }: { now?: Date }) {
  const weddingDate = useUserStore((state) => state.userInfo?.weddingDate ?? null);
  const native = useIsNativeApp();
  const actions = useHeaderActions(native ? APP_ACTIONS : BROWSER_ACTIONS);
  return (
    <Header
      variant="main"
      brand={
        <Link to="/weddinghall/home" className="header__logo">
          {SERVICE_NAME}
        </Link>
      }
      dDayLabel={dDayLabel(weddingDate, now)}
      actions={actions}
      links={native ? null : <BrowserLinks />}
    />
  );
}
