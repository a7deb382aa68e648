// The server's entry (decision 0023): renders a page to HTML with the data of its first screen, as a guest,
// with React's streaming renderer (decision 0035). Built by `vite build --ssr` into dist-server/ and loaded by
// the API (apps/api/src/modules/web/ssr.ts).
import type { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadPageAt, redirectFor, routes } from './app/routes.tsx';
import { serializeSsrState } from './app/ssr-state.ts';
import { isAdminScreen } from './routes/admin/admin-routes.tsx';
import { isConsoleScreen } from './routes/partner-center/console-routes.tsx';
import { PREFETCH_BY_ROUTE_PATH, redirectOf, statusOf } from './routes/weddinghall/prefetch.ts';
import { type ApiTransport, setApiTransport } from './shared/api/transport.ts';
import { type DocumentMeta, fullTitle, ServerDocumentMeta } from './shared/layout/document-title.ts';
import { SERVICE_NAME } from './shared/lib/app-info.ts';

export type { ApiTransport };
export { setApiTransport };

/**
 * A page whose first screen is rendered: `pipe` writes its markup (the first screen at once, then each
 * Suspense boundary as it resolves) and ends the destination; `abort` gives what is still pending to the
 * browser to render.
 */
export type StreamedPage = {
  pipe(destination: Writable): void;
  abort(reason?: unknown): void;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page: its head tags, state for hydration, status and its streamed markup. */
  | { kind: 'page'; status: number; head: string; state: string; body: StreamedPage }
  /** Something the server cannot draw (a route error): the browser renders it on its own. */
  | { kind: 'shell' };

export type RenderOptions = {
  /** The response's CSP nonce: React's own inline scripts that reveal streamed sections carry it. */
  nonce?: string;
  /** A section that fails on the server (it is rendered again in the browser). */
  onSectionError?: (error: unknown) => void;
};

function App() {
  return useRoutes(routes);
}

/**
 * Renders `request` (a GET for a page) as a guest; the API transport must be set first. Resolves once the
 * first screen is rendered (everything outside a Suspense boundary, with the prefetched data); lazily loaded
 * sections (a hall's other tabs, the nearby halls, sheets) follow in the same response as they resolve.
 */
export async function renderPage(request: Request, options: RenderOptions = {}): Promise<RenderResult> {
  const url = new URL(request.url);
  const home = redirectFor(url.pathname, url.search);
  if (home) return { kind: 'redirect', status: 302, location: home };
  // A page whose chunk fails to load is left to the browser, which shows its own error screen.
  const path = await preloadPageAt(url.pathname).catch(() => null);
  if (path === null) return { kind: 'shell' };

  const queryClient = createQueryClient();
  const prefetched = await PREFETCH_BY_ROUTE_PATH[path ?? '']?.({ queryClient, url });
  // A page whose data says it lives elsewhere (a hall opened as /partner/{uuid}) is sent there by the server,
  // rather than rendered empty for the browser to move on.
  const moved = redirectOf(prefetched);
  // A page whose data says it is gone (a revoked share link) still renders its own words, with that status.
  const status = statusOf(prefetched);
  if (moved) {
    queryClient.clear();
    return { kind: 'redirect', status: 301, location: moved };
  }

  const notFound =
    path === '*' ||
    (path === '/partner-center/*' && !isConsoleScreen(url.pathname)) ||
    (path === '/admin/*' && !isAdminScreen(url.pathname));
  // The data is all fetched before rendering, so the state goes out with the first screen.
  // Only answers that arrived: a failed prefetch is fetched again in the browser.
  const state = serializeSsrState({ queries: dehydrate(queryClient) });
  const meta: { current: DocumentMeta | null } = { current: null };
  return new Promise<RenderResult>((resolve) => {
    const stream = renderToPipeableStream(
      <ServerDocumentMeta.Provider value={meta}>
        <Providers client={queryClient}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <App />
          </StaticRouter>
        </Providers>
      </ServerDocumentMeta.Provider>,
      {
        nonce: options.nonce,
        // A section that is ready by the time the shell goes out is sent in place, never outlined: React moves a
        // ready boundary past 12,800 bytes into a hidden <div> that only a script reveals, and a guest with
        // JavaScript off would then see a spinner instead of the hall's info tab and its price disclosure (the
        // 고시 asks that anyone can read it; decision 0041). Sections still loading stream as before.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          resolve({
            kind: 'page',
            status: notFound ? 404 : (status ?? 200),
            head: headHtml(meta.current, url),
            state,
            body: { pipe: (destination) => void stream.pipe(destination), abort: (reason) => stream.abort(reason) },
          });
        },
        onShellError() {
          queryClient.clear();
          resolve({ kind: 'shell' });
        },
        onAllReady() {
          queryClient.clear();
        },
        onError(error) {
          options.onSectionError?.(error);
        },
      },
    );
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The same words as index.html's own description, which the head below replaces.
const DEFAULT_DESCRIPTION = '웨딩홀 잔여일정과 가격을 한눈에 비교하고 방문 상담까지 한 번에.';

/** <title>, description and Open Graph tags of a rendered page; the template's own title is replaced. */
function headHtml(meta: DocumentMeta | null, url: URL): string {
  const title = fullTitle(meta?.title ?? SERVICE_NAME);
  const description = meta?.description ?? DEFAULT_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SERVICE_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url.href)}" />`,
    // The page without its view state (tab, filters): the one address search engines and messengers keep.
    `<link rel="canonical" href="${escapeHtml(`${url.origin}${url.pathname}`)}" />`,
  ];
  if (meta?.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (meta?.image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(meta.image, url).href)}" />`);
  return tags.join('\n    ');
}
