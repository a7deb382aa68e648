import { describe, expect, it } from 'vitest';
import {
  GENERATED_MEDIA_KEY_PATTERN,
  generatedMediaPath,
  IMAGE_PROXY_WIDTHS,
  imageProxyUrl,
  imageProxyWidth,
} from '../src/media.ts';

describe('generated media paths', () => {
  it('builds /media/generated/{kind}/{key}.jpg', () => {
    expect(generatedMediaPath('hall', 'p1-cover')).toBe('/media/generated/hall/p1-cover.jpg');
  });

  it('accepts lowercase slugs only, so a key can never carry dots or slashes', () => {
    expect(GENERATED_MEDIA_KEY_PATTERN.test('p58-cover')).toBe(true);
    for (const key of ['../x', 'a/b', 'A', 'a.b', '', 'a'.repeat(65)]) {
      expect(GENERATED_MEDIA_KEY_PATTERN.test(key)).toBe(false);
    }
  });
});

describe('image proxy URL (spec §9: width 1200 by default, 600 for review images)', () => {
  it('leaves the width to the server default when none is given', () => {
    expect(imageProxyUrl('/media/generated/hall/a.jpg')).toBe('/v1/image?src=%2Fmedia%2Fgenerated%2Fhall%2Fa.jpg');
  });

  it('rounds a width up to one the proxy renders: 150, 320, 600, 900, 1200, 1920 (decision 0020)', () => {
    expect(IMAGE_PROXY_WIDTHS).toEqual([150, 320, 600, 900, 1200, 1920]);
    expect([100, 150, 151, 600, 640, 960, 1200, 1500, 1920].map(imageProxyWidth)).toEqual([
      150, 150, 320, 600, 900, 1200, 1200, 1920, 1920,
    ]);
    expect(imageProxyUrl('/media/generated/event/a.jpg', 640)).toBe(
      '/v1/image?src=%2Fmedia%2Fgenerated%2Fevent%2Fa.jpg&w=900',
    );
  });

  it('passes an explicit width', () => {
    expect(imageProxyUrl('/media/generated/review/a.jpg', 600)).toBe(
      '/v1/image?src=%2Fmedia%2Fgenerated%2Freview%2Fa.jpg&w=600',
    );
  });
});
