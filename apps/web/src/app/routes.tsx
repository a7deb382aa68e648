import type { ComponentType, ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation } from 'react-router';
import { HOME_PATH } from '../shared/lib/app-history.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { LazyPage, PageView } from './lazy-page.tsx';
import { PLACEHOLDER_ROUTES, type PlaceholderRoute } from './route-table.ts';

/** A route of the app: its path and its page, each page its own chunk (a deep link loads the shell plus that page). */
type PageRoute = { path: string; page: LazyPage<object>; element?: ReactElement };

const PAGES = new Map<string, LazyPage<object>>();

function page(path: string, load: () => Promise<{ default: ComponentType }>): PageRoute {
  const lazy = new LazyPage(load);
  PAGES.set(path, lazy);
  return { path, page: lazy };
}

const comingSoon = new LazyPage<{ route: PlaceholderRoute }>(() => import('../routes/coming-soon-page.tsx'));
const placeholderRoutes: PageRoute[] = PLACEHOLDER_ROUTES.map((route) => {
  PAGES.set(route.path, comingSoon as LazyPage<object>);
  return {
    path: route.path,
    page: comingSoon as LazyPage<object>,
    element: <PageView page={comingSoon} props={{ route }} />,
  };
});

// Public auth pages (spec §2). The three provider pages share one component, which reads the provider from
// the path; listing them keeps /social/anything-else a not-found page.
const authRoutes: PageRoute[] = [
  page('/sign-in/social', () => import('../routes/auth/sign-in-social-page.tsx')),
  page('/sign-in/email', () => import('../routes/auth/sign-in-email-page.tsx')),
  page('/sign-up/1', () => import('../routes/auth/sign-up-terms-page.tsx')),
  page('/sign-up/2', () => import('../routes/auth/sign-up-form-page.tsx')),
  page('/find-id', () => import('../routes/auth/find-id-page.tsx')),
  page('/find-id/complete', () => import('../routes/auth/find-id-complete-page.tsx')),
  page('/find-pw', () => import('../routes/auth/find-pw-page.tsx')),
  page('/find-pw/complete', () => import('../routes/auth/find-pw-complete-page.tsx')),
  page('/social/redirect', () => import('../routes/auth/social-redirect-page.tsx')),
  ...['kakao', 'naver', 'apple'].map((provider) =>
    page(`/social/${provider}`, () => import('../routes/auth/social-start-page.tsx')),
  ),
];

// The partner console (issue 26): one entry for all of it; its screens, their chunks and its own route table
// live in console-routes.tsx, never in a couple's first download.
const partnerCenterRoutes: PageRoute[] = [
  page('/partner-center/*', () =>
    import('../routes/partner-center/console-routes.tsx').then(async (module) => {
      await module.preloadConsoleScreens();
      return module;
    }),
  ),
];

// The operator console (issue 29): one entry, its own route table in admin-routes.tsx, as the partner console.
const adminRoutes: PageRoute[] = [
  page('/admin/*', () =>
    import('../routes/admin/admin-routes.tsx').then(async (module) => {
      await module.preloadAdminScreens();
      return module;
    }),
  ),
];

// Issue 30 §2: the couple's shortlist and the family's share page, one chunk behind one import.
const shortlistPages = () => import('../routes/shortlist/shortlist-pages.tsx');

