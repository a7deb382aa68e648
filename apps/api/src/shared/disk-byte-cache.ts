import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type DiskByteCache = {
  get(name: string): Promise<Buffer | undefined>;
  /** Stores `bytes` under `name` (a relative path), then drops the oldest files past the byte cap. */
  set(name: string, bytes: Buffer): Promise<void>;
  /** Bytes this process believes are on disk (files found at start plus those it wrote). */
  bytes(): Promise<number>;
};

/**
 * Files under `dir`, bounded by total bytes (decision 0020). The index is built from a scan the first time
 * it is needed, oldest first by modification time, and then kept in write order, so eviction drops the
 * oldest files. Several processes sharing a directory each keep their own index: the bound is per process
 * and may be exceeded by the others' writes until each one evicts.
 */
export function createDiskByteCache(options: { dir: string; maxBytes: number }): DiskByteCache {
  const { dir, maxBytes } = options;
  let index: Promise<Map<string, number>> | undefined;
  let total = 0;

  async function scan(): Promise<Map<string, number>> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files: { name: string; size: number; mtime: number }[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full).catch(() => undefined);
      if (info) files.push({ name: path.relative(dir, full), size: info.size, mtime: info.mtimeMs });
    }
    files.sort((a, b) => a.mtime - b.mtime);
    const map = new Map<string, number>();
    for (const f of files) {
      map.set(f.name, f.size);
      total += f.size;
    }
    return map;
  }

  const loadIndex = () => {
    index ??= scan();
    return index;
  };

  async function evict(files: Map<string, number>) {
    for (const [name, size] of files) {
      if (total <= maxBytes) return;
      files.delete(name);
      total -= size;
      await unlink(path.join(dir, name)).catch(() => {});
    }
  }

  return {
    async get(name) {
      return readFile(path.join(dir, name)).catch(() => undefined);
    },
    async set(name, bytes) {
      if (bytes.byteLength > maxBytes) return;
      const files = await loadIndex();
      const file = path.join(dir, name);
      // Write then rename, so a crash or a parallel process never leaves a half-written file behind.
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      total += bytes.byteLength - (files.get(name) ?? 0);
      files.delete(name);
      files.set(name, bytes.byteLength);
      await evict(files);
    },
    async bytes() {
      await loadIndex();
      return total;
    },
  };
}
