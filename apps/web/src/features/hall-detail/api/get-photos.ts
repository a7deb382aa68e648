import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PhotoPageResponse } from '@wedding/contract/hall-detail';
import { PHOTO_PAGE_SIZE } from '@wedding/contract/hall-detail-constants';
import { isPhotoListEnd } from '@wedding/domain/photo-paging';
import { apiRequest } from '../../../shared/api/client.ts';
import { hallDetailKeys } from './hall-detail-keys.ts';

export type PhotoKind = 'official' | 'review';
const PATHS: Record<PhotoKind, string> = { official: 'official-images', review: 'review-images' };

export const photoPagesQueryOptions = (uuid: string, kind: PhotoKind) =>
  infiniteQueryOptions({
    queryKey: hallDetailKeys.photos(uuid, kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PhotoPageResponse>(`/v3/book/halls/${encodeURIComponent(uuid)}/${PATHS[kind]}`, {
        query: { fetchStart: pageParam, fetchSize: PHOTO_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    // spec §4: the end is a page of zero or the total reached.
    getNextPageParam: (last: PhotoPageResponse, pages: PhotoPageResponse[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.item.length, 0);
      return isPhotoListEnd({ lastPageSize: last.item.length, loaded, total: last.total }) ? undefined : loaded;
    },
  });

export function usePhotoPages(uuid: string, kind: PhotoKind, enabled = true) {
  return useInfiniteQuery({ ...photoPagesQueryOptions(uuid, kind), enabled });
}

/** A folder's photos, all at once (spec §9: folder fetch 1000). */
export function useFolderPhotos(uuid: string, albumId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: hallDetailKeys.folder(uuid, albumId ?? 0),
      queryFn: ({ signal }) =>
        apiRequest<PhotoPageResponse>(`/v3/book/halls/${encodeURIComponent(uuid)}/folder-images`, {
          query: { albumId: albumId ?? 0 },
          signal,
        }),
      enabled: albumId !== null,
      // A failed folder is reported by an alert (spec §8), once: no silent retries behind it.
      retry: false,
    }),
  );
}