/** The index redirects home, keeping the query so '/?toast=…' still shows its toast there. */
function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${HOME_PATH}${search}`} replace />;
}

const PAGE_ROUTES: PageRoute[] = [
  page('/weddinghall/home', () => import('../routes/weddinghall/home-page.tsx')),
  page('/weddinghall/slot', () => import('../routes/weddinghall/slot-page.tsx')),
  page('/weddinghall/event', () => import('../routes/weddinghall/event-page.tsx')),
  page('/weddinghall/:partnerUuid/slot', () => import('../routes/weddinghall/slot-detail-page.tsx')),
  page('/weddinghall/:partnerUuid/photo', () => import('../routes/weddinghall/hall-photo-page.tsx')),
  page('/search', () => import('../routes/search/search-page.tsx')),
  // A static segment: ranked before /weddinghall/:partnerUuid, so 'search-filter' is never read as a hall uuid.
  page('/weddinghall/search-filter', () => import('../routes/weddinghall/search-filter-page.tsx')),
  page('/weddinghall/:partnerUuid', () => import('../routes/weddinghall/hall-detail-page.tsx')),
  page('/weddinghall/:partnerProfileId/detail/:hallUuid', () => import('../routes/weddinghall/hall-room-page.tsx')),
  page(
    '/weddinghall/:partnerProfileId/detail-preview/:hallId',
    () => import('../routes/weddinghall/hall-room-preview-page.tsx'),
  ),
  page('/mypage', () => import('../routes/account/mypage-page.tsx')),
  page('/mypage/bookings', () => import('../routes/account/my-bookings-page.tsx')),
  page('/mypage/notifications', () => import('../routes/account/notification-settings-page.tsx')),
  page('/mypage/watches', () => import('../routes/account/watches-page.tsx')),
  page('/mypage/couple', () => import('../routes/account/couple-page.tsx')),
  page('/couple/join/:code', () => import('../routes/account/couple-join-page.tsx')),
  page(
    '/booking/real-time/:partnerUuid/:partnerId/visit-date',
    () => import('../routes/booking/visit-booking-page.tsx'),
  ),
  page('/booking/visits/:id', () => import('../routes/booking/visit-detail-page.tsx')),
  page('/booking/holds/:id', () => import('../routes/booking/hold-page.tsx')),
  page('/notifications', () => import('../routes/notifications/notifications-page.tsx')),
  page('/inquiries', () => import('../routes/inquiries/inquiry-list-page.tsx')),
  page('/inquiries/:id', () => import('../routes/inquiries/inquiry-thread-page.tsx')),
  page('/my-interest/like', () => import('../routes/my-interest/like-page.tsx')),
  page('/my-interest/like/slot', () => import('../routes/my-interest/like-slot-page.tsx')),
  // Issue 30 §2: the couple's shortlist, and the family's page a share link opens (no account).
  page('/my-interest/shortlist', shortlistPages),
  page('/shared/:token', shortlistPages),
  page('/compare', () => import('../routes/compare/compare-page.tsx')),
  page('/sign-additional/2', () => import('../routes/account/sign-additional-page.tsx')),
  page('/partner/:uuid', () => import('../routes/partner/partner-page.tsx')),
  page('/partner/:uuid/write-review-blog', () => import('../routes/partner/blog-review-write-page.tsx')),
  page('/partner/:uuid/blind-reviews', () => import('../routes/partner/blind-reviews-page.tsx')),
  // 'write' and 'edit' are static segments, ranked before /community/review/:uuid.
  page('/community/review/write', () => import('../routes/community/review-write-page.tsx')),
  page('/community/review/edit', () => import('../routes/community/review-write-page.tsx')),
  page('/community/review/:uuid', () => import('../routes/community/review-detail-page.tsx')),
  ...authRoutes,
  ...partnerCenterRoutes,
  ...adminRoutes,
  ...placeholderRoutes,
  page('*', () => import('../routes/not-found-page.tsx')),
];

/** The route table (React Router's declarative routes, rendered by `useRoutes`). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...PAGE_ROUTES.map(({ path, page, element }) => ({ path, element: element ?? <PageView page={page} /> })),
    ],
  },
];

/** Where a server render of `pathname` goes instead: the index is home. */
export function redirectFor(pathname: string, search: string): string | null {
  return pathname === '/' ? `${HOME_PATH}${search}` : null;
}

/**
 * The route path `pathname` matches ('*' when none does), with its page loaded: the server renders and the
 * browser hydrates only once the page's chunk is there.
 */
export async function preloadPageAt(pathname: string): Promise<string | undefined> {
  const path = pathAt(pathname);
  await (path === undefined ? undefined : PAGES.get(path)?.preload());
  return path;
}

/** Whether the page at `pathname` can render at once (its chunk is loaded, or it has none). */
export function isPageLoadedAt(pathname: string): boolean {
  const path = pathAt(pathname);
  const page = path === undefined ? undefined : PAGES.get(path);
  return !page || page.loaded !== null;
}

const pathAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
