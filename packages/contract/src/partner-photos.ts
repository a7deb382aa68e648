import * as z from 'zod/mini';

// The partner console's photos (issue 26 §4): the hall's official albums, published at once (decision 0042).

export const PARTNER_PHOTO_ERROR_CODES = {
  /** Not an album of this partner (or none at all): the same 404 either way. */
  ALBUM_NOT_FOUND: 'ALBUM_NOT_FOUND',
  PHOTO_NOT_FOUND: 'PHOTO_NOT_FOUND',
  /** A reorder must name every id of the list exactly once. */
  ORDER_MISMATCH: 'ORDER_MISMATCH',
  /** More photos in one album than PARTNER_ALBUM_MAX_PHOTOS. */
  ALBUM_FULL: 'ALBUM_FULL',
} as const;

/** Albums a hall keeps; photos an album holds (the guest folder reads 1000 at most). */
export const PARTNER_MAX_ALBUMS = 30;
export const PARTNER_ALBUM_MAX_PHOTOS = 200;
export const ALBUM_TITLE_MAX = 30;

export const consolePhotoSchema = z.object({ id: z.number(), url: z.string() });
export type ConsolePhoto = z.infer<typeof consolePhotoSchema>;

export const consoleAlbumSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** representativeImageUrls: the plain photo list; any other key is a folder (spec §3). */
  mainGroupKey: z.string(),
  photos: z.array(consolePhotoSchema),
});
export type ConsoleAlbum = z.infer<typeof consoleAlbumSchema>;

export const consoleAlbumsResponseSchema = z.object({ items: z.array(consoleAlbumSchema) });
export type ConsoleAlbumsResponse = z.infer<typeof consoleAlbumsResponseSchema>;

export const albumTitleBodySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, '앨범 이름을 입력해 주세요.'), z.maxLength(ALBUM_TITLE_MAX)),
});
export type AlbumTitleBody = z.infer<typeof albumTitleBodySchema>;

export const albumParamsSchema = z.object({ albumId: z.coerce.number().check(z.int(), z.positive()) });
export const photoParamsSchema = z.object({ photoId: z.coerce.number().check(z.int(), z.positive()) });

export const albumOrderBodySchema = z.object({ albumIds: z.array(z.number().check(z.int())) });
export type AlbumOrderBody = z.infer<typeof albumOrderBodySchema>;
export const photoOrderBodySchema = z.object({ photoIds: z.array(z.number().check(z.int())) });
export type PhotoOrderBody = z.infer<typeof photoOrderBodySchema>;
