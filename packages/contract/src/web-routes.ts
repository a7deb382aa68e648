/**
 * Paths the web app routes itself (spec §2), plus '/', /notifications and /inquiry, the browser
 * fallbacks of the native bridge (push → notification list, chat → inquiry page). A GET on one of these,
 * or on anything below it, gets index.html; any other unknown path gets a JSON 404.
 * The web's route test checks every spec path against this list, so a page added without a server
 * fallback fails there rather than answering 404 on a reload or deep link.
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
  // The couple's inquiry threads and the partner console (issues 26, 27): without these a reload or a link from a
  // 알림톡 rendered the page but answered it with status 404.
  '/inquiries',
  '/partner-center',
  // The operator console (issue 29).
  '/admin',
  // The couple link's invite link, /couple/join/{code} (issue 30 §1).
  '/couple',
  // A family share link of the couple's shortlist (issue 30 §2).
  '/shared',
  // The side-by-side comparison (issue 30 §3).
  '/compare',
] as const;

export function isSpaPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return SPA_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Paths the API and its files answer: an unknown path below one of these is an API client's mistake and
 * always gets the JSON 404, even from a browser. Any other unknown path is a page the app does not have.
 */
export const API_PATH_PREFIXES = [
  '/api',
  '/v1',
  '/v3',
  '/web',
  '/media',
  '/dev',
  '/docs',
  '/health',
  '/assets',
  '/metrics',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
