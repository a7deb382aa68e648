import { UPLOAD_MAX_PIXELS } from '@wedding/domain/constants';
import sharp from 'sharp';
import type { UploadImageType } from './image-type.ts';

// One libvips thread per image, so the work queue's N jobs use N threads (decision 0032). It is already sharp's
// default on glibc Linux, where production runs; this makes macOS and musl builds the same. The setting is
// process-wide: the image proxy's renders use one thread each too.
sharp.concurrency(1);

/** A re-encode running this long is a crafted file, not a photo (a 25 Mpx WebP takes about 2.5 s of one core). */
const REENCODE_TIMEOUT_SECONDS = 20;

const isAnimatable = (type: UploadImageType) => type.ext === 'gif' || type.ext === 'webp';

/**
 * The decoded size as the file's header states it, every frame of an animation counted; null when the header
 * cannot be read. sharp's metadata() parses the header only (about a millisecond for a 50 Mpx WebP), so a
 * pixel bomb is refused before it costs seconds of CPU.
 */
export async function headerPixels(bytes: Buffer, type: UploadImageType): Promise<number | null> {
  try {
    const { width, height, pages } = await sharp(bytes).metadata();
    if (!width || !height) return null;
    // An animation's header gives one frame's size; decoding it decodes every frame.
    return width * height * (isAnimatable(type) ? (pages ?? 1) : 1);
  } catch {
    return null;
  }
}

/**
 * Re-encodes in the type it came in: decoding and encoding again drops whatever a crafted file carried beyond
 * its pixels, and sharp writes no metadata unless asked, so EXIF (GPS included) is gone. The orientation EXIF
 * asked for is applied to the pixels first, so the photo still stands the right way up. limitInputPixels
 * repeats the header check inside libvips, and the timeout ends a decode that goes on far longer than a photo's.
 */
export async function reencode(bytes: Buffer, type: UploadImageType) {
  const animated = isAnimatable(type);
  const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated, failOn: 'error' })
    .rotate()
    .timeout({ seconds: REENCODE_TIMEOUT_SECONDS });
  const output =
    type.ext === 'jpg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : type.ext === 'png'
        ? image.png({ compressionLevel: 9 })
        : type.ext === 'webp'
          ? image.webp({ quality: 85 })
          : image.gif();
  return output.toBuffer({ resolveWithObject: true });
}
