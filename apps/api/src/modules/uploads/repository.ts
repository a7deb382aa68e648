import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRepository = {
  insert(row: {
    path: string;
    customerId: number;
    contentType: string;
    bytes: number;
    width: number;
    height: number;
  }): Promise<void>;
};

export function createUploadRepository(db: Db): UploadRepository {
  return {
    async insert(row) {
      await db.insert(uploads).values(row);
    },
  };
}
