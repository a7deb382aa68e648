import { PLAIN_PHOTO_KEY } from '@wedding/contract/hall-detail';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type PhotoRow = {
  url: string;
  album_id: number;
  title: string;
  album_image_count: number;
  main_group_key: string;
};

export type PhotoRepository = {
  /**
   * The official photos as the grid lists them: the plain representative photos first, then one tile per
   * folder (its first photo, with its count). `total` counts both.
   */
  findOfficialPage(
    partnerId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: PhotoRow[]; total: number }>;
  /** Photos of the hall's reviews that are shown (normal state, not blinded), newest review first. */
  findReviewPage(
    partnerId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: PhotoRow[]; total: number }>;
  /** The photos of one folder of the hall, by key or album id; null when the hall has no such folder. */
  findFolder(
    partnerId: number,
    folder: { key: string } | { albumId: number },
    page: { offset: number; limit: number },
  ): Promise<{ rows: PhotoRow[]; total: number } | null>;
};

// Each official grid entry: a plain photo, or a folder's cover. Folders come after the plain photos.
const officialEntries = (partnerId: number) => sql`
  SELECT * FROM (
    SELECT ph.url, a.id AS album_id, a.title, (SELECT count(*)::int FROM photos c WHERE c.album_id = a.id) AS album_image_count,
      a.main_group_key, 0 AS grp, a.sort AS album_sort, ph.sort AS photo_sort, ph.id AS photo_id
    FROM photo_albums a JOIN photos ph ON ph.album_id = a.id
    WHERE a.partner_id = ${partnerId} AND a.kind = 'OFFICIAL' AND a.main_group_key = ${PLAIN_PHOTO_KEY}
    UNION ALL
    SELECT cover.url, a.id, a.title, cover.n, a.main_group_key, 1, a.sort, 0, 0
    FROM photo_albums a
    CROSS JOIN LATERAL (
      SELECT (SELECT url FROM photos f WHERE f.album_id = a.id ORDER BY f.sort, f.id LIMIT 1) AS url,
        (SELECT count(*)::int FROM photos f WHERE f.album_id = a.id) AS n
    ) cover
    WHERE a.partner_id = ${partnerId} AND a.kind = 'OFFICIAL' AND a.main_group_key <> ${PLAIN_PHOTO_KEY} AND cover.n > 0
  ) entry`;

const reviewPhotos = (partnerId: number) => sql`
  SELECT ri.url, r.id AS album_id, '리뷰 이미지' AS title, 1 AS album_image_count, 'review' AS main_group_key,
    r.created_at, r.id AS review_id, ri.sort AS photo_sort, ri.id AS photo_id
  FROM reviews r JOIN review_images ri ON ri.review_id = r.id
  WHERE r.partner_id = ${partnerId} AND r.state = 1 AND r.block_state = 2`;

async function page(db: Db, entries: ReturnType<typeof sql>, order: string, p: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    queryRows<PhotoRow>(
      db,
      sql`SELECT url, album_id, title, album_image_count, main_group_key FROM (${entries}) e ORDER BY ${sql.raw(order)} LIMIT ${p.limit} OFFSET ${p.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${entries}) e`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export function createPhotoRepository(db: Db): PhotoRepository {
  return {
    findOfficialPage: (partnerId, p) =>
      page(db, officialEntries(partnerId), 'grp, album_sort, photo_sort, photo_id', p),
    findReviewPage: (partnerId, p) =>
      page(db, reviewPhotos(partnerId), 'created_at DESC, review_id DESC, photo_sort, photo_id', p),
    async findFolder(partnerId, folder, p) {
      const which = 'key' in folder ? sql`a.main_group_key = ${folder.key}` : sql`a.id = ${folder.albumId}`;
      const [album] = await queryRows<{ id: number }>(
        db,
        sql`SELECT a.id FROM photo_albums a WHERE a.partner_id = ${partnerId} AND a.kind = 'OFFICIAL' AND ${which} ORDER BY a.sort, a.id LIMIT 1`,
      );
      if (!album) return null;
      // A key names every album under it (one per room for 'weddingHall'); an id names one album.
      const albums = 'key' in folder ? sql`a.main_group_key = ${folder.key}` : sql`a.id = ${album.id}`;
      const entries = sql`
        SELECT ph.url, a.id AS album_id, a.title, count(*) OVER (PARTITION BY a.id)::int AS album_image_count,
          a.main_group_key, a.sort AS album_sort, ph.sort AS photo_sort, ph.id AS photo_id
        FROM photo_albums a JOIN photos ph ON ph.album_id = a.id
        WHERE a.partner_id = ${partnerId} AND a.kind = 'OFFICIAL' AND ${albums}`;
      return page(db, entries, 'album_sort, photo_sort, photo_id', p);
    },
  };
}
