import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobBackend } from './store';

/** Files under a folder of this machine (DATA_DIR/files): the default, for one server. */
export function localBackend(root: string): BlobBackend {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async putStream(key, body) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      // Written aside and renamed when whole: a reader never finds half a file under the key.
      const partial = `${fileOf(key)}.part`;
      try {
        await pipeline(body, createWriteStream(partial));
        await rename(partial, fileOf(key));
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(key) {
      const found = await stat(fileOf(key)).catch(() => null);
      return found?.isFile() ? createReadStream(fileOf(key)) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async list(folder) {
      const entries = await readdir(fileOf(folder), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
  };
}

/** The local file store's folder inside DATA_DIR, where S3_BUCKET is not set (backups copy it). */
export const filesFolder = (dataDir: string) => path.join(dataDir, 'files');
