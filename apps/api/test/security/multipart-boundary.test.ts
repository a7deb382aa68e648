import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMultipartBoundary } from '../../src/plugins/multipart-boundary.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearerForNewCustomer } from '../helpers/customers.ts';

/** The boundary reader that refuses what busboy would throw on (issue 23, decision 0031). */
describe('readMultipartBoundary', () => {
  it('reads a boundary as browsers and HTTP clients send it', () => {
    expect(readMultipartBoundary('multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW')).toBe(
      '----WebKitFormBoundary7MA4YWxkTrZu0gW',
    );
    expect(readMultipartBoundary('multipart/form-data; boundary="a b:c?"')).toBe('a b:c?');
    expect(readMultipartBoundary('Multipart/Form-Data;BOUNDARY=x;charset=utf-8')).toBe('x');
    expect(readMultipartBoundary('multipart/form-data; charset="x;y"; boundary=z')).toBe('z');
    expect(readMultipartBoundary(`multipart/form-data; boundary=${'b'.repeat(70)}`)).toBe('b'.repeat(70));
  });

  it.each([
    ['no parameters', 'multipart/form-data'],
    ['no boundary among the parameters', 'multipart/form-data; charset=utf-8'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['an empty quoted boundary', 'multipart/form-data; boundary=""'],
    ['71 characters (RFC 2046 allows 70)', `multipart/form-data; boundary=${'b'.repeat(71)}`],
    ['a character RFC 2046 does not allow', 'multipart/form-data; boundary="a<b>"'],
    ['a trailing space', 'multipart/form-data; boundary="ab "'],
    ['an unclosed quote', 'multipart/form-data; boundary="ab'],
    ['a parameter without a value', 'multipart/form-data; boundary'],
    ['two boundaries', 'multipart/form-data; boundary=a; boundary=b'],
    ['the encoded form', "multipart/form-data; boundary*=utf-8''abc"],
    ['junk after the value', 'multipart/form-data; boundary=a b'],
  ])('refuses %s', (_label, contentType) => {
    expect(readMultipartBoundary(contentType)).toBeNull();
  });
});

describe('a multipart body that ends early or is malformed (issue 23)', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    auth = await bearerForNewCustomer(t);
  });
  afterAll(() => t.close());

  it.each([
    ['a body without its boundary', 'x'],
    ['a part that never ends', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello'],
    ['a malformed part header', `--abc\r\n${'x'.repeat(100)}\r\n\r\n--abc--\r\n`],
  ])('answers %s with 400 INVALID_MULTIPART on every multipart route, never a 5xx', async (_label, payload) => {
    for (const url of ['/web/v1/reply', '/v3/like/partner']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=abc' },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toMatch(/^(INVALID_MULTIPART|VALIDATION_ERROR|BAD_REQUEST)$/);
    }
  });
});
