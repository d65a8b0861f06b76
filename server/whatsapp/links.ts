import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import { chatMessage, waAccount, waAuthKey } from '../db/schema';
import { publish } from '../plugins/events';
import { settleOutgoing, storeIncoming } from './conversation';
import { databaseKeyStore } from './keyStore';
import { releaseLease, renewLeases, takeLease, unheldLinks } from './lease';
import { drainOutbox, failInterrupted, failWaiting } from './outboxSender';
import { markLinkedWithinPlan } from './planPlace';
import type { SecretBox } from './secretBox';
import type { LinkListener, WaConnection, WaTransport } from './transport';

/**
 * The links this instance holds open: it takes a link's lease, opens it through the transport and
 * keeps wa_account in step with what the transport tells; incoming messages and receipts are
 * stored, and the user's outbox is emptied while the link is up (docs/whatsapp.md).
 */

type Account = typeof waAccount.$inferSelect;
type Held = {
  account: Account;
  connection?: WaConnection;
  linked: boolean;
  /** Set once the messages an earlier holder left half sent were settled: a reconnect of this same hold must not touch its own sends. */
  settledLeftovers?: boolean;
  attempt?: NodeJS.Timeout;
  /** When an attempt that is not linked yet ends (Date.now() milliseconds). */
  attemptEnds: number;
  sending: Promise<unknown>;
  /** The link's state changes (a code, linked, logged out), written one after another. */
  changes: Promise<unknown>;
};

type LinkManagerOptions = {
  database: DatabaseHandle;
  transport: WaTransport;
  box: SecretBox;
  log: FastifyBaseLogger;
  /** How long a QR waits to be scanned before the attempt ends as expired. */
  attemptMs: number;
};

const RECEIPT_RANK = { sent: 0, delivered: 1, read: 2 } as const;

