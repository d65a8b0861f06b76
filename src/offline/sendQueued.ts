import type { DataProvider } from 'react-admin';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import type { AppDataProvider } from '../dataProvider';
import { isFinalRefusal, statusOf } from '../dataProvider/answerStatus';
import type { PhotoResource } from '../dataProvider/recordsApi';
import { dequeue, isSetAside, markMade, markSent, queuedChanges, setRefusal, setUnanswered, type QueuedChange } from './outbox';

/**
 * How many waiting changes one sending delivered, how many the server refused, and how many it set
 * aside as sent too long ago without an answer.
 */
export type Sent = { sent: number; refused: number; unanswered: number };

const refusalText = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** The server's code of a refusal (the error envelope's `problem`, kept by the http layer in `body`). */
const problemCode = (error: unknown): unknown =>
  (error as { body?: { problem?: { code?: unknown } } } | undefined)?.body?.problem?.code;

/** Not the change's fault: it is sent again later, before anything made after it. */
const tryLater = (error: unknown) =>
  statusOf(error) === 401 || problemCode(error) === 'idempotency.in_progress' || !isFinalRefusal(error);

/**
 * Its first sending may have arrived with the answer lost, and the server keeps a key only
 * IDEMPOTENCY_KEEP_HOURS: sent again under the same key now, it could be made twice.
 */
const keyMayBeForgotten = (queued: QueuedChange, now: number) =>
  queued.firstSentAt !== undefined && now - Date.parse(queued.firstSentAt) >= IDEMPOTENCY_KEEP_HOURS * 3_600_000;

/** A new record is created, a change is put over its record: either under the change's key. */
const send = (dataProvider: DataProvider, { resource, id, data, key }: QueuedChange) => {
  const meta = { idempotencyKey: key };
  return id === undefined
    ? dataProvider.create(resource, { data, meta })
    : dataProvider.update(resource, { id, data, previousData: { id }, meta });
};

/**
 * Sends a change, then a new record's photo under a key of its own: the record made is noted
 * first, so that a photo that fails only ever sends the photo again, never a second record.
 */
async function deliver(userId: number, dataProvider: AppDataProvider, queued: QueuedChange) {
  const madeId = queued.madeId ?? (await send(dataProvider, queued)).data.id;
  if (!queued.photo) return;
  if (queued.madeId === undefined) await markMade(userId, queued.key, madeId);
  // Only a visit, a photo resource, is kept with its photo (VisumCreate).
  const file = new Blob([new Uint8Array(queued.photo.bytes)], { type: queued.photo.type });
  await dataProvider.uploadPhoto(queued.resource as PhotoResource, madeId, file, `${queued.key}.photo`);
}

/**
 * Sends a user's waiting changes one at a time, in the order they were made. A change the server
 * refuses for good (a 4xx, e.g. the prospect went to another salesperson meanwhile) is set aside
 * with the server's reason and the next one goes; so is one first sent IDEMPOTENCY_KEEP_HOURS ago
 * or more and never answered, for the user to check. Anything else stops the round and the change
 * stays first in line: no answer (the signal went again), a lost session (401: only this user, once
 * logged in again, sends it), a busy server (5xx, 408, 429) or the same key still running.
 */
async function sendRound(userId: number, dataProvider: AppDataProvider): Promise<Sent> {
  const result: Sent = { sent: 0, refused: 0, unanswered: 0 };
  for (const queued of await queuedChanges(userId)) {
    if (isSetAside(queued)) continue;
    if (keyMayBeForgotten(queued, Date.now())) {
      await setUnanswered(userId, queued.key);
      result.unanswered += 1;
      continue;
    }
    await markSent(userId, queued.key, new Date().toISOString());
    try {
      await deliver(userId, dataProvider, queued);
      await dequeue(userId, queued.key);
      result.sent += 1;
    } catch (error) {
      if (tryLater(error)) break;
      await setRefusal(userId, queued.key, refusalText(error));
      result.refused += 1;
    }
  }
  return result;
}

let round: Promise<Sent> | undefined;

/** One round at a time: a second call while a round runs gets that round's result. */
export function sendQueued(userId: number, dataProvider: AppDataProvider): Promise<Sent> {
  round ??= sendRound(userId, dataProvider).finally(() => {
    round = undefined;
  });
  return round;
}
