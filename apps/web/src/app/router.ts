import { createBrowserRouter, type HydrationState, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router. After a server render it starts from the server's state: the matched routes' page
 * modules are loaded first, so the first render is the page the server drew rather than a fallback
 * (decision 0023).
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
