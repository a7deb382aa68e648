// Seeded images are never downloaded: the API renders a picture for any URL in this scheme.
import { GENERATED_MEDIA_KEY_PATTERN, type GeneratedMediaKind, generatedMediaPath } from '@wedding/contract/media';
import { sceneForStyles, sceneKey, sceneOfKey } from '../../modules/media/hall-scenes.ts';

/** `/media/generated/{kind}/{key}.jpg`; a key the media route would reject is a seed bug, so it throws. */
export function mediaUrl(kind: GeneratedMediaKind, key: string): string {
  if (!GENERATED_MEDIA_KEY_PATTERN.test(key)) throw new Error(`bad media key: ${key}`);
  return generatedMediaPath(kind, key);
}

/**
 * An image of a hall, drawn in the scene of its style (chapel, hanok, garden, …; media hall-scenes.ts), so halls
 * can be told apart at a glance.
 */
export function hallMediaUrl(kind: GeneratedMediaKind, styles: readonly string[], key: string): string {
  return mediaUrl(kind, sceneKey(sceneForStyles(styles), key));
}

/** Another image in the scene of an existing one (a room's draft photo beside its published ones). */
export function sameSceneMediaUrl(kind: GeneratedMediaKind, like: string | undefined, key: string): string {
  const likeKey =
    like
      ?.split('/')
      .pop()
      ?.replace(/\.[a-z]+$/, '') ?? '';
  return mediaUrl(kind, sceneKey(sceneOfKey(likeKey), key));
}
