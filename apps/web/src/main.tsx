import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { hydrateServerQueries } from './app/server-rendered-queries.ts';
import { readSsrState } from './app/ssr-state.ts';
import { rememberTaps, stopRememberingTaps } from './app/taps-before-hydration.ts';
import { rememberTypedFields } from './app/typed-before-hydration.ts';
import { setHydrating } from './shared/ui/client-only.tsx';
import './shared/styles/tokens.css';
import './shared/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// A page the server rendered (decision 0023) is hydrated with the server's data; anything else renders here.
const ssr = readSsrState();
// The server's buttons are on screen while the page's chunks load: a tap now is kept for after hydration.
if (ssr) rememberTaps(container);
const queryClient = createQueryClient();
if (ssr) hydrateServerQueries(queryClient, ssr.queries);
// Not a top-level await: one in the entry made the bundler split the shell into twice as many chunks (+8 KB).
void createAppRouter(ssr?.router).then((router) => {
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (ssr) {
    rememberTypedFields(container);
    setHydrating(true);
    hydrateRoot(container, app);
    setHydrating(false);
    stopRememberingTaps();
  }
  if (!ssr) createRoot(container).render(app);
});
