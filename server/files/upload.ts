import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../plugins/errors';
import { problem } from '../../domain/errors';
import { MAX_IMAGE_BYTES } from './store';

const tooLarge = () => fieldError(413, 'photo', problem('photo.too_large', { max_mb: MAX_IMAGE_BYTES / 1024 / 1024 }));

/**
 * The bytes of the one file a multipart request carries (null when it carries none), whole or not
 * at all: a file over MAX_IMAGE_BYTES answers 413 and a cut or malformed body 400.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  try {
    const upload = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!upload) return null;
    const bytes = await upload.toBuffer();
    // Reaching the limit cuts the stream without always raising an error; the flag always tells.
    if (upload.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // @fastify/multipart's own answers (not multipart at all, too many files) keep their status.
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    // Busboy's: the body ended before its closing boundary, or a part header is malformed.
    throw new AppError(400, problem('upload.incomplete'));
  }
}
