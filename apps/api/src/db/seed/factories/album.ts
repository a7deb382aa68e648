import { ALBUM_GROUP_KEYS, type AlbumGroupKey } from '../../schema/db-enums.ts';
import type { photoAlbums, photos } from '../../schema/index.ts';
import { hallMediaUrl } from '../media-url.ts';
import type { Rng } from '../prng.ts';

export type AlbumRow = typeof photoAlbums.$inferInsert & { id: number };
export type PhotoRow = typeof photos.$inferInsert;
export type AlbumSet = { albums: AlbumRow[]; photos: PhotoRow[] };

/**
 * A partner's photo albums: the official representative photos, folder albums (one per room under
 * 'weddingHall', then 부대시설 and the like), and one REVIEW album holding the review images.
 */
export function buildAlbums(
  rng: Rng,
  input: {
    firstId: number;
    partnerId: number;
    roomNames: readonly string[];
    /** The partner's §3 styles: its photos are drawn in that scene. */
    styles: readonly string[];
    reviewImageUrls: readonly string[];
    createdAt: Date;
  },
): AlbumSet {
  const albums: AlbumRow[] = [];
  const photoRows: PhotoRow[] = [];
  let id = input.firstId;
  const add = (kind: 'OFFICIAL' | 'REVIEW', key: string, title: string, urls: string[]) => {
    const album: AlbumRow = {
      id: id++,
      partnerId: input.partnerId,
      mainGroupKey: key,
      title,
      kind,
      sort: albums.length,
      createdAt: input.createdAt,
    };
    albums.push(album);
    urls.forEach((url, sort) => {
      photoRows.push({ albumId: album.id, url, sort, createdAt: input.createdAt });
    });
  };
  const official = (key: AlbumGroupKey, title: string, count: number) => {
    const albumId = id;
    add(
      'OFFICIAL',
      key,
      title,
      Array.from({ length: count }, (_, i) => hallMediaUrl('album', input.styles, `a${albumId}-${i + 1}`)),
    );
  };
  official('representativeImageUrls', ALBUM_GROUP_KEYS.representativeImageUrls, rng.int(5, 8));
  for (const name of input.roomNames) official('weddingHall', name, rng.int(3, 6));
  if (input.roomNames.length > 0) {
    official('amenities', ALBUM_GROUP_KEYS.amenities, rng.int(3, 5));
    if (rng.chance(0.7)) official('banquet', ALBUM_GROUP_KEYS.banquet, rng.int(2, 4));
    if (rng.chance(0.6)) official('bridalRoom', ALBUM_GROUP_KEYS.bridalRoom, rng.int(2, 4));
    if (rng.chance(0.4)) official('exterior', ALBUM_GROUP_KEYS.exterior, rng.int(1, 3));
  }
  if (input.reviewImageUrls.length > 0) add('REVIEW', 'review', '리뷰 이미지', [...input.reviewImageUrls]);
  return { albums, photos: photoRows };
}
