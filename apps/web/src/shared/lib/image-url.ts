import { IMAGE_PROXY_DEFAULT_WIDTH } from '@wedding/domain/constants';

/** Every image goes through the API's resizing proxy so a 375 px screen never downloads a full-size original. */
export function proxiedImageUrl(src: string, width: number = IMAGE_PROXY_DEFAULT_WIDTH): string {
  const params = new URLSearchParams({ src, w: String(Math.round(width)) });
  return `/v1/image?${params.toString()}`;
}
