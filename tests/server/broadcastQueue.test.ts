import { describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../server/config';
import { dealerDayStartAt } from '../../server/plugins/dealerDay';
import { settleOutgoing } from '../../server/whatsapp/conversation';
import { addNumberedProspects, grantBroadcast, markLinked } from './helpers/broadcast';
import { startDemoApp } from './helpers/demo';
import { openTestDatabase, startTestApp, type TestDatabase } from './helpers/testApp';

const BROADCAST = '/api/prospect/v1/broadcast';
const WAIT = { timeout: 30_000, interval: 100 };

/** An app with the given pace, its sales person linked and owning `n` prospects named 'Antre …', and a broadcast to them. */
async function startBroadcast(broadcast: Config['broadcast'], n: number, database?: TestDatabase) {
  const { t, sales } = await startDemoApp({ config: { ...readConfig({}), broadcast }, database });
  await grantBroadcast(t.database);
  await markLinked(t.database, sales.id_company, sales.id);
  await addNumberedProspects(t.database, sales, n, 'Antre');
  const response = await sales.api.json('POST', BROADCAST, {
    name: 'Antrean',
    body: 'Halo {nama}',
    recipients: { kind: 'prospect', filter: { q: 'Antre' } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { t, id: response.json().data.id as number };
}

const statusCount = async (database: TestDatabase, id: number, status: string) =>
  (await database.query<{ n: number }>('select count(*)::int as n from broadcast_recipient where id_broadcast = $1 and status = $2', [id, status]))[0].n;

const waitingStep = async (database: TestDatabase, id: number) =>
  (
    await database.query<{ start_after: Date; created_on: Date }>(
      `select start_after, created_on from pgboss.job where name = 'broadcast.step' and state = 'created' and singleton_key = $1`,
      [String(id)],
    )
  )[0];

// Each test starts and seeds an app of its own (two for the restart), which alone can take over 30 s
// with both cores busy.
describe('the paced run', { timeout: 180_000 }, () => {
  it('waits a random pause within the configured range before the next message', async () => {
    const { t, id } = await startBroadcast({ minDelaySeconds: 5, maxDelaySeconds: 7, dailyCap: 200 }, 3);
    try {
      await expect.poll(() => statusCount(t.database, id, 'sending'), WAIT).toBe(1);
      await expect.poll(() => waitingStep(t.database, id), WAIT).toBeTruthy();
      const step = (await waitingStep(t.database, id))!;
      const pause = (new Date(step.start_after).getTime() - new Date(step.created_on).getTime()) / 1000;
      expect(pause).toBeGreaterThanOrEqual(4.5);
      expect(pause).toBeLessThanOrEqual(7);
      expect(await statusCount(t.database, id, 'queued')).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("stops at the daily cap and carries on the dealer's next day", async () => {
    const { t, id } = await startBroadcast({ minDelaySeconds: 0, maxDelaySeconds: 0, dailyCap: 3 }, 5);
    try {
      const tomorrow = new Date(dealerDayStartAt(new Date(), 'Asia/Jakarta').getTime() + 86_400_000).getTime();
      await expect.poll(async () => (await waitingStep(t.database, id))?.start_after?.valueOf(), WAIT).toBe(tomorrow);
      const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from chat_message where id_broadcast = $1', [id]);
      expect(n).toBe(3);
      expect(await statusCount(t.database, id, 'queued')).toBe(2);
      const [row] = await t.database.query<{ status: string; waiting_for: string; waiting_until: Date }>('select * from broadcast where id = $1', [id]);
      expect(row).toMatchObject({ status: 'running', waiting_for: 'daily_cap', waiting_until: new Date(tomorrow) });
    } finally {
      await t.close();
    }
  });

  it('continues after a restart without giving anyone a second message', async () => {
    const database = await openTestDatabase();
    const pace = { minDelaySeconds: 0, maxDelaySeconds: 0, dailyCap: 200 };
    const n = 30;
    try {
      const first = await startBroadcast(pace, n, database);
      await expect.poll(() => statusCount(database, first.id, 'sending'), WAIT).toBeGreaterThan(0);
      await first.t.close();
      const second = await startTestApp({ config: { ...readConfig({}), broadcast: pace }, database });
      try {
        await expect.poll(() => statusCount(database, first.id, 'sending'), WAIT).toBe(n);
        const [outbox] = await database.query<{ messages: number; rooms: number; linked: number }>(
          `select count(*)::int as messages, count(distinct m.id_room)::int as rooms,
                  (select count(distinct id_message)::int from broadcast_recipient where id_broadcast = $1) as linked
             from chat_message m where m.id_broadcast = $1`,
          [first.id],
        );
        expect(outbox).toEqual({ messages: n, rooms: n, linked: n });
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });

  it('completes when the last message settles', async () => {
    const { t, id } = await startBroadcast({ minDelaySeconds: 0, maxDelaySeconds: 0, dailyCap: 200 }, 2);
    try {
      await expect.poll(() => statusCount(t.database, id, 'sending'), WAIT).toBe(2);
      const messages = await t.database.query<{ id: number }>('select id from chat_message where id_broadcast = $1 order by id', [id]);
      await t.database.db.transaction((tx) => settleOutgoing(tx, messages[0].id, { status: 'sent', external_id: 'x1' }));
      const status = async () => (await t.database.query<{ status: string }>('select status from broadcast where id = $1', [id]))[0].status;
      expect(await status()).toBe('running');
      await t.database.db.transaction((tx) => settleOutgoing(tx, messages[1].id, { status: 'failed', error: 'Nomor tidak terdaftar di WhatsApp.' }));
      expect(await status()).toBe('completed');
    } finally {
      await t.close();
    }
  });
});
