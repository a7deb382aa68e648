import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = {
  path: string;
  /** Exactly one of the two is set (uploads_owner_check). */
  customerId: number | null;
  staffId: number | null;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
};

export type UploadRepository = {
  /** One statement for a request's images: they are recorded together or not at all. */
  insertMany(rows: readonly UploadRow[]): Promise<void>;
};

export function createUploadRepository(db: Db): UploadRepository {
  return {
    async insertMany(rows) {
      if (rows.length > 0) await db.insert(uploads).values([...rows]);
    },
  };
}
