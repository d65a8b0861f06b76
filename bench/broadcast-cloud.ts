/**
 * A broadcast through the business number (docs/whatsapp.md, Broadcasts through the Cloud API):
 * N recipients against the fake Meta at its 10,000 tier, each send answered after a realistic
 * latency, through the real server (a child process) on a fresh PostgreSQL database. Prints the
 * time to drain and the messages per second; then the same broadcast with the server killed
 * (SIGKILL) part-way and started again, and checks that every recipient was sent exactly once and
 * has its delivery status. The peer is the same outbox one send at a time (WA_CLOUD_PARALLEL_SENDS=1),
 * the way a linked phone sends, on fewer recipients.
 *
 *   node --import tsx bench/broadcast-cloud.ts [--recipients 10000] [--latency-ms 150] [--peer-recipients 1000] [--kill-at 0.4]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { META_REVIEW_SYNC, metaReviewPath, WA_CLOUD_ACCOUNT, waCloudWebhookPath } from '../domain/apiPaths';
import { startFakeGraph } from '../server/whatsapp/cloud/fakeGraph';
import { startAppServer } from '../tests/e2e/appServer';
import { ADMIN, freshPostgres } from './dataset';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '10000' },
    'latency-ms': { type: 'string', default: '150' },
    'peer-recipients': { type: 'string', default: '1000' },
    'kill-at': { type: 'string', default: '0.4' },
  },
});
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LATENCY_MS = Number(values['latency-ms']);
const NUMBER = { phone_number_id: '100000000001', business_account_id: '200000000001', access_token: `EAAG${randomBytes(16).toString('hex')}`, app_secret: randomBytes(16).toString('hex') };

type Scenario = { label: string; recipients: number; parallel: number; killAt?: number };
type Outcome = { seconds: number; perSecond: number; sent: number; doubled: number; lost: number; statuses: Record<string, number>; downSeconds?: number };

async function api(baseUrl: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-app-key': 'sf-web', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ data: never }>;
}

async function run(scenario: Scenario): Promise<Outcome> {
  const database = await freshPostgres(SERVER_URL, 'sf_bench_cloud');
  const fake = await startFakeGraph({ latencyMs: LATENCY_MS, redeliverMs: 250 });
  fake.addNumber(NUMBER.phone_number_id, { access_token: NUMBER.access_token, business_account_id: NUMBER.business_account_id, tier: 'TIER_10K' });
  const env = { DATABASE_URL: database.url, WA_TRANSPORT: 'fake', WA_CLOUD_API_BASE: fake.baseUrl, WA_CLOUD_PARALLEL_SENDS: String(scenario.parallel), LOG_LEVEL: 'error' };
  let server = await startAppServer(ADMIN, { env });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { data: login } = await api(server.baseUrl, 'POST', '/api/user/v1/auth/login', undefined, { email: ADMIN.email, password: ADMIN.password });
    const { token, id: adminId, id_company } = (login as { token: string; id: number; id_company: number }[])[0];
    const { data: account } = await api(server.baseUrl, 'PUT', WA_CLOUD_ACCOUNT, token, NUMBER);
    const url = `${server.baseUrl}${waCloudWebhookPath(id_company)}`;
    await fake.subscribe(NUMBER.phone_number_id, { url, verify_token: (account as { verify_token: string }).verify_token, app_secret: NUMBER.app_secret, business_account_id: NUMBER.business_account_id });
    const [template] = (await db.query<{ id: number }>(`select id from wa_template where id_company = $1 and name = 'Promo akhir bulan'`, [id_company])).rows;
    await api(server.baseUrl, 'POST', metaReviewPath(template.id), token, { category: 'marketing' });
    while ((await db.query(`select 1 from wa_template where id = $1 and meta_status = 'approved'`, [template.id])).rowCount === 0) {
      await api(server.baseUrl, 'POST', META_REVIEW_SYNC, token);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await db.query(
      `insert into prospect (id_company, id_user, name, phone, kota)
       select $1, $2, 'Siaran Bench ' || g, '+62857' || lpad(g::text, 7, '0'), 'Bandung' from generate_series(1, $3::int) as g`,
      [id_company, adminId, scenario.recipients],
    );
    const started = performance.now();
    const { data: created } = await api(server.baseUrl, 'POST', '/api/prospect/v1/broadcast', token, {
      name: scenario.label,
      id_template: template.id,
      recipients: { kind: 'prospect', filter: { q: 'Siaran Bench' } },
    });
    const id = (created as { id: number }).id;
    let downSeconds: number | undefined;
    for (;;) {
      const { rows } = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from broadcast_recipient where id_broadcast = $1 group by status', [id]);
      const counts = Object.fromEntries(rows.map((row) => [row.status, row.n]));
      const open = (counts.queued ?? 0) + (counts.sending ?? 0) + (counts.sent ?? 0);
      if (open === 0 && fake.delivered()) break;
      if (scenario.killAt !== undefined && downSeconds === undefined && fake.sent.length >= scenario.killAt * scenario.recipients) {
        const down = performance.now();
        await server.kill();
        server = await startAppServer(ADMIN, { env, port: server.port, dataDir: server.dataDir });
        downSeconds = (performance.now() - down) / 1000;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const perNumber = new Map<string, number>();
    for (const message of fake.sent) perNumber.set(message.to, (perNumber.get(message.to) ?? 0) + 1);
    const { rows } = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from broadcast_recipient where id_broadcast = $1 group by status', [id]);
    return {
      seconds,
      perSecond: scenario.recipients / seconds,
      sent: fake.sent.length,
      doubled: [...perNumber.values()].filter((n) => n > 1).length,
      lost: scenario.recipients - perNumber.size,
      statuses: Object.fromEntries(rows.map((row) => [row.status, row.n])),
      downSeconds,
    };
  } finally {
    await db.end();
    await server.stop();
    await fake.close();
    await database.drop();
  }
}

const recipients = Number(values.recipients);
const scenarios: Scenario[] = [
  { label: `cloud, 8 in flight, ${recipients} recipients`, recipients, parallel: 8 },
  { label: `cloud, 8 in flight, ${recipients} recipients, killed at ${Number(values['kill-at']) * 100}% and started again`, recipients, parallel: 8, killAt: Number(values['kill-at']) },
  { label: `peer: one at a time, ${values['peer-recipients']} recipients`, recipients: Number(values['peer-recipients']), parallel: 1 },
];
console.log(`fake Meta latency ${LATENCY_MS} ms per send; PostgreSQL ${SERVER_URL}`);
for (const scenario of scenarios) {
  const outcome = await run(scenario);
  console.log(
    `${scenario.label}: drained in ${outcome.seconds.toFixed(1)} s, ${outcome.perSecond.toFixed(1)} messages/s; sends to Meta ${outcome.sent}, doubled ${outcome.doubled}, lost ${outcome.lost}; statuses ${JSON.stringify(outcome.statuses)}${outcome.downSeconds === undefined ? '' : `; restart took ${outcome.downSeconds.toFixed(1)} s`}`,
  );
}
