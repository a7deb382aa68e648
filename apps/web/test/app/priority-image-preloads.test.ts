import { describe, expect, it } from 'vitest';
import { priorityImagePreloads } from '../../src/app/priority-image-preloads.ts';

describe('priorityImagePreloads', () => {
  it('preloads each high-priority photo once, in page order, keeping its escaping', () => {
    const html = [
      '<img src="/v1/image?src=%2Fa.jpg&amp;w=320" alt width="320" loading="eager" fetchPriority="high"/>',
      '<img src="/v1/image?src=%2Fb.jpg&amp;w=320" alt loading="lazy"/>',
      '<img src="/v1/image?src=%2Fc.jpg&amp;w=320" fetchPriority="high" alt/>',
      '<img src="/v1/image?src=%2Fa.jpg&amp;w=320" fetchPriority="high" alt/>',
    ].join('');
    expect(priorityImagePreloads(html)).toEqual([
      '<link rel="preload" as="image" href="/v1/image?src=%2Fa.jpg&amp;w=320" fetchpriority="high" />',
      '<link rel="preload" as="image" href="/v1/image?src=%2Fc.jpg&amp;w=320" fetchpriority="high" />',
    ]);
  });

  it('carries srcset and sizes, and stops at four', () => {
    const one = '<img srcset="/a.jpg 1x, /a2.jpg 2x" sizes="100vw" src="/a.jpg" fetchpriority="high">';
    expect(priorityImagePreloads(one)).toEqual([
      '<link rel="preload" as="image" href="/a.jpg" imagesrcset="/a.jpg 1x, /a2.jpg 2x" imagesizes="100vw" fetchpriority="high" />',
    ]);
    const many = Array.from({ length: 6 }, (_, i) => `<img src="/${i}.jpg" fetchPriority="high">`).join('');
    expect(priorityImagePreloads(many)).toHaveLength(4);
  });
});
