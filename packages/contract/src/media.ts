import * as z from 'zod/mini';
import { GENERATED_MEDIA_KINDS } from './media-constants.ts';

export {
  GENERATED_MEDIA_KEY_PATTERN,
  GENERATED_MEDIA_KINDS,
  type GeneratedMediaKind,
  generatedMediaPath,
  IMAGE_PROXY_MAX_WIDTH,
  IMAGE_PROXY_MIN_WIDTH,
  IMAGE_PROXY_WIDTHS,
  imageProxyUrl,
  imageProxyWidth,
} from './media-constants.ts';

export const generatedMediaKindSchema = z.enum(GENERATED_MEDIA_KINDS);
