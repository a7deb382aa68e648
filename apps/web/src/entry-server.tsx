// The server's entry (decision 0023): renders a page to HTML with the data of its first screen, as a guest.
// Built by `vite build --ssr` into dist-server/ and loaded by the API (apps/api/src/modules/web/ssr.ts).
import { dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { priorityImagePreloads } from './app/priority-image-preloads.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { serializeSsrState } from './app/ssr-state.ts';
import { PREFETCH_BY_ROUTE_PATH, redirectOf } from './routes/weddinghall/prefetch.ts';
import { type ApiTransport, setApiTransport } from './shared/api/transport.ts';
import { type DocumentMeta, fullTitle, serverDocumentMeta } from './shared/layout/document-title.ts';
import { SERVICE_NAME } from './shared/lib/app-info.ts';

export type { ApiTransport };
export { setApiTransport };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page: its markup, head tags, preload links for its largest paint, state for hydration and status. */
  | { kind: 'page'; status: number; html: string; head: string; preload: string; state: string }
  /** Something the server cannot draw (a route error): the browser renders it on its own. */
  | { kind: 'shell' };

const handler = createStaticHandler(routes);

/** Renders `request` (a GET for a page) as a guest; the API transport must be set first. */
export async function renderPage(request: Request): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell' };
  }
  if (context.errors) return { kind: 'shell' };

  const url = new URL(request.url);
  const queryClient = createQueryClient();
  const prefetched = await Promise.all(
    context.matches.map((match) => PREFETCH_BY_ROUTE_PATH[match.route.path ?? '']?.({ queryClient, url })),
  );
  // A page whose data says it lives elsewhere (a hall opened as /partner/{uuid}) is sent there by the server,
  // rather than rendered empty for the browser to move on.
  const moved = prefetched.map(redirectOf).find((location) => location !== null);
  if (moved) {
    queryClient.clear();
    return { kind: 'redirect', status: 301, location: moved };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  serverDocumentMeta.current = null;
  // Async so that a lazily loaded section is drawn in full rather than failing the render (decision 0030).
  const html = await renderToStringAsync(
    <Providers client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const head = headHtml(serverDocumentMeta.current, url);
  const notFound = context.matches.some((match) => match.route.path === '*');
  const state = serializeSsrState({
    // Only answers that arrived: a failed prefetch is fetched again in the browser.
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  });
  queryClient.clear();
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    head,
    preload: priorityImagePreloads(html).join('\n    '),
    state,
  };
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
  if (meta?.image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(meta.image, url).href)}" />`);
  return tags.join('\n    ');
}
