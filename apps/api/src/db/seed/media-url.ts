// Seeded images are never downloaded: the API renders a picture for any URL in this scheme.
import { GENERATED_MEDIA_KEY_PATTERN, type GeneratedMediaKind, generatedMediaPath } from '@wedding/contract/media';

/** `/media/generated/{kind}/{key}.jpg`; a key the media route would reject is a seed bug, so it throws. */
export function mediaUrl(kind: GeneratedMediaKind, key: string): string {
  if (!GENERATED_MEDIA_KEY_PATTERN.test(key)) throw new Error(`bad media key: ${key}`);
  return generatedMediaPath(kind, key);
}
