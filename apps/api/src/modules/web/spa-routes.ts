/**
 * Paths the web app routes itself (spec §2), plus '/', /notifications and /inquiry, the browser
 * fallbacks of the native bridge (push → notification list, chat → inquiry page). A GET on one of these,
 * or on anything below it, gets index.html; any other unknown path gets a JSON 404.
 * Keep in step with the web router.
 */
export const SPA_ROUTE_PREFIXES = [
  '/search',
  '/weddinghall',
  '/booking',
  '/partner',
  '/my-interest',
  '/mypage',
  '/sign-additional',
  '/community',
  '/sign-in',
  '/sign-up',
  '/find-id',
  '/find-pw',
  '/social',
  '/notifications',
  '/inquiry',
] as const;

export function isSpaPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return SPA_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
