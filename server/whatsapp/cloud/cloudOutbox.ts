import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/connection';
import { chatMessage } from '../../db/schema';
import type { ChatMessageStatus } from '../../../domain/vocabularies';
import { settleOutgoing } from '../conversation';
import type { SecretBox } from '../secretBox';
import { cloudAccountOf, type CloudAccount } from './cloudAccount';
import { kindText } from './failureTexts';
import { GraphFailure, sendMessage, type GraphEndpoint } from './graphApi';

/**
 * The company's Cloud API outbox (docs/whatsapp.md, The Cloud API): a job per company, one running
 * at a time on all instances together ('stately'), sends the queued messages oldest first, a few at
 * once but never two of one room. A message is claimed (queued → sending) before it is handed to
 * Meta, so it is sent at most once; a send whose answer was lost learns its fate from Meta's status
 * webhook, which names the message.
 */

const OUTBOX_QUEUE = 'whatsapp.cloud_outbox';
const UNKNOWN_QUEUE = 'whatsapp.cloud_unknown';
type OutboxData = { id_company: number };
type UnknownData = { id: number };

/**
 * A run ends after this many rounds or this long, and queues the next run: one company's broadcast
 * never holds the worker from another's chat, and a run stays well inside its expiry.
 */
const RUN_ROUNDS = 25;
const RUN_MS = 20_000;
/**
 * A run killed with its process is taken as failed after this long (then within pg-boss's next
 * supervision, a minute): until then the company's next run waits, since only one runs at a time.
 */
const RUN_EXPIRY_SECONDS = 60;
/** After Meta's rate limit or outage, the first wait before the same messages are tried again; doubled each time in a row, up to the longest. */
const RETRY_FIRST_SECONDS = 5;
const RETRY_LONGEST_SECONDS = 300;
/** How long a send with a lost answer waits for Meta's status before it is recorded as unknown. */
const STATUS_WAIT_MS = 10 * 60_000;

export const NOT_CONNECTED = 'Nomor WhatsApp Business tidak terhubung lagi sebelum pesan terkirim.';

/**
 * `parallel`: sends in flight at once (WA_CLOUD_PARALLEL_SENDS); Meta takes dozens a second per
 * number, and one at a time would take most of an hour for a broadcast of 10,000.
 */
export type CloudContext = { app: FastifyInstance; database: DatabaseHandle; box: SecretBox; endpoint: GraphEndpoint; parallel: number };

/** Queues a run for the company (refused quietly when one already waits: that one will send). */
export const queueCloudOutbox = (app: FastifyInstance, id_company: number, startAfter = new Date()) =>
  app.jobs.sendWith<OutboxData>(OUTBOX_QUEUE, { id_company }, { startAfter, singletonKey: String(id_company) });

type Claimed = { id: number; body: string; phone: string; meta_template: string | null; meta_params: string[] | null };

/** The oldest queued message of each room, up to `parallel` of them, claimed together. */
const claimRound = (database: DatabaseHandle, id_company: number, parallel: number) =>
  database.query<Claimed>(
    `update chat_message m set status = 'sending'
       from chat_room r
      where r.id = m.id_room
        and m.id in (select q.id from chat_message q
                      where q.id_company = $1 and q.transport = 'cloud' and q.direction = 'out' and q.status = 'queued'
                        and not exists (select 1 from chat_message e
                                         where e.id_room = q.id_room and e.direction = 'out' and e.status in ('queued', 'sending') and e.id < q.id)
                      order by q.id limit $2 for update skip locked)
     returning m.id, m.body, r.phone, m.meta_template, m.meta_params`,
    [id_company, parallel],
  );

const idsIn = async (database: DatabaseHandle, id_company: number, status: 'queued' | 'sending') =>
  (
    await database.query<{ id: number }>(
      `select id from chat_message where id_company = $1 and transport = 'cloud' and direction = 'out' and status = $2 order by id`,
      [id_company, status],
    )
  ).map((row) => row.id);

/** Settles a message still in the expected state: a status webhook may have settled it further meanwhile. */
async function settleIf(database: DatabaseHandle, id: number, expected: ChatMessageStatus, outcome: Parameters<typeof settleOutgoing>[2]) {
  await database.db.transaction(async (tx) => {
    const [row] = await tx.select({ status: chatMessage.status }).from(chatMessage).where(eq(chatMessage.id, id)).for('update');
    if (row?.status === expected) await settleOutgoing(tx, id, outcome);
  });
}

