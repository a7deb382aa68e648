import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  useNavigate,
  useRoutes,
} from 'react-router';
import { AppRouter } from '../../src/app/app-router.tsx';
import { routes as appRoutes, preloadPageAt } from '../../src/app/routes.tsx';

/** What a test reads of the router: where the history is now and how it got there, and a way to move it. */
export type TestRouter = {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: string): void;
  /** A move the app itself makes (useNavigate), through the app's router as a tap on a link would. */
  push(to: string): void;
  /** The phone's (or browser's) back button: the history moves one entry back, as a popstate would. */
  back(): void;
  /** How many entries lie behind the current one (0 on the first). */
  readonly index: number;
};

function AppRoutes({
  routes,
  navigateRef,
}: {
  routes: RouteObject[];
  navigateRef: RefObject<NavigateFunction | null>;
}) {
  navigateRef.current = useNavigate();
  return useRoutes(routes);
}

/**
 * Draws its children once the page at `path` is loaded, as the browser's entry does before it renders (a page
 * that suspends inside testing-library's synchronous act() is not retried).
 */
function Preloaded({ path, children }: { path: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void preloadPageAt(new URL(path, 'http://localhost').pathname).then(() => setReady(true));
  }, [path]);
  return ready ? children : null;
}

/**
 * Renders the real route table (or given routes) at a path, with a fresh query cache and no retries, under the
 * app's router, on a memory history the test can read at once (React shows a navigation in a
 * transition, a moment after the history has moved).
 */
export function renderRoute(path: string | InitialEntry[], routes: RouteObject[] = appRoutes) {
  // Several entries: the history starts with them, on the last (what the couple went through before).
  const initialEntries = typeof path === 'string' ? [path] : path;
  const last = initialEntries.at(-1) ?? '/';
  const history = createMemoryHistory({ initialEntries, v5Compat: true });
  const navigateRef: { current: NavigateFunction | null } = { current: null };
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate: (to) => history.push(to),
    push: (to) => void navigateRef.current?.(to),
    back: () => history.go(-1),
    get index() {
      return history.index;
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Preloaded path={typeof last === 'string' ? last : (last.pathname ?? '/')}>
        <AppRouter history={history}>
          <AppRoutes routes={routes} navigateRef={navigateRef} />
        </AppRouter>
      </Preloaded>
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
