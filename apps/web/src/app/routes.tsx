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

// Public auth pages (spec §2). The three provider pages share one component, which reads the provider from
// the path; listing them keeps /social/anything-else a not-found page.
const authRoutes: RouteObject[] = [
  { path: '/sign-in/social', ...page(() => import('../routes/auth/sign-in-social-page.tsx')) },
  { path: '/sign-in/email', ...page(() => import('../routes/auth/sign-in-email-page.tsx')) },
  { path: '/sign-up/1', ...page(() => import('../routes/auth/sign-up-terms-page.tsx')) },
  { path: '/sign-up/2', ...page(() => import('../routes/auth/sign-up-form-page.tsx')) },
  { path: '/find-id', ...page(() => import('../routes/auth/find-id-page.tsx')) },
  { path: '/find-id/complete', ...page(() => import('../routes/auth/find-id-complete-page.tsx')) },
  { path: '/find-pw', ...page(() => import('../routes/auth/find-pw-page.tsx')) },
  { path: '/find-pw/complete', ...page(() => import('../routes/auth/find-pw-complete-page.tsx')) },
  { path: '/social/redirect', ...page(() => import('../routes/auth/social-redirect-page.tsx')) },
  ...['kakao', 'naver', 'apple'].map((provider) => ({
    path: `/social/${provider}`,
    ...page(() => import('../routes/auth/social-start-page.tsx')),
  })),
];

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
      { path: '/weddinghall/:partnerUuid/slot', ...page(() => import('../routes/weddinghall/slot-detail-page.tsx')) },
      { path: '/weddinghall/:partnerUuid/photo', ...page(() => import('../routes/weddinghall/hall-photo-page.tsx')) },
      { path: '/search', ...page(() => import('../routes/search/search-page.tsx')) },
      // Before /weddinghall/:partnerUuid, so 'search-filter' is never read as a hall uuid.
      {
        path: '/weddinghall/search-filter',
        ...page(() => import('../routes/weddinghall/search-filter-page.tsx')),
      },
      { path: '/weddinghall/:partnerUuid', ...page(() => import('../routes/weddinghall/hall-detail-page.tsx')) },
      {
        path: '/weddinghall/:partnerProfileId/detail/:hallUuid',
        ...page(() => import('../routes/weddinghall/hall-room-page.tsx')),
      },
      {
        path: '/weddinghall/:partnerProfileId/detail-preview/:hallId',
        ...page(() => import('../routes/weddinghall/hall-room-preview-page.tsx')),
      },
      ...authRoutes,
      { path: '/mypage', ...page(() => import('../routes/account/mypage-page.tsx')) },
      {
        path: '/booking/real-time/:partnerUuid/:partnerId/visit-date',
        ...page(() => import('../routes/booking/visit-booking-page.tsx')),
      },
      { path: '/booking/visits/:id', ...page(() => import('../routes/booking/visit-detail-page.tsx')) },
      { path: '/booking/holds/:id', ...page(() => import('../routes/booking/hold-page.tsx')) },
      { path: '/my-interest/like', ...page(() => import('../routes/my-interest/like-page.tsx')) },
      { path: '/my-interest/like/slot', ...page(() => import('../routes/my-interest/like-slot-page.tsx')) },
      { path: '/sign-additional/2', ...page(() => import('../routes/account/sign-additional-page.tsx')) },
      { path: '/partner/:uuid', ...page(() => import('../routes/partner/partner-page.tsx')) },
      {
        path: '/partner/:uuid/write-review-blog',
        ...page(() => import('../routes/partner/blog-review-write-page.tsx')),
      },
      { path: '/partner/:uuid/blind-reviews', ...page(() => import('../routes/partner/blind-reviews-page.tsx')) },
      // Before /community/review/:uuid, so 'write' and 'edit' are never read as a review uuid.
      { path: '/community/review/write', ...page(() => import('../routes/community/review-write-page.tsx')) },
      { path: '/community/review/edit', ...page(() => import('../routes/community/review-write-page.tsx')) },
      { path: '/community/review/:uuid', ...page(() => import('../routes/community/review-detail-page.tsx')) },
      ...placeholderRoutes,
      { path: '*', ...page(() => import('../routes/not-found-page.tsx')) },
    ],
  },
];
