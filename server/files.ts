import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './plugins/errors';

/** Photos people take on a phone; the type is read from the bytes, not from the name or header. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type FileStore = {
  /** Stores an image under a random name in the folder and answers that name. */
  saveImage(folder: string, bytes: Buffer): Promise<string>;
  remove(folder: string, name: string): Promise<void>;
};

/** Uploaded files under DATA_DIR/files, served at /files/… by unguessable names. */
export function createFileStore(root: string): FileStore {
  return {
    async saveImage(folder, bytes) {
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime)) {
        throw new AppError(422, 'Berkas harus berupa gambar JPG, PNG atau WebP.', { photo: 'Berkas harus berupa gambar JPG, PNG atau WebP.' });
      }
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes);
      return name;
    },
    async remove(folder, name) {
      await rm(path.join(root, folder, path.basename(name)), { force: true });
    },
  };
}
