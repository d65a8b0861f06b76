import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../../domain/errors';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../domain/idempotency';
import type { DatabaseHandle } from '../db/connection';
import { actorOf } from './activityLog';
import { callerOf } from './auth';
import { AppError } from './errors';
import { fingerprintOf, idempotencyKeyOf, takesIdempotencyKey } from './idempotencyKey';
import { claimKey, purgeExpiredKeys, releaseKey, storeAnswer, type HeldKey, type StoredAnswer } from './idempotencyStore';

/**
 * Idempotency keys on every write (docs/api.md, Idempotency keys): a write sent with an
 * Idempotency-Key runs once for its caller; a retry with the same request gets the first answer
 * again, marked Idempotent-Replayed, and nothing runs twice. The key is claimed before the route's
 * own checks and handler, and its answer is stored as it is sent.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency key this request holds while it runs, when it sent one. */
    idempotencyKeyHeld: HeldKey | null;
  }
}

/** The housekeeping job that removes expired keys, a chain of one waiting job (the 'short' policy). */
export const PURGE_QUEUE = 'idempotency.purge';
const PURGE_CHAIN = 'chain';
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The headers that belong to an answer and are repeated with it; length, encoding and date are the transport's. */
const ANSWER_HEADERS = ['content-type', 'location', 'content-disposition'];

/**
 * Whether an answer is kept for the key's retries. A refusal stays a refusal, but a server error
 * or a rate limit is not kept: a retry may get past them. Nor is the refusal of a request whose
 * body never arrived whole (its client went away mid-upload): it says nothing about the request,
 * which its retry must run. A success is always kept, whatever is left of the body unread.
 */
function isKept(request: FastifyRequest, status: number) {
  if (status >= 500 || status === 429) return false;
  return status < 400 || request.raw.complete !== false;
}

/** The answer as a retry gets it again, or undefined for a body that cannot be repeated (a stream, a file). */
function answerOf(reply: FastifyReply, payload: unknown): StoredAnswer | undefined {
  if (payload !== null && payload !== undefined && typeof payload !== 'string') return undefined;
  const headers: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: reply.statusCode, headers, body: payload ?? '' };
}

export default fp<{ database: DatabaseHandle }>(async function idempotency(app: FastifyInstance, { database }) {
  const { db } = database;
  app.decorateRequest('idempotencyKeyHeld', null);

  // Before the route's own preHandlers (its rights checks): their refusal is an answer kept like any other.
  app.addHook('preHandler', async (request, reply) => {
    if (!takesIdempotencyKey(request.method, request.routeOptions.url ?? '', request.routeOptions.config)) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const caller = callerOf(request);
    const claim = await claimKey(db, { id_company: caller.id_company, ...actorOf(caller) }, key, fingerprintOf(request));
    if (claim.outcome === 'claimed') request.idempotencyKeyHeld = claim.held;
    else if (claim.outcome === 'running') throw new AppError(409, problem('idempotency.in_progress'));
    else if (claim.outcome === 'other_request') throw new AppError(422, problem('idempotency.key_reused'));
    else return reply.code(claim.answer.status).headers({ ...claim.answer.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' }).send(claim.answer.body);
  });

  // An instance-wide onSend runs before the routes' own (compression): the payload is the body as written.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKeyHeld;
    if (held === null) return payload;
    request.idempotencyKeyHeld = null;
    const answer = isKept(request, reply.statusCode) ? answerOf(reply, payload) : undefined;
    try {
      if (answer) await storeAnswer(db, held, answer);
      else await releaseKey(db, held);
    } catch (err) {
      // The answer still goes out; the key stays claimed until a retry takes the abandoned claim over.
      request.log.error({ err }, 'keeping the answer of an idempotency key');
    }
    return payload;
  });

  const queuePurge = (startAfter: Date) => app.jobs.sendWith(PURGE_QUEUE, {}, { startAfter, singletonKey: PURGE_CHAIN });
  await app.jobs.work(
    PURGE_QUEUE,
    async () => {
      await purgeExpiredKeys(db);
      await queuePurge(new Date(Date.now() + PURGE_EVERY_MS));
    },
    { policy: 'short' },
  );
  // Refused when another instance's chain already waits: that one carries on.
  await queuePurge(new Date());
});
