import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports, as built into dist-server/. */
type ServerEntry = {
  setApiTransport(transport: (url: string, init?: RequestInit) => Promise<Response>): void;
  renderPage(
    request: Request,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; head: string; preload: string; state: string }
    | { kind: 'shell' }
  >;
};

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string };

export type PageRenderer = {
  /** The page as a guest sees it, or null: the caller sends the plain shell, which renders in the browser. */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
};

/** A page slower than this to render goes out as the shell instead: the browser is no slower at it. */
export const RENDER_DEADLINE_MS = 3000;

const HEAD = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;

/**
 * Server rendering (decision 0023): the web build's server entry renders each page with its first screen's
 * data, fetched from this very process through `inject` as a guest (no cookie is passed on, so nothing
 * personal can enter the HTML). Absent (no build, API tests) it is null and pages go out as the shell.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string): Promise<PageRenderer | null> {
  const entryFile = path.join(`${webDistDir}-server`, 'entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;

  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(templateFile, 'utf8');
  entry.setApiTransport((url, init) => injectFetch(app, url, init));

  return {
    async render(request) {
      // PUBLIC_ORIGIN when set: the Host header is the client's to choose, and og:url repeats it.
      const url = new URL(request.url, app.config.publicOrigin ?? `${request.protocol}://${request.host}`);
      let deadline: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          entry.renderPage(new Request(url, { headers: { accept: 'text/html' } })),
          new Promise<null>((resolve) => {
            deadline = setTimeout(() => resolve(null), RENDER_DEADLINE_MS);
          }),
        ]);
        if (result === null) {
          request.log.warn({ url: request.url }, 'server render too slow: sent the shell');
          return null;
        }
        if (result.kind !== 'page') return result.kind === 'redirect' ? result : null;
        const html = template
          .replace(HEAD, result.head)
          .replace('<!--ssr-preload-->', result.preload)
          .replace('<!--ssr-html-->', result.html)
          .replace('<!--ssr-state-->', `<script id="ssr-state" type="application/json">${result.state}</script>`);
        return { kind: 'page', status: result.status, html };
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server render failed: sent the shell');
        return null;
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}

/** fetch for the renderer's API calls: into this process, as an anonymous local client. */
async function injectFetch(app: FastifyInstance, url: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const response = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
  }
  const noBody = response.statusCode === 204 || response.statusCode === 304;
  return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
    status: response.statusCode,
    headers: responseHeaders,
  });
}
