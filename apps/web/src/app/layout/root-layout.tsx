import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useToastFromQuery } from '../../shared/hooks/use-toast-from-query.ts';
import { useUserBootstrap } from '../../shared/hooks/use-user-bootstrap.ts';
import { ToastHost } from '../../shared/ui/toast.tsx';
import { replayTap } from '../taps-before-hydration.ts';
import { replayTypedFields } from '../typed-before-hydration.ts';
import { DialogHost } from './dialog-host.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';

/** Wraps every page: the centred mobile frame plus the app-wide toast, dialog and start-up effects. */
export function RootLayout() {
  const { pathname } = useLocation();
  useUserBootstrap();
  useToastFromQuery();
  useScrollRestoration();
  useEffect(() => {
    replayTypedFields();
    // After the typed text: a tapped button acts on what was typed before it.
    replayTap();
    // The page is live: browser tests wait for this before they type or tap (decision 0023).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The two consoles (partner, issue 26; operator, issue 29) are desk tools: wide on a desk, one column on a phone.
  const wide = pathname.startsWith('/partner-center') || pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className={wide ? 'app-frame app-frame--wide' : 'app-frame'}>
      <RouteErrorBoundary page={pathname}>
        {/* No Suspense boundary here: a page's chunk is loaded before it renders (the entry, the server and
            AppRouter preload it), and a boundary around the whole page would let the server stream the page
            after the shell (blank with JavaScript off) and hydrate it after the layout's effects ran. */}
        <Outlet />
      </RouteErrorBoundary>
      <ToastHost />
      <DialogHost />
    </div>
  );
}
