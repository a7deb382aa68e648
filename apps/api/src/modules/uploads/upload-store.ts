import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_NAME_PATTERN } from '@wedding/contract/uploads';

/** Where uploaded images are kept: local disk by default (an object store would implement the same two calls). */
export type UploadStore = {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes of `name`, or undefined when nothing is stored under it. */
  get(name: string): Promise<Buffer | undefined>;
};

export function createDiskUploadStore(dir: string): UploadStore {
  const ready = mkdir(dir, { recursive: true });
  return {
    async put(name, bytes) {
      if (!UPLOAD_NAME_PATTERN.test(name)) throw new Error(`not an upload name: ${name}`);
      await ready;
      // Written aside, then renamed: a reader never sees half a file.
      const temp = path.join(dir, `.${name}.tmp`);
      await writeFile(temp, bytes);
      await rename(temp, path.join(dir, name));
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
  };
}
