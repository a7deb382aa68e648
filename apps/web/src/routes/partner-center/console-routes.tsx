import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { LazyPage, PageView } from '../../app/lazy-page.tsx';
import NotFoundPage from '../not-found-page.tsx';

// The partner console's own route table (issue 26), behind the app's one '/partner-center/*' entry: the couple's
// shell carries one route and one chunk list for the whole console instead of one per screen (measured: the
// per-screen entries added 1.2 KB gzip to every couple route). Each screen is still its own chunk.
const SCREENS: Record<string, LazyPage> = {
  '': new LazyPage(() => import('./home-page.tsx')),
  'sign-in': new LazyPage(() => import('./sign-in-page.tsx')),
  'invite/:token': new LazyPage(() => import('./invite-page.tsx')),
  apply: new LazyPage(() => import('./apply-page.tsx')),
  security: new LazyPage(() => import('./security-page.tsx')),
  staff: new LazyPage(() => import('./staff-page.tsx')),
  audit: new LazyPage(() => import('./audit-page.tsx')),
  profile: new LazyPage(() => import('./profile-page.tsx')),
  photos: new LazyPage(() => import('./photos-page.tsx')),
  calendar: new LazyPage(() => import('./calendar-page.tsx')),
  bookings: new LazyPage(() => import('./bookings-page.tsx')),
  reviews: new LazyPage(() => import('./reviews-page.tsx')),
  inquiries: new LazyPage(() => import('./inquiries-page.tsx')),
  'inquiries/:threadId': new LazyPage(() => import('./inquiries-page.tsx')),
  disclosure: new LazyPage(() => import('./disclosure-page.tsx')),
  notifications: new LazyPage(() => import('./notifications-page.tsx')),
};

const ROUTES: RouteObject[] = [
  ...Object.entries(SCREENS).map(([path, page]) =>
    path === '' ? { index: true, element: <PageView page={page} /> } : { path, element: <PageView page={page} /> },
  ),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Loads every console screen's chunk. The app's route table awaits it before the console renders (on the server,
 * before hydration and before a move), as it does for any page, so no screen suspends without a boundary; the
 * screens are a staff member's tool, loaded together once.
 */
export async function preloadConsoleScreens(): Promise<void> {
  await Promise.all(Object.values(SCREENS).map((page) => page.preload()));
}

/** Whether `pathname` (under /partner-center) is a console screen: the server answers 404 for the others. */
export function isConsoleScreen(pathname: string): boolean {
  const match = matchRoutes(ROUTES, pathname, '/partner-center')?.at(-1);
  return match !== undefined && match.route.path !== '*';
}

export default function ConsoleRoutes() {
  return useRoutes(ROUTES);
}
