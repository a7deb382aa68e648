import { GENERATED_MEDIA_KEY_PATTERN, generatedMediaKindSchema } from '@wedding/contract/media';
import type { UploadService } from '../uploads/service.ts';
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
const UPLOAD_PATH = /^\/media\/uploads\/([^/]+)$/;

/**
 * Resolves local media paths for the image proxy: generated images, and uploaded ones from their store, never
 * a remote URL.
 */
export function createLocalMediaSource(
  generated: GeneratedMediaService,
  uploads: Pick<UploadService, 'read'>,
): LocalMediaSource {
  return {
    async load(mediaPath, budget) {
      const upload = UPLOAD_PATH.exec(mediaPath);
      if (upload) return (await uploads.read(upload[1]!))?.bytes;
      const match = GENERATED_PATH.exec(mediaPath);
      if (!match) return undefined;
      const kind = generatedMediaKindSchema.safeParse(match[1]);
      const key = match[2]!;
      if (!kind.success || !GENERATED_MEDIA_KEY_PATTERN.test(key)) return undefined;
      return generated.render(kind.data, key, budget);
    },
  };
}
