import { type ComponentType, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true after (and at once on a page opened by client navigation).
 * For what only the browser knows: router state, session storage. React renders hydration with the store's
 * server snapshot, so the first render draws what the server drew, then renders again with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
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
