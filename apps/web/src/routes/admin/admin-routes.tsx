import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { LazyPage, PageView } from '../../app/lazy-page.tsx';
import { ConsoleStyles } from '../../features/partner-center/components/console-styles.tsx';
import NotFoundPage from '../not-found-page.tsx';

// The operator console's own route table (issue 29), behind the app's one '/admin/*' entry, as the partner
// console does: couples never download it. Later screens (신고 처리, 리뷰 분쟁, 입점 심사) are added here.
const SCREENS: Record<string, LazyPage> = {
  '': new LazyPage(() => import('./dashboard-page.tsx')),
  'sign-in': new LazyPage(() => import('./sign-in-page.tsx')),
  audit: new LazyPage(() => import('./audit-page.tsx')),
  operators: new LazyPage(() => import('./operators-page.tsx')),
  disputes: new LazyPage(() => import('./disputes-page.tsx')),
  'disputes/:id': new LazyPage(() => import('./dispute-page.tsx')),
  reports: new LazyPage(() => import('./reports-page.tsx')),
  'reports/:kind/:uuid': new LazyPage(() => import('./report-detail-page.tsx')),
  applications: new LazyPage(() => import('./applications-page.tsx')),
  'applications/:id': new LazyPage(() => import('./applications-page.tsx')),
  partners: new LazyPage(() => import('./partners-page.tsx')),
};

const ROUTES: RouteObject[] = [
  ...Object.entries(SCREENS).map(([path, page]) =>
    path === '' ? { index: true, element: <PageView page={page} /> } : { path, element: <PageView page={page} /> },
  ),
  { path: '*', element: <NotFoundPage /> },
];

/** Loads every operator screen's chunk before the console renders, so none suspends without a boundary. */
export async function preloadAdminScreens(): Promise<void> {
  await Promise.all(Object.values(SCREENS).map((page) => page.preload()));
}

/** Whether `pathname` (under /admin) is an operator console screen: the server answers 404 for the others. */
export function isAdminScreen(pathname: string): boolean {
  const match = matchRoutes(ROUTES, pathname, '/admin')?.at(-1);
  return match !== undefined && match.route.path !== '*';
}

/** Every operator screen, in the partner console's stylesheet (the two consoles share their layout). */
export default function AdminRoutes() {
  const screen = useRoutes(ROUTES);
  return (
    <>
      <ConsoleStyles />
      {screen}
    </>
  );
}
