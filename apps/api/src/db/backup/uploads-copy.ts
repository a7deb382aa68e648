import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export type CopyResult = { files: number; bytes: number; skipped: number };

/**
 * Copies every file under `from` into `to`, keeping the tree. An existing file at the destination is kept, not
 * overwritten (uploads are named by a fresh UUID, so a file of the same name is the same image) and counted as
 * skipped. A missing `from` copies nothing.
 */
export async function copyTree(from: string, to: string): Promise<CopyResult> {
  const result: CopyResult = { files: 0, bytes: 0, skipped: 0 };
  if (!existsSync(from)) return result;
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyTree(source, target);
      result.files += inner.files;
      result.bytes += inner.bytes;
      result.skipped += inner.skipped;
    } else if (entry.isFile()) {
      if (existsSync(target)) {
        result.skipped += 1;
        continue;
      }
      await copyFile(source, target);
      result.files += 1;
      result.bytes += (await stat(source)).size;
    }
  }
  return result;
}
