import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { HOME_PATH } from '../shared/lib/app-history.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { PLACEHOLDER_ROUTES } from './route-table.ts';

// Every page is its own lazily loaded chunk, so a deep link downloads only the shell plus that page.
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const placeholderRoutes: RouteObject[] = PLACEHOLDER_ROUTES.map((route) => ({
  path: route.path,
  handle: route,
  ...page(() => import('../routes/coming-soon-page.tsx')),
}));

function Redirecting() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        index: true,
        // Keep the query so '/?toast=…' still shows its toast on home.
        loader: ({ request }) => redirect(`${HOME_PATH}${new URL(request.url).search}`),
        // Never shown (the loader redirects first); present so the router does not warn about an empty leaf.
        Component: Redirecting,
      },
      { path: '/weddinghall/home', ...page(() => import('../routes/weddinghall/home-page.tsx')) },
      { path: '/weddinghall/slot', ...page(() => import('../routes/weddinghall/slot-page.tsx')) },
      { path: '/weddinghall/event', ...page(() => import('../routes/weddinghall/event-page.tsx')) },
      { path: '/weddinghall/:partnerUuid', ...page(() => import('../routes/weddinghall/hall-detail-page.tsx')) },
      ...placeholderRoutes,
      { path: '*', ...page(() => import('../routes/not-found-page.tsx')) },
    ],
  },
];
