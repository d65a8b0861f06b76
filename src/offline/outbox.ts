import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { Identifier } from 'react-admin';

/**
 * A new record, or a change to one, made without signal, waiting on the device to be sent
 * (docs/client.md, Changes made without signal). `key` is its Idempotency-Key: however often it
 * is sent, the server makes it once.
 */
export type QueuedChange = {
  /** Its place in the user's line, which is also its name on the device: a resent change keeps it. */
  order: number;
  key: string;
  resource: string;
  /** The record it changes (sent as a PUT of `data`); none for a new record. */
  id?: Identifier;
  /** A new record's photo (a visit's) waits beside it (photoOf), posted to the record once it is made. */
  hasPhoto?: true;
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
  /**
   * A new visit was made but its photo was no longer on the device (its storage cleared apart from
   * the changes'): the user adds it on the visit's page (madeId).
   */
  photoLost?: true;
};

/** A change as it is made: the outbox gives it its place. */
export type NewChange = Omit<QueuedChange, 'order' | 'hasPhoto'>;

/** A photo kept as its bytes, which every browser's IndexedDB stores (a Blob is not stored by every one). */
export type KeptPhoto = { bytes: ArrayBuffer; type: string };

/** Refused, unanswered for too long or made without its photo: it waits for the user, not for the signal. */
export const isSetAside = (queued: QueuedChange) => queued.refusal !== undefined || queued.unanswered === true || queued.photoLost === true;

/**
 * Where the changes and their photos are kept: each change (and each photo) an entry of its own
 * under [user id, order], so that noting what became of one rewrites that one alone, and the list
 * is read without the photos' megabytes. Each user's changes are kept through a logout: only that
 * user ever sends them.
 */
export const OUTBOX_DATABASES = { changes: ['sf-outbox', 'changes'], photos: ['sf-outbox-photos', 'photos'] } as const;

let stores: { changes: UseStore; photos: UseStore } | undefined;
/** Opened on first use: a page that never keeps a change never opens them. */
const outboxStores = () =>
  (stores ??= { changes: createStore(...OUTBOX_DATABASES.changes), photos: createStore(...OUTBOX_DATABASES.photos) });

type EntryKey = [userId: number, order: number];
const userRange = (userId: number) => IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);

let lastOrder = 0;
/** Later than any change made before on this device, even in the same millisecond. */
const nextOrder = () => (lastOrder = Math.max(Date.now(), lastOrder + 1));

/** 16 random bytes as hex: crypto.randomUUID exists only on https and localhost, a dealer's LAN may be plain http. */
export function newChangeKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Puts a change at the end of the user's line, its photo first: a change is never kept without the photo it names. */
export async function enqueue(userId: number, change: NewChange, photo?: KeptPhoto): Promise<QueuedChange> {
  const order = nextOrder();
  const queued: QueuedChange = photo ? { ...change, order, hasPhoto: true } : { ...change, order };
  if (photo) await set([userId, order] satisfies EntryKey, photo, outboxStores().photos);
  await set([userId, order] satisfies EntryKey, queued, outboxStores().changes);
  return queued;
}

/**
 * The list as an earlier version kept it, one value per user in idb-keyval's own store, moved into
 * the line, one move at a time. Were a move cut short, a change could be kept twice: its key makes
 * the server make it once.
 */
const moves = new Map<number, Promise<void>>();
function moveEarlierList(userId: number): Promise<void> {
  const running = moves.get(userId);
  if (running) return running;
  const move = (async () => {
    const earlierKey = `sf-outbox-${userId}`;
    const earlier = await get<(NewChange & { photo?: KeptPhoto })[]>(earlierKey);
    if (!earlier) return;
    for (const { photo, ...change } of earlier) await enqueue(userId, change, photo);
    await del(earlierKey);
  })().finally(() => moves.delete(userId));
  moves.set(userId, move);
  return move;
}

/** The user's changes on this device, in the order they were made. */
export async function queuedChanges(userId: number): Promise<QueuedChange[]> {
  await moveEarlierList(userId);
  return outboxStores().changes('readonly', (store) => promisifyRequest(store.getAll(userRange(userId)) as IDBRequest<QueuedChange[]>));
}

export const photoOf = (userId: number, queued: QueuedChange): Promise<KeptPhoto | undefined> =>
  get([userId, queued.order] satisfies EntryKey, outboxStores().photos);

/** Takes a change off the line, with its photo: it arrived, or the user discarded it. */
export async function dequeue(userId: number, queued: QueuedChange): Promise<void> {
  await del([userId, queued.order] satisfies EntryKey, outboxStores().changes);
  if (queued.hasPhoto) await del([userId, queued.order] satisfies EntryKey, outboxStores().photos);
}

/** Rewrites one change as it is kept now; one taken off the line meanwhile (discarded) stays gone. */
const edit = (userId: number, { order }: QueuedChange, update: (kept: QueuedChange) => QueuedChange) =>
  outboxStores().changes('readwrite', (store) => {
    const key: EntryKey = [userId, order];
    return new Promise<void>((resolve, reject) => {
      const reading = store.get(key);
      reading.onerror = () => reject(reading.error);
      reading.onsuccess = () => {
        const kept = reading.result as QueuedChange | undefined;
        if (kept) store.put(update(kept), key);
        resolve(promisifyRequest(store.transaction));
      };
    });
  });

/** Keeps a refused change aside with the server's reason. */
export const setRefusal = (userId: number, queued: QueuedChange, refusal: string) => edit(userId, queued, (kept) => ({ ...kept, refusal }));

/** Notes when a change was first sent; later sendings keep the first time. */
export const markSent = (userId: number, queued: QueuedChange, at: string) =>
  edit(userId, queued, (kept) => ({ ...kept, firstSentAt: kept.firstSentAt ?? at }));

/** Notes the record a change made, before its photo is sent. */
export const markMade = (userId: number, queued: QueuedChange, madeId: Identifier) => edit(userId, queued, (kept) => ({ ...kept, madeId }));

/** Keeps aside a change sent too long ago without an answer. */
export const setUnanswered = (userId: number, queued: QueuedChange) => edit(userId, queued, (kept) => ({ ...kept, unanswered: true }));

/** Keeps aside a new record made without its photo, which was gone from the device. */
export const setPhotoLost = (userId: number, queued: QueuedChange) => edit(userId, queued, (kept) => ({ ...kept, photoLost: true }));

/**
 * Puts a change set aside back in its place in line, under a new key: the server keeps a refusal
 * as the answer of its key (docs/api.md, Idempotency keys), and an unanswered one's key may be gone.
 */
export const resend = (userId: number, queued: QueuedChange) =>
  edit(userId, queued, ({ refusal: _refusal, unanswered: _unanswered, firstSentAt: _firstSentAt, ...kept }) => ({ ...kept, key: newChangeKey() }));
