import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/db/schema/index.ts';
import { readOpenGraph } from '../../src/modules/blog-reviews/open-graph.ts';
import { isPublicAddress } from '../../src/shared/safe-fetch/public-address.ts';
import { SafeFetchError, safeFetch } from '../../src/shared/safe-fetch/safe-fetch.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';

// Issue 11 blog reviews: a post registered by URL, read through the SSRF-safe fetch. The pages come from a local
// server, which only the guard's test allowance (SAFE_FETCH_ALLOW_LOOPBACK, NODE_ENV=test) lets through.

const POST_HTML = `<!doctype html><html><head>
<title>fallback title</title>
<meta property="og:title" content="채플 웨딩 후기 &amp; 꿀팁">
<meta property="og:description" content="하객 200명, 식사 만족도 최고였어요.">
<meta property="og:image" content="/cover.png">
</head><body>${'본문 '.repeat(10)}</body></html>`;

async function startBlog(): Promise<{ server: Server; url: string; hits: string[] }> {
  const cover = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#eac' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/post') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(POST_HTML);
    if (req.url === '/moved') return res.writeHead(302, { location: '/post' }).end();
    if (req.url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    if (req.url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(cover);
    if (req.url === '/file.zip') return res.writeHead(200, { 'content-type': 'application/zip' }).end('PK');
    if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><meta property="og:title" content="큰 글"></head><body>');
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk);
      return res.end('</body></html>');
    }
    if (req.url === '/slow') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

describe('the SSRF guard', () => {
  it('knows public addresses from private, loopback, link-local and reserved ones (IPv4 and IPv6)', () => {
    for (const address of ['8.8.8.8', '211.234.10.1', '2404:6800:4004:80a::200e'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses loopback without the allowance, other private ranges even with it, and other schemes', async () => {
    const refuse = async (url: string, allowLoopback = false) => {
      const error = await safeFetch(url, { maxBytes: 1000, allowLoopback }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).reason).toBe('forbidden');
    };
    await refuse('http://127.0.0.1:9/');
    await refuse('http://localhost:9/');
    await refuse('http://10.0.0.1/', true);
    await refuse('http://169.254.169.254/latest/meta-data/', true);
    await refuse('file:///etc/passwd', true);
    await refuse('http://user:pw@example.com/', true);
  });

  describe('against a local server (test allowance)', () => {
    let blog: Awaited<ReturnType<typeof startBlog>>;
    beforeAll(async () => {
      blog = await startBlog();
    });
    afterAll(() => new Promise<void>((resolve) => blog.server.close(() => resolve())));

    it('follows a redirect, but refuses one that points inside', async () => {
      const page = await safeFetch(`${blog.url}/moved`, { maxBytes: 100_000, allowLoopback: true });
      expect(page.url).toBe(`${blog.url}/post`);
      const error = await safeFetch(`${blog.url}/to-metadata`, { maxBytes: 1000, allowLoopback: true }).catch(
        (e: unknown) => e,
      );
      expect((error as SafeFetchError).reason).toBe('forbidden');
    });

    it('stops reading at the size cap and gives up at the time limit', async () => {
      const page = await safeFetch(`${blog.url}/huge`, { maxBytes: 100_000, allowLoopback: true });
      expect(page.truncated).toBe(true);
      expect(page.body.length).toBe(100_000);
      const started = Date.now();
      const error = await safeFetch(`${blog.url}/slow`, { maxBytes: 1000, timeoutMs: 300, allowLoopback: true }).catch(
        (e: unknown) => e,
      );
      expect((error as SafeFetchError).reason).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });
});

describe('Open Graph', () => {
  it('reads og:title, og:description and og:image, decoding entities, falling back to <title>', () => {
    expect(readOpenGraph(POST_HTML)).toEqual({
      title: '채플 웨딩 후기 & 꿀팁',
      description: '하객 200명, 식사 만족도 최고였어요.',
      image: '/cover.png',
    });
    expect(readOpenGraph('<title> 그냥\n제목 </title>')).toEqual({
      title: '그냥 제목',
      description: null,
      image: null,
    });
    // '>' is legal inside a quoted attribute: the tag does not end there.
    expect(readOpenGraph(`<meta content='<b>굵게</b> 후기' property="og:title">`).title).toBe('<b>굵게</b> 후기');
  });
});

describe('POST and GET /web/v1/community/partners/{uuid}/blog-reviews', () => {
  let blog: Awaited<ReturnType<typeof startBlog>>;
  let t: TestApp;
  let guarded: TestApp;
  let hallUuid: string;
  beforeAll(async () => {
    blog = await startBlog();
    [t, guarded] = await Promise.all([buildTestApp({ env: { SAFE_FETCH_ALLOW_LOOPBACK: '1' } }), buildTestApp()]);
    const [hall] = await t.database.db.select().from(partners).where(eq(partners.type, 2)).limit(1);
    hallUuid = hall!.uuid;
  });
  afterAll(async () => {
    await Promise.all([t.close(), guarded.close()]);
    await new Promise<void>((resolve) => blog.server.close(() => resolve()));
  });

  const register = async (app: TestApp, blogUrl: string, who?: { headers: Record<string, string> }) =>
    app.app.inject({
      method: 'POST',
      url: `/web/v1/community/partners/${hallUuid}/blog-reviews`,
      headers: who?.headers ?? (await signedInCustomer(app)).headers,
      payload: { blogUrl },
    });

  it('registers a post with its title, description and its image kept here', async () => {
    const res = await register(t, `${blog.url}/post`);
    expect(res.statusCode).toBe(201);
    const review = res.json().item;
    expect(review).toMatchObject({
      title: '채플 웨딩 후기 & 꿀팁',
      content: '하객 200명, 식사 만족도 최고였어요.',
      originUrl: `${blog.url}/post`,
    });
    expect(review.images).toHaveLength(1);
    expect(review.images[0]).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(blog.hits).toContain('/cover.png');
    const list = (await t.app.inject(`/web/v1/community/partners/${hallUuid}/blog-reviews?fetchSize=10`)).json();
    expect(list.item[0]).toMatchObject({ uuid: review.uuid, title: review.title });
    expect(list.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses the same post twice, a page that is no post, and a URL that is none', async () => {
    expect((await register(t, `${blog.url}/post`)).json().code).toBe('BLOG_ALREADY_REGISTERED');
    expect((await register(t, `${blog.url}/file.zip`)).json().code).toBe('BLOG_NOT_A_POST');
    expect((await register(t, `${blog.url}/gone`)).json().code).toBe('BLOG_URL_UNREACHABLE');
    const bad = await register(t, 'javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('블로그 글 주소(https://…)를 입력해 주세요.');
  });

  it('without the allowance, a loopback or metadata address is refused and nothing is fetched', async () => {
    const before = blog.hits.length;
    const res = await register(guarded, `${blog.url}/moved`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BLOG_URL_FORBIDDEN');
    expect((await register(guarded, 'http://169.254.169.254/latest/meta-data/')).json().code).toBe(
      'BLOG_URL_FORBIDDEN',
    );
    expect(blog.hits.length).toBe(before);
  });

  it('a guest gets 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/web/v1/community/partners/${hallUuid}/blog-reviews`,
      payload: { blogUrl: `${blog.url}/post` },
    });
    expect(res.statusCode).toBe(401);
  });
});
