import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

type Open = { open: boolean };

function DeferredMount<P extends Open>({ Lazy, props }: { Lazy: LazyExoticComponent<ComponentType<P>>; props: P }) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* biome-ignore lint/suspicious/noExplicitAny: the props are P, passed through unchanged */}
      <Lazy {...(props as any)} />
    </Suspense>
  );
}

/**
 * A sheet or dialog whose code loads on its first opening: most visitors never open most sheets, and their
 * code would otherwise weigh on every page's first load (DESIGN §8 budget). Once opened it stays mounted, so
 * closing and reopening is instant. Until its code arrives nothing is shown; the sheet then opens by itself.
 */
export function deferred<P extends Open>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => <DeferredMount Lazy={Lazy} props={props} />;
}
