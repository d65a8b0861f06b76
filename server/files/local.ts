import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobBackend } from './store';

/** Files under a folder of this machine (DATA_DIR/files): the default, for one server. */
export function localBackend(root: string): BlobBackend {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes);
    },
    async putFile(key, filePath) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await copyFile(filePath, fileOf(key));
    },
    async get(key) {
      const found = await stat(fileOf(key)).catch(() => null);
      return found?.isFile() ? createReadStream(fileOf(key)) : null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
