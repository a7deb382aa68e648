import { GENERATED_MEDIA_KEY_PATTERN, generatedMediaKindSchema } from '@wedding/contract/media';
import type { GeneratedMediaService } from './generated-media-service.ts';
import type { RenderBudget } from './render-budget.ts';

export type LocalMediaSource = {
  /**
   * Bytes of a local `/media/...` path, or undefined when nothing lives there. A generated image not yet
   * rendered is rendered on `budget` (429 when spent).
   */
  load(mediaPath: string, budget: RenderBudget): Promise<Buffer | undefined>;
};

const GENERATED_PATH = /^\/media\/generated\/([a-z-]+)\/([^/]+)\.jpg$/;

/**
 * Resolves local media paths for the image proxy. Only generated images exist so far; uploaded files
 * (a later issue) will resolve here too, from disk or the object store, never from a remote URL.
 */
export function createLocalMediaSource(generated: GeneratedMediaService): LocalMediaSource {
  return {
    async load(mediaPath, budget) {
      const match = GENERATED_PATH.exec(mediaPath);
      if (!match) return undefined;
      const kind = generatedMediaKindSchema.safeParse(match[1]);
      const key = match[2]!;
      if (!kind.success || !GENERATED_MEDIA_KEY_PATTERN.test(key)) return undefined;
      return generated.render(kind.data, key, budget);
    },
  };
}
