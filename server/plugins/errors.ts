import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An answer the client may show: status, an Indonesian message and optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini.') => new AppError(403, message);
export const notFound = (message = 'Data tidak ditemukan.') => new AppError(404, message);

export const INVALID_INPUT = 'Data yang dikirim tidak valid. Periksa kembali isian anda.';

/** The largest JSON or form body the API reads; photos have their own limit (files/store.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/**
 * PostgreSQL's data exceptions that only bad input causes (text that is no number, numbers or dates
 * out of range, impossible dates, U+0000, text too long). The schemas refuse such input first; this
 * keeps whatever slips past them a 400 rather than a 500.
 */
const PG_BAD_INPUT = new Set(['22P02', '22003', '22007', '22008', '22021', '22001', '22P05']);

/** PostgreSQL's error code, whether the driver is pg or PGlite, and whether Drizzle wrapped it. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === PG_UNIQUE_VIOLATION;

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        errors[field || '_'] ??= issue.message ?? 'Tidak valid.';
      }
      return reply.code(422).send({ message: INVALID_INPUT, errors });
    }
    const code = pgCode(error);
    if (code && PG_BAD_INPUT.has(code)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send({ message: INVALID_INPUT });
    }
    if (code === PG_UNIQUE_VIOLATION) {
      return reply.code(409).send({ message: 'Data yang sama sudah ada.' });
    }
    if (code === PG_FOREIGN_KEY_VIOLATION) {
      return reply.code(409).send({ message: 'Data ini masih dipakai oleh data lain atau merujuk data yang tidak ada.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: `Data yang dikirim terlalu besar (maksimal ${MAX_BODY_BYTES / 1024 / 1024} MB).` });
    }
    if (error.statusCode === 413) {
      return reply.code(413).send({ message: 'Data yang dikirim terlalu besar.' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: 'Terlalu banyak permintaan. Coba lagi beberapa saat lagi.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed input caught by Fastify itself (bad JSON, wrong content type, body too large).
      return reply.code(error.statusCode).send({ message: 'Permintaan tidak dapat dibaca oleh server.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
  });
});
