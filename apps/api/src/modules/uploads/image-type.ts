/** The image types an upload may be, by what its bytes say, never its name (issue 11). */
export type UploadImageType = { ext: 'jpg' | 'png' | 'webp' | 'gif'; contentType: string };

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** jpg/jpeg, png, webp or gif from the file's magic bytes; null for anything else. */
export function sniffImageType(bytes: Buffer): UploadImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return { ext: 'gif', contentType: 'image/gif' };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', contentType: 'image/webp' };
  return null;
}
