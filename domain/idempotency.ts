/**
 * Idempotency keys (docs/api.md, Idempotency keys): a client that may send a write twice — a retry
 * after a lost answer — names it with a key, and the server runs it once and repeats its answer.
 * The client's queue of offline writes sends the header; the server keeps each key at least
 * IDEMPOTENCY_KEEP_HOURS.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer repeated from the key's first request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEEP_HOURS = 24;