export function createLinkManager({ database, transport, box, log, attemptMs }: LinkManagerOptions) {
  const { db } = database;
  const instance = randomUUID();
  const held = new Map<number, Held>();
  /** Accounts this instance is taking: a second request meanwhile must not open the link again. */
  const taking = new Set<number>();
  const byUser = (id_user: number) => [...held.values()].find((h) => h.account.id_user === id_user);

  const announce = (account: Account) =>
    db.transaction((tx) => publish(tx, { type: 'wa_link', id_company: account.id_company, id_user: account.id_user }));
  const update = async (account: Account, values: Partial<Account>) => {
    await db.update(waAccount).set({ ...values, updated_at: sql`now()` }).where(eq(waAccount.id, account.id));
    await announce(account);
  };
  let closed = false;
  const running = new Set<Promise<unknown>>();
  /**
   * Work the transport, an event or a timer started: close() waits for it, and none starts while
   * it closes, since the database may go right after (a write then failed as 'Cannot use a pool
   * after calling end on the pool').
   */
  const tracked = (work: () => Promise<unknown>) => {
    if (closed) return Promise.resolve();
    const started = work().finally(() => running.delete(started));
    running.add(started);
    return started;
  };
  const safely = (what: string, work: () => Promise<unknown>) =>
    void tracked(work).catch((err: unknown) => log.error({ err, what }, 'WhatsApp link'));

  /** Serialises the sending of one user's outbox on this instance. */
  const sendOutbox = (h: Held) => {
    h.sending = h.sending.then(() =>
      tracked(async () => {
        if (!h.linked || !h.connection) return;
        await drainOutbox(database, h.account.id_user, h.connection, () => !closed && held.get(h.account.id) === h && h.linked);
      }),
    );
    h.sending.catch((err: unknown) => log.error({ err }, 'WhatsApp outbox'));
  };

  async function drop(h: Held, how: 'close' | 'logout') {
    held.delete(h.account.id);
    clearTimeout(h.attempt);
    h.linked = false;
    await h.connection?.[how]().catch((err: unknown) => log.warn({ err }, 'WhatsApp link did not close cleanly'));
    await releaseLease(db, instance, h.account.id);
  }

  /** The link ended for good: its secrets go, the account shows disconnected, and its waiting messages fail. */
  async function forget(account: Account) {
    await db.delete(waAuthKey).where(eq(waAuthKey.id_account, account.id));
    await update(account, { status: 'disconnected', phone: null, qr: null, qr_expires_at: null, linked_at: null });
    await failWaiting(database, account.id_user);
  }

  /**
   * Writes a link's state changes in the order the transport reported them: a code's write that
   * is still on its way must not land after the link's and show a linked number as waiting.
   */
  const inOrder = (h: Held, what: string, work: () => Promise<unknown>) => {
    h.changes = h.changes.then(() => tracked(work)).catch((err: unknown) => log.error({ err, what }, 'WhatsApp link'));
  };

  const listenerFor = (h: Held): LinkListener => {
    const { account } = h;
    return {
      qr: (code) => inOrder(h, 'qr', () => update(account, { status: 'waiting', qr: code, qr_expires_at: new Date(Date.now() + attemptMs) })),
      linked: (phone) =>
        inOrder(h, 'linked', async () => {
          clearTimeout(h.attempt);
          if (!(await markLinkedWithinPlan(db, account, phone))) {
            await drop(h, 'logout');
            await forget(account);
            return;
          }
          h.linked = true;
          if (!h.settledLeftovers) {
            h.settledLeftovers = true;
            await failInterrupted(database, account.id_user);
          }
          await announce(account);
          sendOutbox(h);
        }),
      loggedOut: () =>
        inOrder(h, 'logged out', async () => {
          await drop(h, 'close');
          await forget(account);
        }),
      message: (message) =>
        safely('incoming message', () =>
          db.transaction((tx) =>
            storeIncoming(tx, {
              id_company: account.id_company,
              id_user: account.id_user,
              phone: message.from,
              name: message.name,
              body: message.body,
              external_id: message.externalId,
              at: message.at,
            }),
          ),
        ),
      receipt: (externalId, status) =>
        safely('receipt', async () => {
          const [message] = await db
            .select({ id: chatMessage.id, status: chatMessage.status })
            .from(chatMessage)
            .where(and(eq(chatMessage.id_user, account.id_user), eq(chatMessage.external_id, externalId)));
          const rank = RECEIPT_RANK[message?.status as keyof typeof RECEIPT_RANK];
          if (message && rank !== undefined && rank < RECEIPT_RANK[status]) {
            await db.transaction((tx) => settleOutgoing(tx, message.id, { status }));
          }
        }),
    };
  };

  /** Attempts being ended: a new take of the same account waits for the end, so their writes keep their order. */
  const ending = new Map<number, Promise<void>>();

  /**
   * Ends an attempt nobody scanned as expired: its connection closes, its lease goes, and then it
   * says so. A new request meanwhile waits for all three (take), or the late 'expired' and lease
   * release would land on the new attempt.
   */
  function expire(h: Held): Promise<void> {
    const id = h.account.id;
    if (h.linked || held.get(id) !== h) return ending.get(id) ?? Promise.resolve();
    const ended = (async () => {
      await drop(h, 'close');
      await update(h.account, { status: 'expired', qr: null, qr_expires_at: null });
    })().finally(() => ending.delete(id));
    ending.set(id, ended);
    return ended;
  }

  /** Opens a link whose lease this instance holds; a link without credentials starts showing QR codes. */
  async function open(account: Account) {
    const h: Held = { account, linked: false, attemptEnds: Date.now() + attemptMs, sending: Promise.resolve(), changes: Promise.resolve() };
    held.set(account.id, h);
    if (account.status !== 'linked') h.attempt = setTimeout(() => safely('expiry', () => expire(h)), attemptMs);
    try {
      h.connection = await transport.connect(account, databaseKeyStore(db, box, account.id), listenerFor(h));
    } catch (error) {
      // Not held after all (secrets sealed under another key, the database away): the lease goes, for a later try.
      await drop(h, 'close');
      throw error;
    }
    return h;
  }

  /** Takes an account's lease and opens its link, unless this instance holds it or is taking it already. */
  async function take(id_account: number, beforeOpen?: (account: Account) => Promise<void>) {
    // Its failure is the expiry's own, logged there.
    await ending.get(id_account)?.catch(() => undefined);
    if (held.has(id_account) || taking.has(id_account)) return;
    taking.add(id_account);
    try {
      const account = await takeLease(db, instance, id_account);
      if (!account) return;
      await beforeOpen?.(account);
      await open(account);
    } finally {
      taking.delete(id_account);
    }
  }

  /** Renews the leases, lets go of links another instance took, and adopts links nobody holds. */
  async function tend() {
    const still = await renewLeases(db, instance);
    for (const h of [...held.values()]) if (!still.has(h.account.id)) await drop(h, 'close');
    for (const id of await unheldLinks(db, instance)) {
      await take(id).catch((err: unknown) => log.error({ err, id_account: id }, 'WhatsApp link could not be reopened'));
    }
  }

  return {
    instance,
    tend: () => tracked(tend),
    /** The user's link: opened here if nobody holds it (a new attempt when it is not linked). */
    async request(member: { id: number; id_company: number }) {
      await db.insert(waAccount).values({ id_company: member.id_company, id_user: member.id }).onConflictDoNothing();
      const [account] = await db.select().from(waAccount).where(eq(waAccount.id_user, member.id));
      // An attempt whose time ran out (or whose QR the page already reports expired), its expiry not
      // yet written, is not one that is still running: it ends, and a new one starts after it.
      const running = held.get(account.id);
      const ends = Math.min(running?.attemptEnds ?? Infinity, account.qr_expires_at?.getTime() ?? Infinity);
      if (running && !running.linked && Date.now() >= ends) safely('expiry', () => expire(running));
      await take(account.id, async (taken) => {
        if (taken.status !== 'linked') await update(taken, { status: 'waiting', qr: null, qr_expires_at: new Date(Date.now() + attemptMs) });
      });
    },
    /** Unlinks the user's number, wherever its link is held (the holder hears the wa_link event). */
    async unlink(id_user: number) {
      const h = byUser(id_user);
      if (h) await drop(h, 'logout');
      const [account] = await db.select().from(waAccount).where(eq(waAccount.id_user, id_user));
      if (account) await forget(account);
    },
    /** Another instance changed a link this one holds, or queued a message for it. */
    onEvent(type: 'wa_link' | 'wa_outbox', id_user: number) {
      const h = byUser(id_user);
      if (!h) return;
      if (type === 'wa_outbox') return sendOutbox(h);
      safely('link change', async () => {
        const [now] = await db.select({ status: waAccount.status }).from(waAccount).where(eq(waAccount.id, h.account.id));
        if (!now || now.status === 'disconnected') await drop(h, 'logout');
      });
    },
    /** Closes every link this instance holds and lets go of their leases, for another instance to take. */
    async close() {
      closed = true;
      while (running.size) await Promise.allSettled([...running]);
      for (const h of [...held.values()]) await drop(h, 'close');
      await releaseLease(db, instance);
      // Nothing is held any more: a later tend() may take links again (a restart, in the tests).
      closed = false;
    },
  };
}

export type LinkManager = ReturnType<typeof createLinkManager>;
