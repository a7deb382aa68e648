import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

describe('GET /media/generated/:kind/:key.jpg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['hall', 1200, 900],
    ['individual-hall', 1200, 900],
    ['album', 1200, 900],
    ['review', 900, 900],
    ['event', 1200, 630],
    ['blog', 800, 600],
    ['profile', 200, 200],
    ['banner', 1200, 400],
  ])('renders a %s image of %i×%i as a long-cached JPEG', async (kind, width, height) => {
    const res = await t.app.inject(`/media/generated/${kind}/seed-hall-1`);
    expect(res.statusCode).toBe(404); // the .jpg suffix is part of the address
    const ok = await t.app.inject(`/media/generated/${kind}/seed-hall-1.jpg`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(ok.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width, height });
  });

  it('draws the same picture for the same key and a different one for another key', async () => {
    const a1 = await t.app.inject('/media/generated/hall/grand-hall-7.jpg');
    const a2 = await t.app.inject('/media/generated/hall/grand-hall-7.jpg');
    const b = await t.app.inject('/media/generated/hall/grand-hall-8.jpg');
    expect(a1.rawPayload.equals(a2.rawPayload)).toBe(true);
    expect(a1.rawPayload.equals(b.rawPayload)).toBe(false);
    expect(existsSync(path.join(t.config.mediaCacheDir, 'generated', 'hall', 'grand-hall-7.jpg'))).toBe(true);
  });

  it('rejects unknown kinds and malformed keys with 400 in the error shape', async () => {
    for (const url of [
      '/media/generated/poster/abc.jpg',
      '/media/generated/hall/ABC.jpg',
      '/media/generated/hall/a_b.jpg',
      `/media/generated/hall/${'a'.repeat(65)}.jpg`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/^요청 값이 올바르지 않습니다: (kind|key)/);
    }
  });

  it('never resolves paths outside the generated set', async () => {
    for (const url of ['/media/generated/hall/..%2F..%2Fetc%2Fpasswd.jpg', '/media/generated/hall/a/b.jpg']) {
      const res = await t.app.inject(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
