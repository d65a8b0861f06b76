import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { problem } from '../../domain/errors';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB, type ImportFileKind } from '../../domain/imports';
import { AppError, fieldError } from '../plugins/errors';
import type { FileStore } from './store';

/**
 * Data files people upload to be read later by a job (Import Data): CSV or XLSX, told apart by
 * their bytes, streamed to a spool file under DATA_DIR and from there to the store, never held whole
 * in memory. Names are random, as the photos' are.
 */

/** Enough of the start of a file to tell a zip from text. */
const SNIFF_BYTES = 8192;

type ReceivedDataFile = { name: string; kind: ImportFileKind; bytes: number; original_name: string };

export type DataFileStore = {
  /** A folder of this machine for files on their way (uploads, an import's accepted rows). */
  spoolDir: string;
  /** The one file of a multipart request, stored: 422 without one or of another kind, 413 above the limit. */
  receive(request: FastifyRequest, folder: string): Promise<ReceivedDataFile>;
  /** A stored file's bytes as a stream, or null for a name the store did not give. */
  open(folder: string, name: string): Promise<Readable | null>;
  remove(folder: string, name: string): Promise<void>;
};

const tooLarge = () => fieldError(413, 'file', problem('import.file_too_large', { max_mb: MAX_IMPORT_MB }));
const wrongKind = () => fieldError(422, 'file', problem('import.file_type'));

/** XLSX is a zip; CSV is UTF-8 text without NUL bytes. Anything else is refused. */
async function kindOf(filePath: string): Promise<ImportFileKind | null> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (bytesRead === 0 || head.includes(0)) return null;
    try {
      // stream: a character cut by the sniff's end is not an error.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
      return 'csv';
    } catch {
      return null;
    }
  } finally {
    await handle.close();
  }
}

/** The store's documents (random names, its folders), reached through a spool file for uploads. */
export function dataFileStoreOn(files: FileStore, spoolDir: string): DataFileStore {
  async function spool(request: FastifyRequest, spoolPath: string) {
    try {
      const upload = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!upload) throw fieldError(422, 'file', problem('import.file_missing'));
      await pipeline(upload.file, createWriteStream(spoolPath));
      // Reaching the limit cuts the stream without always raising an error; the flag always tells.
      if (upload.file.truncated) throw tooLarge();
      return upload.filename;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
      throw new AppError(400, problem('upload.incomplete'));
    }
  }

  return {
    spoolDir,
    async receive(request, folder) {
      await mkdir(spoolDir, { recursive: true });
      const spoolPath = path.join(spoolDir, randomBytes(16).toString('hex'));
      try {
        const original_name = await spool(request, spoolPath);
        const kind = await kindOf(spoolPath);
        if (!kind) throw wrongKind();
        const name = await files.saveDocument(folder, kind, createReadStream(spoolPath));
        return { name, kind, bytes: (await stat(spoolPath)).size, original_name };
      } finally {
        await rm(spoolPath, { force: true });
      }
    },
    open: async (folder, name) => (await files.readDocument(folder, name))?.body ?? null,
    remove: (folder, name) => files.removeDocument(folder, name),
  };
}
