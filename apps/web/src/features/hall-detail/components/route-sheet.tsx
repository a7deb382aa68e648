import { routeAppLinks } from '@wedding/domain/hall-detail';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';

type Props = { open: boolean; onClose: () => void; place: { name: string; lat: number; lng: number } };

const isAndroid = () => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);

/** The three route apps of spec §9, each opened by its app link (an Android intent on Android). */
export function RouteSheet({ open, onClose, place }: Props) {
  return (
    <BottomSheet open={open} title="길찾기" onClose={onClose}>
      <p className="route-sheet__place">{place.name}</p>
      <ul className="route-sheet__apps">
        {routeAppLinks(place, isAndroid()).map((app) => (
          <li key={app.app}>
            <a className={`route-sheet__app route-sheet__app--${app.app}`} href={app.href}>
              {app.label}
            </a>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
