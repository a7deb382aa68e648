import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports, as built into dist-server/. */
type ServerEntry = {
  setApiTransport(transport: (url: string, init?: RequestInit) => Promise<Response>): void;
  renderPage(
    request: Request,
    options: { nonce?: string; onSectionError?: (error: unknown) => void },
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        head: string;
        state: string;
        body: { pipe(destination: Writable): void; abort(reason?: unknown): void };
      }
    | { kind: 'shell' }
  >;
};

/** A writable the page goes into: a compressor (flushed after each of React's flushes) or the plain reply. */
export type PageDestination = Writable & { flush?: () => void };

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /**
   * A page whose first screen is rendered: `send` writes the document into `destination` (the first screen
   * and its data in the first flush, then each lazily loaded section as it resolves) and ends it.
   */
  | { kind: 'page'; status: number; send(destination: PageDestination): void };

export type PageRenderer = {
  /**
   * The page as a guest sees it, or null: the caller sends the plain shell, which renders in the browser.
   * `nonce` goes on React's inline scripts that reveal streamed sections (the response's CSP allows it).
   */
  render(request: FastifyRequest, options: { nonce: string }): Promise<RenderedPage | null>;
};

/**
 * A first screen slower than this to render goes out as the shell instead: the browser is no slower at it.
 * The sections that stream after it get as long again; what is still pending then is left to the browser.
 */
export const RENDER_DEADLINE_MS = 3000;

const HEAD = /<!--ssr-head-->[\s\S]*?<!--\/ssr-head-->/;
const ROOT = '<div id="root"><!--ssr-html--></div>';

/**
 * Server rendering (decisions 0023, 0035): the web build's server entry renders each page with its first
 * screen's data, fetched from this very process through `inject` as a guest (no cookie is passed on, so
 * nothing personal can enter the HTML), and streams it. Absent (no build, API tests) it is null and pages go
 * out as the shell.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string): Promise<PageRenderer | null> {
  const entryFile = path.join(`${webDistDir}-server`, 'entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;

  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(templateFile, 'utf8');
  const rootAt = template.indexOf(ROOT);
  if (rootAt < 0 || !template.slice(0, rootAt).includes('<!--ssr-state-->')) {
    app.log.warn({ templateFile }, 'web template has no server-render marks: pages render in the browser');
    return null;
  }
  entry.setApiTransport((url, init) => injectFetch(app, url, init));

  return {
    async render(request, { nonce }) {
      // PUBLIC_ORIGIN when set: the Host header is the client's to choose, and og:url repeats it.
      const url = new URL(request.url, app.config.publicOrigin ?? `${request.protocol}://${request.host}`);
      let deadline: NodeJS.Timeout | undefined;
      try {
        const rendering = entry.renderPage(new Request(url, { headers: { accept: 'text/html' } }), {
          nonce,
          onSectionError: (error) => request.log.warn({ err: error, url: request.url }, 'a streamed section failed'),
        });
        const result = await Promise.race([
          rendering,
          new Promise<null>((resolve) => {
            deadline = setTimeout(() => resolve(null), RENDER_DEADLINE_MS);
          }),
        ]);
        if (result === null) {
          request.log.warn({ url: request.url }, 'server render too slow: sent the shell');
          // A first screen that arrives after all is given up: its pending sections must not keep running.
          void rendering.then((late) => (late.kind === 'page' ? late.body.abort('too slow') : undefined));
          return null;
        }
        if (result.kind !== 'page') return result.kind === 'redirect' ? result : null;
        // The state goes before the root: it is ready with the first screen, and the markup after the root
        // only ends once the last streamed section has arrived.
        const before = template
          .slice(0, rootAt)
          .replace(HEAD, result.head)
          .replace('<!--ssr-state-->', `<script id="ssr-state" type="application/json">${result.state}</script>`);
        const after = template.slice(rootAt + ROOT.length);
        const { body } = result;
        return {
          kind: 'page',
          status: result.status,
          send(destination) {
            destination.write(`${before}<div id="root">`);
            const abortTimer = setTimeout(() => body.abort('sections too slow'), RENDER_DEADLINE_MS);
            const onClose = () => body.abort('client gone');
            destination.once('close', onClose);
            const sink = new Writable({
              write(chunk, _encoding, done) {
                if (destination.write(chunk)) done();
                else destination.once('drain', done);
              },
              final(done) {
                clearTimeout(abortTimer);
                destination.off('close', onClose);
                destination.end(`</div>${after}`);
                done();
              },
            });
            // React calls this after each of its flushes: a compressor then sends what it holds.
            Object.assign(sink, { flush: () => destination.flush?.() });
            body.pipe(sink);
          },
        };
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
