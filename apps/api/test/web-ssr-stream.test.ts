import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// The API's half of the streaming server render (decision 0035), against a stand-in for the web build's server
// entry: the first screen and its state go out at once, a section that resolves later follows in the same
// response, React's inline scripts carry the response's CSP nonce, and a page the entry cannot draw is the shell.

const TEMPLATE = [
  '<!doctype html><html lang="ko"><head>',
  '<!--ssr-head--><title>웨딩데이</title><!--/ssr-head-->',
  '<script type="module" src="/assets/index-abc123.js"></script></head><body>',
  '<!--ssr-state-->',
  '<div id="root"><!--ssr-html--></div>',
  '<noscript>off</noscript></body></html>',
].join('');

// A plain ES module: what `vite build --ssr` writes, reduced to the contract ssr.ts relies on. The section
// after the first screen is written when the test releases it (globalThis.releaseSection).
const ENTRY = `
export function setApiTransport() {}
export async function renderPage(request, options) {
  const url = new URL(request.url);
  if (url.pathname === '/weddinghall/event') return { kind: 'shell' };
  if (url.pathname === '/weddinghall/home') return { kind: 'redirect', status: 301, location: '/weddinghall/slot' };
  return {
    kind: 'page',
    status: 200,
    head: '<title>잔여일정 | 웨딩데이</title>',
    state: '{"queries":[]}',
    body: {
      pipe(destination) {
        destination.write('<main>first screen<!--$?--><template id="B:0"></template><p>loading</p><!--/$--></main>');
        destination.flush?.();
        globalThis.releaseSection = () => {
          destination.write('<div hidden id="S:0"><p>section</p></div><script nonce="' + options.nonce + '">$RC("B:0","S:0")</script>');
          destination.end();
        };
      },
      abort() {},
    },
  };
}
`;

const sectionGate = globalThis as { releaseSection?: () => void };

describe('streamed server render', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    const dist = path.join(await mkdtemp(path.join(tmpdir(), 'wedding-web-ssr-')), 'web-dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await mkdir(`${dist}-server`, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), TEMPLATE);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    await writeFile(path.join(`${dist}-server`, 'entry-server.js'), ENTRY);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the first screen and its state before a pending section, then the section, under a nonce', async () => {
    const chunks: string[] = [];
    const done = new Promise<{ status: number; csp: string }>((resolve, reject) => {
      const req = httpRequest(`${origin}/weddinghall/slot`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          chunks.push(chunk);
          // The section is released only once the first screen has reached the client.
          if (chunks.join('').includes('first screen')) setTimeout(() => sectionGate.releaseSection?.(), 20);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, csp: String(res.headers['content-security-policy']) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    const { status, csp } = await done;
    const html = chunks.join('');
    expect(status).toBe(200);
    expect(html).toContain('<title>잔여일정 | 웨딩데이</title>');
    // The state comes before the root, so it is in the first flush with the first screen.
    expect(html.indexOf('id="ssr-state"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toMatch(
      /<div id="root"><main>first screen.*<\/main><div hidden id="S:0">.*<\/script><\/div><noscript>/,
    );
    // The first screen arrived in an earlier chunk than the section.
    const firstAt = chunks.findIndex((chunk) => chunk.includes('first screen'));
    const sectionAt = chunks.findIndex((chunk) => chunk.includes('<p>section</p>'));
    expect(firstAt).toBeGreaterThanOrEqual(0);
    expect(sectionAt).toBeGreaterThan(firstAt);
    // React's inline script carries the nonce the response's policy allows, and only that one.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
  });

  it('compresses the stream with brotli when the client accepts it', async () => {
    const pending = t.app.inject({ url: '/weddinghall/slot', headers: { 'accept-encoding': 'br' } });
    setTimeout(() => sectionGate.releaseSection?.(), 50);
    const res = await pending;
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<p>section</p>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('sends the shell when the entry cannot draw the page, and a redirect as one', async () => {
    const shell = await t.app.inject('/weddinghall/event');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toBe(TEMPLATE);
    expect(shell.headers['content-security-policy']).not.toContain('nonce-');
    const moved = await t.app.inject('/weddinghall/home');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/weddinghall/slot');
  });
});
