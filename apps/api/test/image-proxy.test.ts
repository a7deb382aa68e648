import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalMediaPath } from '../src/modules/image-proxy/service.ts';
import { MEDIA_RENDER_RULE } from '../src/modules/media/render-budget.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { registerGeneratedMedia } from './helpers/generated-media.ts';

const HALL = '/media/generated/hall/proxy-test.jpg'; // 1200×900
const PROFILE = '/media/generated/profile/proxy-test.jpg'; // 200×200

const proxy = (src: string, w?: number | string) =>
  `/v1/image?src=${encodeURIComponent(src)}${w === undefined ? '' : `&w=${w}`}`;

describe('GET /v1/image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await registerGeneratedMedia(t.database, HALL, PROFILE);
  });
  afterAll(() => t.close());

  it('defaults to 1200 px wide and resizes to the asked width (600 for review images)', async () => {
    const full = await t.app.inject(proxy(HALL));
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });

    const review = await t.app.inject(proxy(HALL, 600));
    expect(review.statusCode).toBe(200);
    expect(await sharp(review.rawPayload).metadata()).toMatchObject({ width: 600, height: 450 });
    expect(review.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(review.headers.vary).toMatch(/accept/i);
  });

  it('never enlarges: the default width is capped by the source width', async () => {
    const res = await t.app.inject(proxy(PROFILE));
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('sends WebP when the browser accepts it, else JPEG', async () => {
    const webp = await t.app.inject({ url: proxy(HALL, 300), headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');

    const jpeg = await t.app.inject({ url: proxy(HALL, 300), headers: { accept: 'image/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('refuses external and non-media sources with 400 (no SSRF)', async () => {
    for (const src of [
      'http://169.254.169.254/latest/meta-data',
      'https://example.com/a.jpg',
      '//example.com/media/a.jpg',
      '/media/../etc/passwd',
      '/media\\..\\secret',
      '/api/user',
      'media/generated/hall/a.jpg',
    ]) {
      const res = await t.app.inject(proxy(src));
      expect(res.statusCode, src).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'INVALID_IMAGE_SOURCE' });
    }
    const missing = await t.app.inject('/v1/image');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: '요청 값이 올바르지 않습니다: src' });
  });

  it('rejects widths outside 100..1920 with a Korean message', async () => {
    for (const w of ['0', '99', '1921', 'abc', '600.5']) {
      const res = await t.app.inject(proxy(HALL, w));
      expect(res.statusCode, w).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: '요청 값이 올바르지 않습니다: w (이미지 너비는 100~1920 사이의 정수여야 합니다.)',
      });
    }
  });

  it('answers 404 for a local media path where nothing lives, generated keys no row refers to included', async () => {
    for (const src of ['/media/uploads/nothing.jpg', '/media/generated/hall/made-up-key.jpg']) {
      const res = await t.app.inject(proxy(src));
      expect(res.statusCode, src).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '이미지를 찾을 수 없습니다.' });
    }
  });

  // Issue 13: 1,821 widths × 2 formats per image were accepted.
  it('rounds an asked width up to the next of 150, 320, 600, 900, 1200, 1920', async () => {
    const cases: [number, number][] = [
      [100, 150],
      [151, 320],
      [320, 320],
      [601, 900],
      [1000, 1200],
      [1201, 1200], // the source is 1200 wide: 1920 is asked, never enlarged
    ];
    for (const [asked, rendered] of cases) {
      const res = await t.app.inject(proxy(HALL, asked));
      expect(res.statusCode, String(asked)).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width, String(asked)).toBe(rendered);
    }
    const a = await t.app.inject(proxy(HALL, 601));
    const b = await t.app.inject(proxy(HALL, 899));
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('limits renditions to 300 a minute per IP (429 with Retry-After) and keeps serving cached ones', async () => {
    const ip = '198.51.100.210';
    const get = (w: number) => t.app.inject({ url: proxy(HALL, w), remoteAddress: ip });
    expect((await get(150)).statusCode).toBe(200);
    for (let i = 0; i < MEDIA_RENDER_RULE.limit; i++) await t.app.services.rateLimiter.hit(MEDIA_RENDER_RULE, ip);
    const refused = await t.app.inject({
      url: proxy(HALL, 1920),
      remoteAddress: ip,
      headers: { accept: 'image/webp' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await get(150)).statusCode).toBe(200);
  });

  it('accepts only plain local media paths', () => {
    expect(isLocalMediaPath('/media/generated/hall/a-1.jpg')).toBe(true);
    expect(isLocalMediaPath('/media/generated/hall/a-1.jpg?x=1')).toBe(false);
    expect(isLocalMediaPath('/media/%2e%2e/x')).toBe(false);
    expect(isLocalMediaPath('/media//evil.com/x')).toBe(false);
  });
});
