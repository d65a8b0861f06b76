import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError } from '../plugins/errors';
import { problem } from '../../domain/errors';

/** Photos people take on a phone; the type is read from the bytes, not from the name or header. */
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The only names the store hands out: 128 random bits and the image's (or document's) extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
const DOCUMENT_NAME = /^[0-9a-f]{32}\.(csv|xlsx)$/;
/** Documents the server writes itself (exports); never served by /files, only by their own routes. */
const DOCUMENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
type DocumentExtension = keyof typeof DOCUMENT_TYPES;
const FOLDER = /^[a-z]+$/;

/** Where the bytes live: a folder under DATA_DIR, or an S3-compatible bucket. */
export type BlobBackend = {
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** Stores a stream of unknown length without holding it in memory; nothing is left under the key if the stream fails. */
  putStream(key: string, body: Readable, type: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** The names of the objects directly in a folder (the daily backups kept in a bucket). */
  list(folder: string): Promise<string[]>;
};

type StoredFile = { body: Readable; type: string };

export type FileStore = {
  /** Stores an image under a random name in the folder and answers that name. */
  saveImage(folder: string, bytes: Buffer): Promise<string>;
  /** A stored file by the name saveImage gave, or null for any other name. */
  read(folder: string, name: string): Promise<StoredFile | null>;
  remove(folder: string, name: string): Promise<void>;
  /** Streams a document the server writes (an export) under a random name, answered once stored. */
  saveDocument(folder: string, extension: DocumentExtension, body: Readable): Promise<string>;
  /** A document by the name saveDocument gave, or null for any other name. */
  readDocument(folder: string, name: string): Promise<StoredFile | null>;
  removeDocument(folder: string, name: string): Promise<void>;
};

const keyOf = (folder: string, name: string, names = STORED_NAME) => (FOLDER.test(folder) && names.test(name) ? `${folder}/${name}` : null);
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1);
const typeOf = (name: string) => IMAGE_TYPES[extensionOf(name)];

/** The rules every backend shares: images only, random names, no path outside the store. */
export function fileStoreOn(backend: BlobBackend): FileStore {
  return {
    async saveImage(folder, bytes) {
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !(detected.ext in IMAGE_TYPES)) {
        throw fieldError(422, 'photo', problem('photo.not_image'));
      }
      const name = `${randomBytes(16).toString('hex')}.${detected.ext}`;
      await backend.put(`${folder}/${name}`, bytes, IMAGE_TYPES[detected.ext]);
      return name;
    },
    async read(folder, name) {
      const key = keyOf(folder, name);
      const body = key ? await backend.get(key) : null;
      return body ? { body, type: typeOf(name) } : null;
    },
    async remove(folder, name) {
      const key = keyOf(folder, name);
      if (key) await backend.delete(key);
    },
    async saveDocument(folder, extension, body) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await backend.putStream(`${folder}/${name}`, body, DOCUMENT_TYPES[extension]);
      return name;
    },
    async readDocument(folder, name) {
      const key = keyOf(folder, name, DOCUMENT_NAME);
      const body = key ? await backend.get(key) : null;
      return body ? { body, type: DOCUMENT_TYPES[extensionOf(name) as DocumentExtension] } : null;
    },
    async removeDocument(folder, name) {
      const key = keyOf(folder, name, DOCUMENT_NAME);
      if (key) await backend.delete(key);
    },
  };
}
