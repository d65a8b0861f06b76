import { get, update } from 'idb-keyval';

/**
 * A new record made without signal, waiting on the device to be sent (docs/client.md, Changes made
 * without signal). `key` is its Idempotency-Key: however often it is sent, the server makes it once.
 */
export type QueuedChange = {
  key: string;
  resource: string;
  data: Record<string, unknown>;
  /** What the user made, in their words: 'Follow up Budi Santoso'. */
  label: string;
  queuedAt: string;
  /** The server's reason, in the interface language, when it refused the change on arrival. */
  refusal?: string;
};

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

/** Keeps a refused change aside with the server's reason. */
export const setRefusal = (userId: number, key: string, refusal: string) =>
  change(userId, (changes) => changes.map((queued) => (queued.key === key ? { ...queued, refusal } : queued)));

/**
 * Puts a refused change back in line, under a new key: the server keeps a refusal as the answer
 * of its key (docs/api.md, Idempotency keys), and the change was never made.
 */
export const resend = (userId: number, key: string) =>
  change(userId, (changes) => changes.map((queued) => (queued.key === key ? { ...queued, key: newChangeKey(), refusal: undefined } : queued)));
