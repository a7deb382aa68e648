import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleAlbum, ConsoleAlbumsResponse } from '@wedding/contract/partner-photos';
import { validateImageFiles } from '@wedding/domain/image-upload';
import { CONSOLE_QUERY_KEY, consoleRequest } from './console-api.ts';

export const photosQueryKey = [...CONSOLE_QUERY_KEY, 'photos'] as const;

/** The hall's official albums with their photos, in order (issue 26 §4). */
export function useConsoleAlbums() {
  return useQuery({
    queryKey: photosQueryKey,
    queryFn: async ({ signal }) => (await consoleRequest<ConsoleAlbumsResponse>('/photos', { signal })).items,
  });
}

export type PhotoChange =
  | { kind: 'create-album'; title: string }
  | { kind: 'rename-album'; albumId: number; title: string }
  | { kind: 'delete-album'; albumId: number }
  | { kind: 'delete-photo'; photoId: number }
  | { kind: 'order-albums'; albumIds: number[] }
  | { kind: 'order-photos'; albumId: number; photoIds: number[] }
  | { kind: 'upload'; albumId: number; files: File[] };

/** Checked before sending, with the same Korean sentences the server answers (type, 20 MB, 99 at once). */
export class PhotoUploadProblem extends Error {
  override name = 'PhotoUploadProblem';
}

function send(change: PhotoChange): Promise<ConsoleAlbumsResponse> {
  switch (change.kind) {
    case 'create-album':
      return consoleRequest('/photos/albums', { method: 'POST', body: { title: change.title } });
    case 'rename-album':
      return consoleRequest(`/photos/albums/${change.albumId}`, { method: 'PUT', body: { title: change.title } });
    case 'delete-album':
      return consoleRequest(`/photos/albums/${change.albumId}`, { method: 'DELETE' });
    case 'delete-photo':
      return consoleRequest(`/photos/photos/${change.photoId}`, { method: 'DELETE' });
    case 'order-albums':
      return consoleRequest('/photos/albums/order', { method: 'PUT', body: { albumIds: change.albumIds } });
    case 'order-photos':
      return consoleRequest(`/photos/albums/${change.albumId}/order`, {
        method: 'PUT',
        body: { photoIds: change.photoIds },
      });
    case 'upload': {
      // The count rule is per request (99 at once), not per album: the album's own limit is the server's 409.
      const problem = validateImageFiles(change.files, 0);
      if (problem) return Promise.reject(new PhotoUploadProblem(problem.message));
      const form = new FormData();
      for (const file of change.files) form.append('file', file, file.name);
      return consoleRequest(`/photos/albums/${change.albumId}/photos`, { method: 'POST', body: form });
    }
  }
}

/** Every photo write answers the whole album list, which becomes the cached one. */
export function usePhotoChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PhotoChange): Promise<ConsoleAlbum[]> => (await send(change)).items,
    onSuccess: (albums) => queryClient.setQueryData(photosQueryKey, albums),
  });
}
