import { type ComponentType, use } from 'react';

/**
 * A page in its own chunk. `preload` fetches it; <PageView> renders it, suspending (React's `use`) until the
 * chunk is there. The server and the browser preload the page of the address before they render, so a server
 * render and its hydration draw the page at once, never a fallback (decision 0023). A chunk that fails to load
 * is asked for again on the next render rather than remembered as failed (a deploy may have moved it).
 */
export class LazyPage<P extends object = object> {
  loaded: ComponentType<P> | null = null;
  private pending: Promise<void> | null = null;
  private readonly load: () => Promise<{ default: ComponentType<P> }>;

  constructor(load: () => Promise<{ default: ComponentType<P> }>) {
    this.load = load;
  }

  preload(): Promise<void> {
    this.pending ??= this.load().then(
      (module) => {
        this.loaded = module.default;
      },
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }
}

export function PageView<P extends object>({ page, props }: { page: LazyPage<P>; props?: P }) {
  if (!page.loaded) use(page.preload());
  const Page = page.loaded as ComponentType<P>;
  return <Page {...(props as P)} />;
}
