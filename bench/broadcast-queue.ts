/**
 * Pesan Siaran: how long scheduling 10,000 recipients takes (one transaction: read, render, insert),
 * and what the job table costs per message sent, for the self-rescheduling chain (one waiting job
 * per broadcast) against its peer, one job per recipient queued up front.
 *
 *   node --import tsx bench/broadcast-queue.ts [--recipients 10000] [--steps 200] [--backends pglite,postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connection';
import { createBroadcast } from '../server/modules/broadcast/create';
import { userAsCaller } from '../server/plugins/session';
import { ADMIN, benchCompany, loadProspects, openBenchDatabase } from './dataset';

const { values } = parseArgs({
  options: { recipients: { type: 'string', default: '10000' }, steps: { type: 'string', default: '200' }, backends: { type: 'string', default: 'pglite,postgres' } },
});
const RECIPIENTS = Number(values.recipients);
const STEPS = Number(values.steps);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const jobCost = async (handle: DatabaseHandle, name: string) =>
  (
    await handle.query<{ rows: number; bytes: number }>(
      `select count(*)::int as rows, coalesce(sum(size), 0)::int as bytes
         from (select pg_column_size(j.*) as size from pgboss.job j where name = $1
               union all select pg_column_size(a.*) from pgboss.archive a where name = $1) sizes`,
      [name],
    )
  )[0];

async function run(kind: 'pglite' | 'postgres') {
  const handle = await openBenchDatabase(kind, SERVER_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-bench-'));
  const config = { ...readConfig({}), dataDir, logLevel: 'silent' as const, broadcast: { minDelaySeconds: 0, maxDelaySeconds: 0, dailyCap: STEPS } };
  const app = await buildApp({ config, database: handle, logger: false, distDir: dataDir });
  try {
    await app.ready();
    const ids = await benchCompany(handle);
    await loadProspects(handle, ids, RECIPIENTS, Date.now());
    const [admin] = await handle.query<{ id: number }>('select id from app_user where email = $1', [ADMIN.email]);
    await handle.query(`insert into wa_account (id_company, id_user, status) values ($1, $2, 'linked')`, [ids.company, admin.id]);
    const member = (await userAsCaller(handle.db, ids.company, admin.id))!;
    const input = { name: 'Bench', body: 'Halo {nama} dari {kota}, {motor} menunggu anda. Salam, {sales} ({dealer})', recipients: { kind: 'prospect' as const, filter: {} } };

    const started = performance.now();
    const row = await handle.db.transaction((tx) => createBroadcast(tx, member, input));
    const scheduleMs = performance.now() - started;
    await app.jobs.sendWith('broadcast.step', { id_broadcast: row.id }, { startAfter: new Date(), singletonKey: String(row.id) });
    // The chain runs STEPS messages (the daily cap stops it there) with no pause between them.
    const chainStart = performance.now();
    for (;;) {
      const [{ n }] = await handle.query<{ n: number }>('select count(*)::int as n from chat_message where id_broadcast = $1', [row.id]);
      if (n >= STEPS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const chainMs = performance.now() - chainStart;
    const chain = await jobCost(handle, 'broadcast.step');
    // The peer: one job per recipient, all queued when the broadcast is made (no worker takes them here).
    for (let i = 0; i < STEPS; i += 1) await app.jobs.send('bench.per_recipient', { id_broadcast: row.id, id_recipient: i });
    const peer = await jobCost(handle, 'bench.per_recipient');
    const [{ total }] = await handle.query<{ total: number }>('select count(*)::int as total from broadcast_recipient where id_broadcast = $1', [row.id]);
    console.log(`${kind}: scheduled ${total} recipients in ${scheduleMs.toFixed(0)} ms`);
    console.log(`${kind}: chain sent ${STEPS} steps in ${chainMs.toFixed(0)} ms; job rows ${chain.rows} (${(chain.rows / STEPS).toFixed(2)}/message), ${(chain.bytes / STEPS).toFixed(0)} B/message; waiting at any time: 1`);
    console.log(`${kind}: one job per recipient: rows ${peer.rows} (${(peer.rows / STEPS).toFixed(2)}/message), ${(peer.bytes / STEPS).toFixed(0)} B/message; waiting up front: ${STEPS} (a 10,000 list: 10,000)`);
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of values.backends.split(',') as ('pglite' | 'postgres')[]) await run(kind);
