import type { FolderPhotosQuery, Photo, PhotoPageQuery, PhotoPageResponse } from '@wedding/contract/hall-detail';
import { albumNotFound, venueNotFound } from './errors.ts';
import type { PhotoRepository, PhotoRow } from './photo-repository.ts';

export type PhotoService = {
  findOfficial(uuid: string, page: PhotoPageQuery): Promise<PhotoPageResponse>;
  findReviewPhotos(uuid: string, page: PhotoPageQuery): Promise<PhotoPageResponse>;
  /** 404 ALBUM_NOT_FOUND when the hall has no such folder. */
  findFolder(uuid: string, query: FolderPhotosQuery): Promise<PhotoPageResponse>;
};

const toPhoto = (row: PhotoRow): Photo => ({
  url: row.url,
  albumId: row.album_id,
  title: row.title,
  albumImageCount: row.album_image_count,
  mainGroupKey: row.main_group_key,
});

export function createPhotoService(deps: {
  photos: PhotoRepository;
  /** The hall's id for its uuid; null for an unknown uuid or a partner that is not a hall. */
  hallIdOf(uuid: string): Promise<number | null>;
}): PhotoService {
  const hallId = async (uuid: string) => {
    const id = await deps.hallIdOf(uuid);
    if (id === null) throw venueNotFound();
    return id;
  };
  const answer = ({ rows, total }: { rows: PhotoRow[]; total: number }) => ({ item: rows.map(toPhoto), total });

  return {
    async findOfficial(uuid, { fetchStart, fetchSize }) {
      return answer(await deps.photos.findOfficialPage(await hallId(uuid), { offset: fetchStart, limit: fetchSize }));
    },
    async findReviewPhotos(uuid, { fetchStart, fetchSize }) {
      return answer(await deps.photos.findReviewPage(await hallId(uuid), { offset: fetchStart, limit: fetchSize }));
    },
    async findFolder(uuid, query) {
      const folder = query.key !== undefined ? { key: query.key } : { albumId: query.albumId as number };
      const found = await deps.photos.findFolder(await hallId(uuid), folder, {
        offset: query.fetchStart,
        limit: query.fetchSize,
      });
      if (!found) throw albumNotFound();
      return answer(found);
    },
  };
}
