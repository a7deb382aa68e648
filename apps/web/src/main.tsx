import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, useRoutes } from 'react-router';
import { AppRouter } from './app/app-router.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadPageAt, routes } from './app/routes.tsx';
import { hydrateServerQueries } from './app/server-rendered-queries.ts';
import { readSsrState } from './app/ssr-state.ts';
import { rememberTaps, stopRememberingTaps } from './app/taps-before-hydration.ts';
import { rememberTypedFields } from './app/typed-before-hydration.ts';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

/**
 * A hydration mismatch is a bug, not something to recover from quietly: React then drops the server's markup
 * and renders that part again. Each one reaches the console as an error (the server-render E2E fails on it),
 * as do errors no boundary caught; errors a route's boundary shows are logged by React itself.
 */
const HYDRATION_ERRORS = {
  onRecoverableError(error: unknown, info: { componentStack?: string }) {
    console.error('Hydration error: the browser did not match the server-rendered page.', error, info.componentStack);
  },
  onUncaughtError(error: unknown, info: { componentStack?: string }) {
    console.error('Uncaught error while rendering.', error, info.componentStack);
  },
};

// A page the server rendered (decision 0023) is hydrated with the server's data; anything else renders here.
const ssr = readSsrState();
// The server's buttons are on screen while the page's chunks load: a tap now is kept for after hydration.
if (ssr) rememberTaps(container);
const queryClient = createQueryClient();
if (ssr) hydrateServerQueries(queryClient, ssr.queries);
function App() {
  return useRoutes(routes);
}

// The address's page is loaded first, so hydration draws what the server drew rather than a fallback.
// Not a top-level await: one in the entry made the bundler split the shell into twice as many chunks (+8 KB).
void preloadPageAt(window.location.pathname).then(() => {
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <AppRouter history={createBrowserHistory({ window, v5Compat: true })}>
          <App />
        </AppRouter>
      </Providers>
    </StrictMode>
  );
  if (ssr) {
    rememberTypedFields(container);
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser in between (a
    // tap in that time hydrates its own part first); otherwise the whole page is one long task (Lighthouse's
    // total blocking time on a slow phone).
    startTransition(() => {
      hydrateRoot(container, app, HYDRATION_ERRORS);
    });
    // From here React itself replays a tap that reaches a part it is still hydrating.
    stopRememberingTaps();
  }
  if (!ssr) createRoot(container).render(app);
});
