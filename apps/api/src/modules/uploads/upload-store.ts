import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_NAME_PATTERN } from '@wedding/contract/uploads';

/**
 * Where uploaded images are kept: a directory (DATA_DIR/uploads, or UPLOADS_DIR shared by several processes) or
 * an S3-compatible bucket.
 */
export type UploadStore = {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes of `name`, or undefined when nothing is stored under it. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes `name` (a refused request's files); nothing stored under it is not an error. */
  delete(name: string): Promise<void>;
};

export function createDiskUploadStore(dir: string): UploadStore {
  const ready = mkdir(dir, { recursive: true });
  return {
    async put(name, bytes) {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw new Error(`not an upload name: ${name}`);
      await ready;
      // Written aside, then renamed: a reader never sees half a file.
      const temp = path.join(dir, `.${name}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, path.join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return undefined;
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(name) {
      if (!UPLOAD_NAME_PATTERN.test(name)) return;
      await rm(path.join(dir, name), { force: true });
    },
  };
}
