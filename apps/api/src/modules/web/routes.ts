import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERROR_CODES } from '@wedding/contract/errors';
import { SPA_ROUTE_PREFIXES } from '@wedding/contract/web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/schemas.ts';
import { htmlCompressor } from './compress-html.ts';
import { loadPageRenderer } from './ssr.ts';

const webNotBuilt = () =>
  new AppError(
    503,
    API_ERROR_CODES.WEB_NOT_BUILT,
    '웹 앱이 아직 빌드되지 않았습니다. 저장소 루트에서 `npm run build`를 실행한 뒤 서버를 다시 시작해 주세요.',
  );

/**
 * Serves the built web app on the API's origin. Vite's /assets/* names carry a content hash, so they
 * are cached for a year; index.html must always be revalidated so a deploy shows up at once.
 * The dist folder is checked once at start: API tests and a fresh clone run without a built web app.
 * Text assets go out brotli- or gzip-compressed from copies made at build time.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDistDir: string }): Promise<void> {
  const built = existsSync(path.join(options.webDistDir, 'index.html'));
  if (!built) app.log.warn({ webDistDir: options.webDistDir }, 'web app not built: run `npm run build`');

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      dotfiles: 'ignore',
      // Routes for the files the build wrote, found once at start, instead of a wildcard that stats any
      // path: a folder (/assets/) or a 5,000-character name then reaches the 404 handler, not a bare 403.
      wildcard: false,
      // The build writes .br and .gz copies beside each text asset (apps/web/scripts/compress-dist.ts); the
      // client's Accept-Encoding picks one, and Vary: Accept-Encoding keeps shared caches honest.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.webDistDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE_CACHE_CONTROL : 'no-cache');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!built) throw webNotBuilt();
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  };

  // Pages are rendered on the server with their first screen's data when the build has a server entry
  // (decision 0023); otherwise, or when a render fails, the shell renders in the browser as before.
  const renderer = built ? await loadPageRenderer(app, options.webDistDir) : null;
  if (built && !renderer) app.log.warn('web app built without its server entry: pages render in the browser');
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    // React's inline scripts that reveal a streamed section carry this response's nonce (decision 0035).
    const nonce = randomBytes(16).toString('base64');
    const page = renderer ? await renderer.render(request, { nonce }) : null;
    if (!page) return sendIndex(reply.code(status));
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const { stream, encoding } = htmlCompressor(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    const policy = reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      );
    }
    page.send(stream);
    return reply
      .code(status === 200 ? page.status : status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(stream);
  };

  // An unknown page (/no-such-page) opened in a browser: the app's own not-found page with status 404, and
  // crawlers still see a 404 (the error handler decides who asks).
  if (built) app.htmlNotFoundPage = (request, reply) => sendPage(request, reply, 404);

  const spaRoute = { schema: { hide: true } } as const;
  app.get('/', spaRoute, async (request, reply) => sendPage(request, reply));
  for (const prefix of SPA_ROUTE_PREFIXES) {
    app.get(prefix, spaRoute, async (request, reply) => sendPage(request, reply));
    app.get(`${prefix}/*`, spaRoute, async (request, reply) => sendPage(request, reply));
  }
}
