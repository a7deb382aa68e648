import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useToastFromQuery } from '../../shared/hooks/use-toast-from-query.ts';
import { useUserBootstrap } from '../../shared/hooks/use-user-bootstrap.ts';
import { ToastHost } from '../../shared/ui/toast.tsx';
import { replayTap } from '../taps-before-hydration.ts';
import { replayTypedFields } from '../typed-before-hydration.ts';
import { DialogHost } from './dialog-host.tsx';

/** Wraps every page: the centred mobile frame plus the app-wide toast, dialog and start-up effects. */
export function RootLayout() {
  useUserBootstrap();
  useToastFromQuery();
  useEffect(() => {
    replayTypedFields();
    // After the typed text: a tapped button acts on what was typed before it.
    replayTap();
    // The page is live: browser tests wait for this before they type or tap (decision 0023).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="app-frame">
      <Outlet />
      <ToastHost />
      <DialogHost />
      <ScrollRestoration />
    </div>
  );
}
