import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import type { Executor } from '../db/connection';
import { idempotencyKey } from '../db/schema';

/** Who a key belongs to: the company and the person or integration key that sent it. */
export type KeyOwner = { id_company: number; id_user: number | null; id_integration_key: number | null };

/** An answer as it is repeated: status, the headers that are part of it, and the body as sent. */
export type StoredAnswer = { status: number; headers: Record<string, string>; body: string };

/** The key row a running request holds, and which takeover of it: a request taken over no longer owns it. */
export type HeldKey = { id: number; attempt: number };

export type Claim =
  | { outcome: 'claimed'; held: HeldKey }
  | { outcome: 'answered'; answer: StoredAnswer }
  | { outcome: 'running' }
  | { outcome: 'other_request' };

/**
 * A claim without an answer for this long belongs to a request that died with its process: a
 * retry takes it over rather than waiting for the key to expire. Longer than any request runs
 * (a 50 MB import sent over a slow line).
 */
const ABANDONED_AFTER_MINUTES = 15;

const keptUntil = () => sql`now() + make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`;

/** Once the row was gone between the two statements (released, purged), the claim is tried again; not forever. */
const CLAIM_ATTEMPTS = 3;

/**
 * Takes the key for a request that is about to run, or says why not: its answer is stored, its
 * request still runs, or it was first sent with another request. One statement claims it, so of
 * two requests sent at once exactly one runs.
 */
export async function claimKey(db: Executor, owner: KeyOwner, key: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const [claimed] = await db
      .insert(idempotencyKey)
      .values({ ...owner, key, fingerprint, expires_at: keptUntil() })
      .onConflictDoUpdate({
        target: [idempotencyKey.id_company, idempotencyKey.id_user, idempotencyKey.id_integration_key, idempotencyKey.key],
        set: { claimed_at: sql`now()`, attempt: sql`${idempotencyKey.attempt} + 1`, expires_at: keptUntil() },
        setWhere: and(
          isNull(idempotencyKey.response_status),
          eq(idempotencyKey.fingerprint, fingerprint),
          lt(idempotencyKey.claimed_at, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`),
        ),
      })
      .returning({ id: idempotencyKey.id, attempt: idempotencyKey.attempt });
    if (claimed) return { outcome: 'claimed', held: claimed };
    const [found] = await db
      .select()
      .from(idempotencyKey)
      .where(
        and(
          eq(idempotencyKey.id_company, owner.id_company),
          sql`${idempotencyKey.id_user} is not distinct from ${owner.id_user}`,
          sql`${idempotencyKey.id_integration_key} is not distinct from ${owner.id_integration_key}`,
          eq(idempotencyKey.key, key),
        ),
      );
    if (!found) continue;
    if (found.fingerprint !== fingerprint) return { outcome: 'other_request' };
    if (found.response_status === null) return { outcome: 'running' };
    return { outcome: 'answered', answer: { status: found.response_status, headers: found.response_headers ?? {}, body: found.response_body ?? '' } };
  }
  return { outcome: 'running' };
}

const stillHeld = ({ id, attempt }: HeldKey) => and(eq(idempotencyKey.id, id), eq(idempotencyKey.attempt, attempt), isNull(idempotencyKey.response_status));

/** Keeps a held key's answer for its retries, IDEMPOTENCY_KEEP_HOURS from now. */
export async function storeAnswer(db: Executor, held: HeldKey, answer: StoredAnswer) {
  await db
    .update(idempotencyKey)
    .set({ response_status: answer.status, response_headers: answer.headers, response_body: answer.body, expires_at: keptUntil() })
    .where(stillHeld(held));
}

/** Gives a held key back unanswered (a server error, a request cut short): a retry runs the request again. */
export async function releaseKey(db: Executor, held: HeldKey) {
  await db.delete(idempotencyKey).where(stillHeld(held));
}

/** Removes the keys past their time; answers how many. */
export async function purgeExpiredKeys(db: Executor) {
  const removed = await db.delete(idempotencyKey).where(lt(idempotencyKey.expires_at, sql`now()`)).returning({ id: idempotencyKey.id });
  return removed.length;
}
