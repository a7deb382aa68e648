import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoAlbums, photos } from '../../db/schema/index.ts';
import { recordAudit } from '../partner-center/audit-log.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;
export type AlbumRow = { id: number; title: string; mainGroupKey: string; sort: number };
export type AlbumWithPhotos = AlbumRow & { photos: { id: number; url: string }[] };

/**
 * The console's writes to a partner's OFFICIAL albums. Every write runs in one transaction with its audit row;
 * every read and write is scoped by the staff member's partner, so another partner's ids match nothing.
 */
export type PartnerPhotoRepository = {
  list(partnerId: number): Promise<AlbumWithPhotos[]>;
  findAlbum(partnerId: number, albumId: number): Promise<(AlbumRow & { photoCount: number }) | null>;
  countAlbums(partnerId: number): Promise<number>;
  createAlbum(staff: Staff, album: { title: string; mainGroupKey: string }): Promise<AlbumRow>;
  renameAlbum(staff: Staff, album: AlbumRow, title: string): Promise<void>;
  deleteAlbum(staff: Staff, album: AlbumRow, photoCount: number): Promise<void>;
  addPhotos(staff: Staff, albumId: number, urls: string[]): Promise<void>;
  /** The photo's row when it belongs to one of the partner's OFFICIAL albums. */
  findPhoto(partnerId: number, photoId: number): Promise<{ id: number; url: string; albumId: number } | null>;
  deletePhoto(staff: Staff, photo: { id: number; url: string; albumId: number }): Promise<void>;
  /** Writes sort = position for each id, in one transaction. */
  orderAlbums(staff: Staff, albumIds: number[]): Promise<void>;
  orderPhotos(staff: Staff, albumId: number, photoIds: number[]): Promise<void>;
  photoIdsOf(albumId: number): Promise<number[]>;
};

const official = (partnerId: number) => and(eq(photoAlbums.partnerId, partnerId), eq(photoAlbums.kind, 'OFFICIAL'));
const albumColumns = {
  id: photoAlbums.id,
  title: photoAlbums.title,
  mainGroupKey: photoAlbums.mainGroupKey,
  sort: photoAlbums.sort,
};

export function createPartnerPhotoRepository(db: Db): PartnerPhotoRepository {
  const nextSort = (tx: Db, albumId: number) =>
    tx
      .select({ next: sql<number>`coalesce(max(${photos.sort}) + 1, 0)::int` })
      .from(photos)
      .where(eq(photos.albumId, albumId))
      .then(([row]) => row?.next ?? 0);

  return {
    async list(partnerId) {
      const albums = await db
        .select(albumColumns)
        .from(photoAlbums)
        .where(official(partnerId))
        .orderBy(asc(photoAlbums.sort), asc(photoAlbums.id));
      if (albums.length === 0) return [];
      const rows = await db
        .select({ id: photos.id, url: photos.url, albumId: photos.albumId })
        .from(photos)
        .where(
          inArray(
            photos.albumId,
            albums.map((a) => a.id),
          ),
        )
        .orderBy(asc(photos.sort), asc(photos.id));
      return albums.map((a) => ({
        ...a,
        photos: rows.filter((p) => p.albumId === a.id).map(({ id, url }) => ({ id, url })),
      }));
    },
    async findAlbum(partnerId, albumId) {
      const [album] = await db
        .select({
          ...albumColumns,
          photoCount: sql<number>`(SELECT count(*)::int FROM photos WHERE album_id = ${photoAlbums.id})`,
        })
        .from(photoAlbums)
        .where(and(official(partnerId), eq(photoAlbums.id, albumId)));
      return album ?? null;
    },
    async countAlbums(partnerId) {
      const [row] = await db.select({ n: count() }).from(photoAlbums).where(official(partnerId));
      return row?.n ?? 0;
    },
    createAlbum: (staff, album) =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ next: sql<number>`coalesce(max(${photoAlbums.sort}) + 1, 0)::int` })
          .from(photoAlbums)
          .where(official(staff.partner.id));
        const [row] = await tx
          .insert(photoAlbums)
          .values({ partnerId: staff.partner.id, kind: 'OFFICIAL', sort: last?.next ?? 0, ...album })
          .returning(albumColumns);
        await recordAudit(tx, staff, { action: 'photos.album-create', target: `album:${row!.id}`, after: album });
        return row!;
      }),
    renameAlbum: (staff, album, title) =>
      db.transaction(async (tx) => {
        await tx.update(photoAlbums).set({ title }).where(eq(photoAlbums.id, album.id));
        await recordAudit(tx, staff, {
          action: 'photos.album-rename',
          target: `album:${album.id}`,
          before: { title: album.title },
          after: { title },
        });
      }),
    deleteAlbum: (staff, album, photoCount) =>
      db.transaction(async (tx) => {
        // The album's photos go with it (ON DELETE CASCADE).
        await tx.delete(photoAlbums).where(eq(photoAlbums.id, album.id));
        await recordAudit(tx, staff, {
          action: 'photos.album-delete',
          target: `album:${album.id}`,
          before: { title: album.title, photoCount },
        });
      }),
    addPhotos: (staff, albumId, urls) =>
      db.transaction(async (tx) => {
        const start = await nextSort(tx, albumId);
        const rows = await tx
          .insert(photos)
          .values(urls.map((url, i) => ({ albumId, url, sort: start + i })))
          .returning({ id: photos.id });
        await recordAudit(tx, staff, {
          action: 'photos.upload',
          target: `album:${albumId}`,
          after: { photoIds: rows.map((r) => r.id), urls },
        });
      }),
    async findPhoto(partnerId, photoId) {
      const [row] = await db
        .select({ id: photos.id, url: photos.url, albumId: photos.albumId })
        .from(photos)
        .innerJoin(photoAlbums, eq(photoAlbums.id, photos.albumId))
        .where(and(official(partnerId), eq(photos.id, photoId)));
      return row ?? null;
    },
    deletePhoto: (staff, photo) =>
      db.transaction(async (tx) => {
        await tx.delete(photos).where(eq(photos.id, photo.id));
        await recordAudit(tx, staff, { action: 'photos.delete', target: `photo:${photo.id}`, before: photo });
      }),
    orderAlbums: (staff, albumIds) =>
      db.transaction(async (tx) => {
        for (const [sort, id] of albumIds.entries())
          await tx
            .update(photoAlbums)
            .set({ sort })
            .where(and(official(staff.partner.id), eq(photoAlbums.id, id)));
        await recordAudit(tx, staff, { action: 'photos.album-order', target: 'albums', after: { albumIds } });
      }),
    orderPhotos: (staff, albumId, photoIds) =>
      db.transaction(async (tx) => {
        for (const [sort, id] of photoIds.entries())
          await tx
            .update(photos)
            .set({ sort })
            .where(and(eq(photos.albumId, albumId), eq(photos.id, id)));
        await recordAudit(tx, staff, { action: 'photos.order', target: `album:${albumId}`, after: { photoIds } });
      }),
    async photoIdsOf(albumId) {
      const rows = await db.select({ id: photos.id }).from(photos).where(eq(photos.albumId, albumId));
      return rows.map((r) => r.id);
    },
  };
}
