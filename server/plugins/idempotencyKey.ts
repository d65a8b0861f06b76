import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isOpenRoute } from '../../domain/apiPaths';
import { problem } from '../../domain/errors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../domain/idempotency';
import { AppError } from './errors';

/**
 * The Idempotency-Key header and the request it names (docs/api.md, Idempotency keys). Its form:
 * 1–255 visible ASCII characters, so a UUID, a ULID or the IETF draft's quoted string all pass,
 * compared as sent. No spaces: two headers a proxy joined ('a, b') are refused, not merged.
 */
export const idempotencyKeyForm = z.string().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).regex(/^[\x21-\x7E]*$/);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteAccess = { public?: boolean; linkToken?: boolean; signed?: boolean } | undefined;

/**
 * Whether a route reads the header: every write under /api that a caller makes, a person or an
 * integration key, since the key belongs to that caller. The public forms (login, registration)
 * have no caller to keep a key for, and a replayed login would hand its token to whoever repeats it.
 */
export const takesIdempotencyKey = (method: string, url: string, access: RouteAccess) =>
  WRITES.has(method) && url.startsWith('/api/') && !isOpenRoute(url) && !access?.public && !access?.linkToken && !access?.signed;

/** The key a request carries, undefined without one; 400 when its form is wrong. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (sent === undefined) return undefined;
  const parsed = idempotencyKeyForm.safeParse(sent);
  if (!parsed.success) throw new AppError(400, problem('idempotency.key_invalid', { max_length: IDEMPOTENCY_KEY_MAX_LENGTH }));
  return parsed.data;
}

/**
 * What a key's request is, to tell a retry from another request sent with the same key: the
 * method, the address (path and query) and the body as validated. An upload's body is not in it:
 * it is a stream the handler reads once (up to 200 MB for an import, which would have to be
 * buffered or read twice to be hashed first), and its multipart boundary changes with every send,
 * so neither its length nor its Content-Type tells two sends of one file from two files. For an
 * upload the key names the method and address alone: another file sent there with the same key
 * gets the first answer.
 */
export function fingerprintOf(request: FastifyRequest) {
  const body = request.isMultipart() ? 'multipart' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}
