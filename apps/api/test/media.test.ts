import { existsSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_MEDIA_KINDS, generatedMediaPath } from '@wedding/contract/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import { MEDIA_RENDER_RULE } from '../src/modules/media/render-budget.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { registerGeneratedMedia } from './helpers/generated-media.ts';

describe('GET /media/generated/:kind/:key.jpg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await registerGeneratedMedia(
      t.database,
      ...GENERATED_MEDIA_KINDS.map((kind) => generatedMediaPath(kind, 'seed-hall-1')),
      '/media/generated/hall/grand-hall-7.jpg',
      '/media/generated/hall/grand-hall-8.jpg',
      '/media/generated/hall/limit-cached.jpg',
      '/media/generated/hall/limit-new.jpg',
    );
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

  // Issue 13: any key used to render and store a new image, without a login.
  it('answers 404 in the error shape for a key no row refers to, and renders or stores nothing', async () => {
    const res = await t.app.inject('/media/generated/hall/made-up-key-123.jpg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: '이미지를 찾을 수 없습니다.' });
    expect(existsSync(path.join(t.config.mediaCacheDir, 'generated', 'hall', 'made-up-key-123.jpg'))).toBe(false);
  });

  it('renders what the seed stored, registered by the seed itself', async () => {
    const kinds = await queryRows<{ path: string }>(
      t.database.db,
      sql`SELECT min(path) AS path FROM generated_media WHERE path NOT LIKE '%seed-hall-1%' GROUP BY split_part(path, '/', 4)`,
    );
    // The small seed writes halls, individual halls, albums, reviews, blogs, profiles, events and benefit icons.
    expect(kinds.length).toBeGreaterThanOrEqual(6);
    for (const { path: mediaPath } of kinds) expect((await t.app.inject(mediaPath)).statusCode, mediaPath).toBe(200);
  });

  it("renders the API's own fallback for a real hall's uuid, and 404 for a uuid that is no hall", async () => {
    const [hall] = await queryRows<{ uuid: string }>(t.database.db, sql`SELECT uuid::text FROM partners LIMIT 1`);
    expect((await t.app.inject(generatedMediaPath('hall', hall!.uuid))).statusCode).toBe(200);
    const stranger = generatedMediaPath('hall', '00000000-0000-4000-8000-000000000000');
    expect((await t.app.inject(stranger)).statusCode).toBe(404);
    expect((await t.app.inject(generatedMediaPath('individual-hall', hall!.uuid))).statusCode).toBe(404);
  });

  it('limits renders to 300 a minute per IP (429 with Retry-After) and keeps serving cached images', async () => {
    const ip = '198.51.100.200';
    const get = (url: string) => t.app.inject({ url, remoteAddress: ip });
    expect((await get('/media/generated/hall/limit-cached.jpg')).statusCode).toBe(200);
    for (let i = 0; i < MEDIA_RENDER_RULE.limit; i++) await t.app.services.rateLimiter.hit(MEDIA_RENDER_RULE, ip);
    const refused = await get('/media/generated/hall/limit-new.jpg');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get('/media/generated/hall/limit-cached.jpg')).statusCode).toBe(200);
    // Another address renders as before.
    expect(
      (await t.app.inject({ url: '/media/generated/hall/limit-new.jpg', remoteAddress: '198.51.100.201' })).statusCode,
    ).toBe(200);
  });
});
