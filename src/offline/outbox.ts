import { get, update } from 'idb-keyval';
import type { Identifier } from 'react-admin';

/**
 * A new record, or a change to one, made without signal, waiting on the device to be sent
 * (docs/client.md, Changes made without signal). `key` is its Idempotency-Key: however often it
 * is sent, the server makes it once.
 */
export type QueuedChange = {
  key: string;
  resource: string;
  /** The record it changes (sent as a PUT of `data`); none for a new record. */
  id?: Identifier;
  /**
   * A new record's photo (a visit's), posted to the record once it is made; kept as its bytes,
   * which every browser's IndexedDB stores (a Blob is not stored by every one).
   */
  photo?: KeptPhoto;
  /** The new record once made, while its photo is still to go: later sendings post only the photo. */
  madeId?: Identifier;
  data: Record<string, unknown>;
  /** What the user made, in their words: 'Follow up Budi Santoso'. */
  label: string;
  queuedAt: string;
  /** The server's reason, in the interface language, when it refused the change on arrival. */
  refusal?: string;
  /** When it was first sent: the server keeps its key IDEMPOTENCY_KEEP_HOURS from its arrival. */
  firstSentAt?: string;
  /**
   * Sent IDEMPOTENCY_KEEP_HOURS ago or more and never answered: the server may have made it and
   * forgotten its key, so only the user, who can look, sends it again.
   */
  unanswered?: true;
};

export type KeptPhoto = { bytes: ArrayBuffer; type: string };

/** Refused, or unanswered for too long: it waits for the user, not for the signal. */
export const isSetAside = (queued: QueuedChange) => queued.refusal !== undefined || queued.unanswered === true;

/** Each user's changes under their own key, kept through a logout: only that user ever sends them. */
const outboxKey = (userId: number) => `sf-outbox-${userId}`;

/** 16 random bytes as hex: crypto.randomUUID exists only on https and localhost, a dealer's LAN may be plain http. */
export function newChangeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function queuedChanges(userId: number): Promise<QueuedChange[]> {
  return (await get<QueuedChange[]>(outboxKey(userId))) ?? [];
}

const change = (userId: number, edit: (changes: QueuedChange[]) => QueuedChange[]) =>
  update<QueuedChange[]>(outboxKey(userId), (changes) => edit(changes ?? []));

/** Puts a change at the end of the queue. */
export const enqueue = (userId: number, queued: QueuedChange) => change(userId, (changes) => [...changes, queued]);

/** Takes a change off the queue: it arrived, or the user discarded it. */
export const dequeue = (userId: number, key: string) => change(userId, (changes) => changes.filter((queued) => queued.key !== key));

const edit = (userId: number, key: string, update: (queued: QueuedChange) => QueuedChange) =>
  change(userId, (changes) => changes.map((queued) => (queued.key === key ? update(queued) : queued)));

/** Keeps a refused change aside with the server's reason. */
export const setRefusal = (userId: number, key: string, refusal: string) => edit(userId, key, (queued) => ({ ...queued, refusal }));

/** Notes when a change was first sent; later sendings keep the first time. */
export const markSent = (userId: number, key: string, at: string) =>
  edit(userId, key, (queued) => ({ ...queued, firstSentAt: queued.firstSentAt ?? at }));

/** Notes the record a change made, before its photo is sent. */
export const markMade = (userId: number, key: string, madeId: Identifier) => edit(userId, key, (queued) => ({ ...queued, madeId }));

/** Keeps aside a change sent too long ago without an answer. */
export const setUnanswered = (userId: number, key: string) => edit(userId, key, (queued) => ({ ...queued, unanswered: true }));

/**
 * Puts a change set aside back in line, under a new key: the server keeps a refusal as the answer
 * of its key (docs/api.md, Idempotency keys), and an unanswered one's key may be gone.
 */
export const resend = (userId: number, key: string) =>
  edit(userId, key, ({ refusal: _refusal, unanswered: _unanswered, firstSentAt: _firstSentAt, ...queued }) => ({ ...queued, key: newChangeKey() }));
