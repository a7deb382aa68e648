import { describe, expect, it, vi } from 'vitest';
import { uploadImages } from '../../src/features/reviews/api/upload-images.ts';
import { json, mockFetch } from '../helpers/mock-fetch.ts';

const compression = vi.hoisted(() => vi.fn(async (file: File, _options: Record<string, unknown>) => file));
vi.mock('browser-image-compression', () => ({ default: compression }));

// Issue 25: the compression worker loaded the library from a CDN, which the CSP (script-src 'self') refuses,
// and the review page logged a console error. It now loads our own copy, from our origin.
describe('photo compression before upload (spec §9: 0.8 MB, 1920 px)', () => {
  it('compresses in a worker that loads the library from our own origin, not a CDN', async () => {
    mockFetch({ '/web/v1/common/upload': () => json({ data: { data: ['/media/uploads/a.png'] } }) });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    expect(await uploadImages([file], 0)).toEqual(['/media/uploads/a.png']);
    const options = compression.mock.calls[0]![1] as { useWebWorker: boolean; libURL: string };
    expect(options.useWebWorker).toBe(true);
    expect(new URL(options.libURL).origin).toBe(window.location.origin);
    expect(options.libURL).toMatch(/browser-image-compression\.js/);
  });
});