/** One message at most once: a send whose answer was lost waits for Meta's status, once per message. */
const waitForStatus = (app: FastifyInstance, id: number) =>
  app.jobs.sendWith<UnknownData>(UNKNOWN_QUEUE, { id }, { startAfter: new Date(Date.now() + STATUS_WAIT_MS), singletonKey: String(id) });

/** Sends one claimed message; answers true when Meta took nothing and asked to be tried later. */
async function sendOne({ app, database, endpoint }: CloudContext, account: CloudAccount, message: Claimed) {
  try {
    const content = message.meta_template ? { template: { name: message.meta_template, params: message.meta_params ?? [] } } : { text: message.body };
    const { externalId } = await sendMessage(endpoint, account, message.phone, content, `m:${message.id}`);
    await settleIf(database, message.id, 'sending', { status: 'sent', external_id: externalId });
  } catch (error) {
    if (!(error instanceof GraphFailure)) throw error;
    if (error.kind === 'retry') {
      await database.query(`update chat_message set status = 'queued' where id = $1 and status = 'sending'`, [message.id]);
      return true;
    }
    if (error.kind === 'unknown') await waitForStatus(app, message.id);
    else await settleIf(database, message.id, 'sending', { status: 'failed', error: kindText(error.kind, error.code) });
  }
  return false;
}

/** Meta asked for some of a round to come later: the company's sends pause, twice as long as the last pause in a row; answers the pause's end. */
async function pauseSends(database: DatabaseHandle, id_company: number) {
  const [row] = await database.query<{ until: Date }>(
    `update wa_cloud_account
        set sends_paused_until = now() + make_interval(secs => least($2 * power(2, retry_streak), $3)), retry_streak = retry_streak + 1
      where id_company = $1
  returning sends_paused_until as until`,
    [id_company, RETRY_FIRST_SECONDS, RETRY_LONGEST_SECONDS],
  );
  return row ? new Date(row.until) : new Date(Date.now() + RETRY_FIRST_SECONDS * 1000);
}

/** One run: answers when the next run should start, or undefined when the outbox is empty. */
async function run(context: CloudContext, id_company: number, signal: AbortSignal): Promise<Date | undefined> {
  const { app, database, box } = context;
  const account = await cloudAccountOf(database.db, box, id_company);
  if (!account) {
    for (const id of await idsIn(database, id_company, 'queued')) await settleIf(database, id, 'queued', { status: 'failed', error: NOT_CONNECTED });
    return undefined;
  }
  // A run queued by a new message during a pause keeps the pause.
  if (account.sends_paused_until && account.sends_paused_until.getTime() > Date.now()) return account.sends_paused_until;
  // One run at a time: what is 'sending' now was left by a run that stopped mid-send.
  for (const id of await idsIn(database, id_company, 'sending')) await waitForStatus(app, id);
  let streak = account.retry_streak;
  const began = Date.now();
  for (let round = 0; round < RUN_ROUNDS; round += 1) {
    if (signal.aborted || Date.now() - began > RUN_MS) return new Date();
    const claimed = await claimRound(database, id_company, context.parallel);
    if (!claimed.length) return undefined;
    const retries = await Promise.all(claimed.map((message) => sendOne(context, account, message)));
    // Meta took nothing of those: they go back to the head of the queue, order kept, after a pause.
    if (retries.some(Boolean)) return pauseSends(database, id_company);
    if (streak > 0) {
      await database.query(`update wa_cloud_account set retry_streak = 0 where id_company = $1`, [id_company]);
      streak = 0;
    }
  }
  return new Date();
}

/** The workers of both queues, and a run for every company whose outbox still holds messages (after a restart). */
export async function workCloudOutbox(context: CloudContext) {
  const { app, database } = context;
  await app.jobs.work<OutboxData>(
    OUTBOX_QUEUE,
    async ({ id_company }, { signal }) => {
      const next = await run(context, id_company, signal);
      if (next) await queueCloudOutbox(app, id_company, next);
    },
    { policy: 'stately', retryLimit: 10, expireInSeconds: RUN_EXPIRY_SECONDS },
  );
  await app.jobs.work<UnknownData>(UNKNOWN_QUEUE, ({ id }) => settleIf(database, id, 'sending', { status: 'failed', error: kindText('unknown', null) }), {
    policy: 'short',
  });
  const waiting = await database.query<{ id_company: number }>(
    `select distinct id_company from chat_message where transport = 'cloud' and direction = 'out' and status in ('queued', 'sending')`,
  );
  for (const { id_company } of waiting) await queueCloudOutbox(app, id_company);
}
