import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalMediaPath } from '../src/modules/image-proxy/service.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

const HALL = '/media/generated/hall/proxy-test.jpg'; // 1200×900
const PROFILE = '/media/generated/profile/proxy-test.jpg'; // 200×200

const proxy = (src: string, w?: number | string) =>
  `/v1/image?src=${encodeURIComponent(src)}${w === undefined ? '' : `&w=${w}`}`;

describe('GET /v1/image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
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

  it('answers 404 for a local media path where nothing lives', async () => {
    const res = await t.app.inject(proxy('/media/uploads/nothing.jpg'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', message: '이미지를 찾을 수 없습니다.' });
  });

  it('accepts only plain local media paths', () => {
    expect(isLocalMediaPath('/media/generated/hall/a-1.jpg')).toBe(true);
    expect(isLocalMediaPath('/media/generated/hall/a-1.jpg?x=1')).toBe(false);
    expect(isLocalMediaPath('/media/%2e%2e/x')).toBe(false);
    expect(isLocalMediaPath('/media//evil.com/x')).toBe(false);
  });
});
