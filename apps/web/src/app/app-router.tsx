import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { type Location, type NavigationType, type Navigator, Router } from 'react-router';
import { OverlayHistoryContext } from '../shared/lib/overlay-entries.ts';
import { withOverlayEntries } from './overlay-navigator.ts';
import { isPageLoadedAt, preloadPageAt } from './routes.tsx';

/** The part of React Router's history the app's router needs (the browser's, or a memory one in tests). */
export type AppHistory = {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
} & Navigator;

/**
 * React Router's declarative <Router> on a history, as its BrowserRouter, with one difference that the data
 * router had: a move to a page whose chunk is not loaded yet waits for it, with the current page still on
 * screen, instead of showing a fallback. The update itself is a transition, as in BrowserRouter. Overlays
 * get history entries of their own through it (decision 0039).
 */
export function AppRouter({ history: base, children }: { history: AppHistory; children: ReactNode }) {
  const history = useMemo(() => withOverlayEntries(base), [base]);
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ location }) => {
        const show = () => {
          // A later move that finished first wins: only the history's current entry is shown.
          if (history.location.key !== location.key) return;
          startTransition(() => setState({ action: history.action, location: history.location }));
        };
        if (isPageLoadedAt(location.pathname)) show();
        else preloadPageAt(location.pathname).then(show, show);
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <OverlayHistoryContext value={history}>{children}</OverlayHistoryContext>
    </Router>
  );
}
