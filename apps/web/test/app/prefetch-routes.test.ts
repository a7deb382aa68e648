import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes.tsx';
import { PREFETCH_BY_ROUTE_PATH } from '../../src/routes/weddinghall/prefetch.ts';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

// Decision 0023: the server fetches a page's first screen by its route path; a renamed path must not silently
// turn a server-rendered page into a skeleton.
describe('server prefetch table', () => {
  it('names only routes that exist: home, slots, event, slot detail, hall detail, individual hall, its preview, both searches, a partner, a review and a family share link', () => {
    const paths = pathsOf(routes);
    expect(Object.keys(PREFETCH_BY_ROUTE_PATH).sort()).toEqual([
      '/community/review/:uuid',
      '/partner/:uuid',
      '/search',
      '/shared/:token',
      '/weddinghall/:partnerProfileId/detail-preview/:hallId',
      '/weddinghall/:partnerProfileId/detail/:hallUuid',
      '/weddinghall/:partnerUuid',
      '/weddinghall/:partnerUuid/slot',
      '/weddinghall/event',
      '/weddinghall/home',
      '/weddinghall/search-filter',
      '/weddinghall/slot',
    ]);
    for (const path of Object.keys(PREFETCH_BY_ROUTE_PATH)) expect(paths).toContain(path);
  });
});
