import { IMAGE_COMPRESS_MAX_PX, IMAGE_COMPRESS_TARGET_MB } from '@wedding/domain/constants';
import { IMAGE_PROCESSING_FAILED } from '@wedding/domain/messages';
// The script the image-compression worker loads with importScripts. The library's default is a CDN copy, which
// the CSP's script-src 'self' refuses (and should): we serve the same file from our own origin instead.
import libPath from 'browser-image-compression/dist/browser-image-compression.js?url';

/** Absolute: the worker runs from a blob: URL, against which a bare path would not resolve. */
export function compressionLibUrl(): string {
  return new URL(libPath, window.location.href).href;
}

/** A photo the browser could not shrink; its message is spec §8's sentence, shown as it is. */
export class ImageCompressionFailed extends Error {
  override name = 'ImageCompressionFailed';
  constructor() {
    super(IMAGE_PROCESSING_FAILED);
  }
}

/**
 * Spec §9: a photo is compressed to 0.8 MB and 1920 px before it is sent (browser-image-compression, loaded on
 * first use, in a worker). A GIF is sent as it is, so it keeps moving; the server re-encodes every image anyway.
 * Shared by every photo picker of the couple's pages and the console (reviews, inquiries, the hall's answers).
 */
export async function compressImage(file: File): Promise<File> {
  if (file.type === 'image/gif') return file;
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    return await imageCompression(file, {
      maxSizeMB: IMAGE_COMPRESS_TARGET_MB,
      maxWidthOrHeight: IMAGE_COMPRESS_MAX_PX,
      // Off the main thread, in a blob: worker (CSP worker-src) that loads our own copy of the library.
      useWebWorker: true,
      libURL: compressionLibUrl(),
    });
  } catch {
    throw new ImageCompressionFailed();
  }
}

/** Every picked photo compressed, in order; the first failure rejects with ImageCompressionFailed. */
export const compressImages = (files: readonly File[]): Promise<File[]> => Promise.all(files.map(compressImage));
