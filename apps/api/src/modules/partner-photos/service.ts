import { randomUUID } from 'node:crypto';
import {
  PARTNER_PHOTO_ERROR_CODES as C,
  type ConsoleAlbum,
  PARTNER_ALBUM_MAX_PHOTOS,
  PARTNER_MAX_ALBUMS,
} from '@wedding/contract/partner-photos';
import type { CdnPurge } from '../../shared/cdn-purge.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import type { StaffPrincipal } from '../partner-center/staff-repository.ts';
import type { UploadService } from '../uploads/service.ts';
import type { PartnerPhotoRepository } from './repository.ts';

type Staff = Pick<StaffPrincipal, 'id' | 'partner'>;

const albumNotFound = () => notFound('앨범을 찾을 수 없어요.', C.ALBUM_NOT_FOUND);
const photoNotFound = () => notFound('사진을 찾을 수 없어요.', C.PHOTO_NOT_FOUND);
const orderMismatch = () => badRequest('목록이 바뀌었어요. 새로 고친 뒤 다시 순서를 정해 주세요.', C.ORDER_MISMATCH);

/** All or nothing: the new order names every current id exactly once, or nothing is written. */
const sameSet = (current: number[], wanted: number[]) =>
  wanted.length === current.length &&
  new Set(wanted).size === wanted.length &&
  wanted.every((id) => current.includes(id));

export type PartnerPhotoService = {
  list(staff: Staff): Promise<ConsoleAlbum[]>;
  createAlbum(staff: Staff, title: string): Promise<ConsoleAlbum[]>;
  renameAlbum(staff: Staff, albumId: number, title: string): Promise<ConsoleAlbum[]>;
  deleteAlbum(staff: Staff, albumId: number): Promise<ConsoleAlbum[]>;
  /** 404 for another partner's album before `files` is read: nothing of the body is looked at or stored. */
  upload(staff: Staff, albumId: number, files: () => AsyncIterable<Buffer>): Promise<ConsoleAlbum[]>;
  deletePhoto(staff: Staff, photoId: number): Promise<ConsoleAlbum[]>;
  orderAlbums(staff: Staff, albumIds: number[]): Promise<ConsoleAlbum[]>;
  orderPhotos(staff: Staff, albumId: number, photoIds: number[]): Promise<ConsoleAlbum[]>;
};

export function createPartnerPhotoService(deps: {
  repository: PartnerPhotoRepository;
  uploads: Pick<UploadService, 'beginForStaff'>;
  cdnPurge?: Pick<CdnPurge, 'purgePaths'>;
}): PartnerPhotoService {
  const repo = deps.repository;

  async function ownAlbum(staff: Staff, albumId: number) {
    const album = await repo.findAlbum(staff.partner.id, albumId);
    if (!album) throw albumNotFound();
    return album;
  }

  // Photos are published at once (decision 0042): the guest reads carry no server cache, only the CDN's.
  async function changed(staff: Staff) {
    const uuid = staff.partner.uuid;
    void deps.cdnPurge?.purgePaths([
      `/weddinghall/${uuid}`,
      `/weddinghall/${uuid}/photo`,
      `/v3/book/halls/${uuid}/official-images`,
      `/v3/book/halls/${uuid}/folder-images`,
    ]);
    return repo.list(staff.partner.id);
  }

  return {
    list: (staff) => repo.list(staff.partner.id),

    async createAlbum(staff, title) {
      if ((await repo.countAlbums(staff.partner.id)) >= PARTNER_MAX_ALBUMS)
        throw conflict(`앨범은 ${PARTNER_MAX_ALBUMS}개까지 만들 수 있어요.`, C.ALBUM_FULL);
      // A new album is a folder of its own: a key no other album shares, so the guest folder shows it alone.
      await repo.createAlbum(staff, { title, mainGroupKey: `album-${randomUUID().slice(0, 8)}` });
      return changed(staff);
    },

    async renameAlbum(staff, albumId, title) {
      await repo.renameAlbum(staff, await ownAlbum(staff, albumId), title);
      return changed(staff);
    },

    async deleteAlbum(staff, albumId) {
      const album = await ownAlbum(staff, albumId);
      await repo.deleteAlbum(staff, album, album.photoCount);
      return changed(staff);
    },

    async upload(staff, albumId, files) {
      const album = await ownAlbum(staff, albumId);
      const batch = deps.uploads.beginForStaff(staff.id);
      try {
        for await (const bytes of files()) {
          if (album.photoCount + batch.count >= PARTNER_ALBUM_MAX_PHOTOS)
            throw conflict(`한 앨범에는 사진을 ${PARTNER_ALBUM_MAX_PHOTOS}장까지 올릴 수 있어요.`, C.ALBUM_FULL);
          await batch.add(bytes);
        }
        if (batch.count === 0) throw badRequest('올릴 이미지를 골라 주세요.');
        const urls = await batch.commit();
        await repo.addPhotos(staff, album.id, urls);
      } catch (error) {
        await batch.discard();
        throw error;
      }
      return changed(staff);
    },

    async deletePhoto(staff, photoId) {
      const photo = await repo.findPhoto(staff.partner.id, photoId);
      if (!photo) throw photoNotFound();
      await repo.deletePhoto(staff, photo);
      return changed(staff);
    },

    async orderAlbums(staff, albumIds) {
      const current = (await repo.list(staff.partner.id)).map((a) => a.id);
      if (!sameSet(current, albumIds)) throw orderMismatch();
      await repo.orderAlbums(staff, albumIds);
      return changed(staff);
    },

    async orderPhotos(staff, albumId, photoIds) {
      const album = await ownAlbum(staff, albumId);
      if (!sameSet(await repo.photoIdsOf(album.id), photoIds)) throw orderMismatch();
      await repo.orderPhotos(staff, album.id, photoIds);
      return changed(staff);
    },
  };
}
