import { dDayLabel } from '@wedding/domain/d-day';
import { Link } from 'react-router';
import { SERVICE_NAME } from '../lib/app-info.ts';
import { useUserStore } from '../stores/user-store.ts';
import { Header, type HeaderActionKind } from '../ui/header.tsx';
import { useHeaderActions } from './use-header-actions.ts';

const MAIN_ACTIONS: readonly HeaderActionKind[] = ['search', 'push', 'chat'];

/** The main header (spec §2): service name, the D-day of the couple's wedding date or 미정, and actions. */
export function MainHeader({ now = new Date() }: { now?: Date }) {
  const weddingDate = useUserStore((state) => state.userInfo?.weddingDate ?? null);
  const actions = useHeaderActions(MAIN_ACTIONS);
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
    />
  );
}
