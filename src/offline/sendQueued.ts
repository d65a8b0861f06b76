import type { DataProvider } from 'react-admin';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import type { AppDataProvider } from '../dataProvider';
import { isFinalRefusal, statusOf } from '../dataProvider/answerStatus';
import type { PhotoResource } from '../dataProvider/recordsApi';
import { dequeue, isSetAside, markMade, markSent, photoOf, queuedChanges, setPhotoLost, setRefusal, setUnanswered, type QueuedChange } from './outbox';

/**
 * How many waiting changes one sending delivered, how many the server refused, how many it set
 * aside as sent too long ago without an answer, and how many new visits went without their photo,
 * which was no longer on the device.
 */
export type Sent = { sent: number; refused: number; unanswered: number; photoLost: number };

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
 * Answers 'photoLost' when the record went but its photo was gone from the device.
 */
async function deliver(userId: number, dataProvider: AppDataProvider, queued: QueuedChange): Promise<'sent' | 'photoLost'> {
  const madeId = queued.madeId ?? (await send(dataProvider, queued)).data.id;
  if (!queued.hasPhoto) return 'sent';
  if (queued.madeId === undefined) await markMade(userId, queued, madeId);
  const photo = await photoOf(userId, queued);
  if (!photo) return 'photoLost';
  // Only a visit, a photo resource, is kept with its photo (VisumCreate).
  const file = new Blob([new Uint8Array(photo.bytes)], { type: photo.type });
  await dataProvider.uploadPhoto(queued.resource as PhotoResource, madeId, file, `${queued.key}.photo`);
  return 'sent';
}

/** What became of one change this round; `later`: it stays where it is, and the round stops. */
type Outcome = keyof Sent | 'later';

async function sendOne(userId: number, dataProvider: AppDataProvider, queued: QueuedChange): Promise<Outcome> {
  if (keyMayBeForgotten(queued, Date.now())) {
    await setUnanswered(userId, queued);
    return 'unanswered';
  }
  await markSent(userId, queued, new Date().toISOString());
  try {
    if ((await deliver(userId, dataProvider, queued)) === 'photoLost') {
      await setPhotoLost(userId, queued);
      return 'photoLost';
    }
    await dequeue(userId, queued);
    return 'sent';
  } catch (error) {
    if (tryLater(error)) return 'later';
    await setRefusal(userId, queued, refusalText(error));
    return 'refused';
  }
}

/**
 * How many changes are sent at once: a round trip on a mobile network takes longer than the server
 * takes to make most changes. A browser opens six connections to a server, so a page's own read
 * waits for one change to end (a second or so); 500 changes took 68 s at four, 62 s at six
 * (bench/README.md, offline-outbox.ts).
 */
const SENDING_AT_ONCE = 6;

/**
 * The record a change touches, whose changes must arrive in the order they were made: a prospect's
 * follow-ups, visits and changes are one line; a new record of its own is a line of one.
 */
function recordOf(queued: QueuedChange): string {
  const prospect = queued.data.id_prospect ?? (queued.resource === 'prospect' ? queued.id : undefined);
  if (prospect !== undefined && prospect !== null) return `prospect/${String(prospect)}`;
  return queued.id === undefined ? `new/${queued.key}` : `${queued.resource}/${String(queued.id)}`;
}

/** The waiting changes in lines, one per record, each in the order made; the lines in the order of their first change. */
function linesByRecord(changes: QueuedChange[]): QueuedChange[][] {
  const lines = new Map<string, QueuedChange[]>();
  for (const queued of changes) {
    if (isSetAside(queued)) continue;
    const record = recordOf(queued);
    const line = lines.get(record);
    if (line) line.push(queued);
    else lines.set(record, [queued]);
  }
  return [...lines.values()];
}

/**
 * Sends a user's waiting changes: those of one record one at a time, in the order they were made,
 * and SENDING_AT_ONCE records at once. A change the server refuses for good (a 4xx, e.g. the
 * prospect went to another salesperson meanwhile) is set aside with the server's reason and the
 * next one goes; so is one first sent IDEMPOTENCY_KEEP_HOURS ago or more and never answered, for
 * the user to check. Anything else stops the round, with the change still in its place: no answer
 * (the signal went again), a lost session (401: only this user, once logged in again, sends it), a
 * busy server (5xx, 408, 429) or the same key still running. `onEach` hears of every change that
 * left the line or was set aside.
 */
async function sendRound(userId: number, dataProvider: AppDataProvider, onEach: () => void): Promise<Sent> {
  const result: Sent = { sent: 0, refused: 0, unanswered: 0, photoLost: 0 };
  const lines = linesByRecord(await queuedChanges(userId));
  let stopped = false;
  const sendLines = async () => {
    for (let line = lines.shift(); line !== undefined; line = lines.shift()) {
      for (const queued of line) {
        if (stopped) return;
        const outcome = await sendOne(userId, dataProvider, queued);
        if (outcome === 'later') {
          stopped = true;
          return;
        }
        result[outcome] += 1;
        onEach();
      }
    }
  };
  await Promise.all(Array.from({ length: SENDING_AT_ONCE }, sendLines));
  return result;
}

let round: Promise<Sent> | undefined;

/** One round at a time: a second call while a round runs gets that round's result. */
export function sendQueued(userId: number, dataProvider: AppDataProvider, onEach: () => void = () => undefined): Promise<Sent> {
  round ??= sendRound(userId, dataProvider, onEach).finally(() => {
    round = undefined;
  });
  return round;
}
