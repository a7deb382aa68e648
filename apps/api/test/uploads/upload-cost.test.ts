import { UPLOAD_MAX_PIXELS } from '@wedding/domain/constants';
import { uploadPixelsMessage } from '@wedding/domain/image-upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PIXEL_RULE } from '../../src/modules/uploads/allowance.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signedInCustomer } from '../helpers/customers.ts';
import { animatedGif, filesIn, png, pngHeaderOnly, postUpload, uploadRowsOf } from './upload-request.ts';

// Decision 0032 on PGlite and PostgreSQL: an image's decoded size is judged from its header before any pixel is
// decoded, and the decoded megapixels are spent from a per-customer budget (429 with Retry-After when spent).

describe('upload cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(`refuses more than ${UPLOAD_MAX_PIXELS.toLocaleString('en-US')} pixels from the header, before decoding`, async () => {
    const who = await signedInCustomer(t);
    // 30 Mpx by its header, and no pixel data to decode: decoding would have answered UPLOAD_UNREADABLE.
    const res = await postUpload(t.app, who.headers, [{ name: 'huge.png', bytes: await pngHeaderOnly(6000, 5000) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_PIXELS', message: uploadPixelsMessage() });
    // Nothing was charged: the refusal cost no CPU.
    expect(await t.app.services.rateLimiter.peek(UPLOAD_PIXEL_RULE, String(who.id))).toBe(0);
  });

  it('counts every frame of an animation', async () => {
    const who = await signedInCustomer(t);
    // 27 frames of 1 Mpx: each frame is small, the decode is 27 Mpx.
    const gif = await animatedGif(1000, 1000, 27);
    expect((await sharp(gif).metadata()).pages).toBe(27);
    const res = await postUpload(t.app, who.headers, [{ name: 'anim.gif', bytes: gif }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UPLOAD_PIXELS');
    const few = await animatedGif(1000, 1000, 3);
    expect((await postUpload(t.app, who.headers, [{ name: 'anim.gif', bytes: few }])).statusCode).toBe(200);
  });

  it('takes an image just under the limit, and charges its megapixels to the customer', async () => {
    const who = await signedInCustomer(t);
    const res = await postUpload(t.app, who.headers, [
      { name: 'big.png', bytes: await png(5000, 4999) },
      { name: 'small.png', bytes: await png(4000, 3000) },
    ]);
    expect(res.statusCode).toBe(200);
    // 24.995 Mpx counted up to 25, and 12.
    expect(await t.app.services.rateLimiter.peek(UPLOAD_PIXEL_RULE, String(who.id))).toBe(25 + 12);
    const [row] = await uploadRowsOf(t.database, who.id);
    expect(row).toMatchObject({ width: 5000, height: 4999 });
  });

  it('answers 429 with Retry-After once the megapixel budget is spent, and keeps nothing', async () => {
    const who = await signedInCustomer(t);
    await t.app.services.rateLimiter.hit(UPLOAD_PIXEL_RULE, String(who.id), UPLOAD_PIXEL_RULE.limit - 5);
    const before = filesIn(t.config.uploadsDir).sort();
    // 5 Mpx left: the first 4 Mpx image passes, the second does not.
    const res = await postUpload(t.app, who.headers, [
      { name: 'a.png', bytes: await png(2000, 2000) },
      { name: 'b.png', bytes: await png(2000, 2000) },
    ]);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(UPLOAD_PIXEL_RULE.windowMs / 1000);
    expect(await uploadRowsOf(t.database, who.id)).toEqual([]);
    // The first image had been stored when the second was refused: it is gone again.
    expect(filesIn(t.config.uploadsDir).sort()).toEqual(before);
  });
});
