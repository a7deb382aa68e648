import { describe, expect, it } from 'vitest';
import { GENERATED_MEDIA_KEY_PATTERN, generatedMediaPath, imageProxyUrl } from '../src/media.ts';

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

  it('passes an explicit width', () => {
    expect(imageProxyUrl('/media/generated/review/a.jpg', 600)).toBe(
      '/v1/image?src=%2Fmedia%2Fgenerated%2Freview%2Fa.jpg&w=600',
    );
  });
});
