import { type ComponentType, useEffect, useState } from 'react';

// True while the browser hydrates the server's markup (main.tsx sets it around the hydration call).
let hydrating = false;

/** main.tsx: what renders between these two calls must draw what the server drew. */
export function setHydrating(on: boolean): void {
  hydrating = on;
}

/**
 * False on the server and while hydrating, true after (and at once on a page opened by client navigation).
 * For what only the browser knows: router state, session storage. A state flipped by an effect rather than a
 * store's server snapshot: Preact renders hydration with the client snapshot (decision 0030), and a first
 * render that differs from the server's markup would keep the server's attributes.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}

/**
 * A page that depends on what only the browser holds (router state, a draft in session storage) renders
 * nothing on the server and during hydration, so the two never disagree, then itself (decision 0023).
 */
export function clientOnly<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ClientOnlyPage(props: P) {
    return useHydrated() ? <Page {...props} /> : null;
  }
  ClientOnlyPage.displayName = `clientOnly(${Page.displayName ?? Page.name})`;
  return ClientOnlyPage;
}
