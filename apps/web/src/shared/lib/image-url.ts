import { imageProxyUrl } from '@wedding/contract/media-constants';
import { IMAGE_PROXY_DEFAULT_WIDTH } from '@wedding/domain/constants';

/**
 * Every image goes through the API's resizing proxy so a 375 px screen never downloads a full-size original.
 * The width is rounded up to one the proxy renders (decision 0020), so the URL is the one the proxy caches.
 */
export function proxiedImageUrl(src: string, width: number = IMAGE_PROXY_DEFAULT_WIDTH): string {
  return imageProxyUrl(src, width);
}
