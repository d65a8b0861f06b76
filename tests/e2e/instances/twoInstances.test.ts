import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../server/helpers/sse';
import { ADMIN, signIn, startCluster, startImport, type Instance } from './cluster';

/**
 * Two app processes on one PostgreSQL and one S3-compatible store (docs/deploy.md): what one does,
 * the other sees, and the queue's work runs once.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let cluster: Awaited<ReturnType<typeof startCluster>>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  cluster = await startCluster();
  a = await cluster.start();
  b = await cluster.start();
});

afterAll(() => cluster?.close());

const importCsv = (label: string, n: number, from: number) =>
  ['Nama,No HP,Kota', ...Array.from({ length: n }, (_, k) => `${label} ${k},0858${String(from + k).padStart(8, '0')},Bandung`)].join('\n');

describe('two instances on one PostgreSQL and one bucket', () => {
  it('share sessions, live events and photos: a session opened on A works on B, a write on A reaches B’s stream, a photo sent to A is served by B', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const sales = await signIn(b.baseUrl, 'neng@majumotor.co.id');
    expect((await admin.call(b, '/api/user/v1/members?range=[0,0]')).status).toBe(200);
    const stream = await openStream(b.baseUrl, sales.token, sales.id);
    try {
      const [prospect] = (await (await sales.call(b, `/api/prospect/v1/prospect?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ id_user: sales.id }))}`)).json()) as { id: number; name: string }[];
      const followUp = await admin.json(a, 'POST', '/api/prospect/v1/followup', { id_prospect: prospect.id, method: 'telepon', result: 'Dari instansi A' });
      expect(followUp.status).toBe(201);
      expect(await stream.next('notification')).toMatchObject({ notification: expect.objectContaining({ nama_prospect: prospect.name }) });
    } finally {
      await stream.close();
    }

    const made = await (await admin.json(a, 'POST', '/api/prospect/v1/prospect', { name: 'Foto Dua Instansi', phone: '081955000001' })).json() as { id: number };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'foto.png');
    const uploaded = await admin.call(a, `/api/prospect/v1/prospect/${made.id}/photo`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(200);
    const { photo } = (await uploaded.json()) as { photo: string };
    const served = await fetch(`${b.baseUrl}/files/prospects/${photo}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('runs a queued export once, whichever instance takes it, and either instance hands out its file', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const started = await admin.json(a, 'POST', '/api/prospect/v1/export', { kind: 'prospect', format: 'csv', filter: {} });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: number };
    let record: { status: string; rows_total: number | null; rows_done: number } | undefined;
    await expect
      .poll(async () => {
        record = (await (await admin.call(b, `/api/prospect/v1/export/${id}`)).json()) as typeof record;
        return record?.status;
      })
      .toBe('done');
    const link = (await (await admin.json(b, 'POST', `/api/prospect/v1/export/${id}/link`, {})).json()) as { url: string };
    const file = await fetch(`${a.baseUrl}${link.url}`);
    expect(file.status).toBe(200);
    // The file as written, no more (text() drops its byte order mark).
    const text = await file.text();
    expect(text.startsWith('ID,Dibuat,')).toBe(true);
    const rows = Papa.parse(text, { header: true, skipEmptyLines: true }).data;
    // One row per prospect, once: a second run would have failed on the file of the first or written it again.
    expect(rows).toHaveLength(record?.rows_total ?? -1);
    const activity = (await (await admin.call(b, `/api/master/v1/activity?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ action: 'export' }))}`)).json()) as unknown[];
    expect(activity).toHaveLength(1);
  });

  it('runs an import started on A once, followed on B: every row made once', async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const id = await startImport(admin, a, importCsv('Impor Dua', 40, 0), {});
    await expect
      .poll(async () => ((await (await admin.call(b, `/api/prospect/v1/import/${id}`)).json()) as { data: { status: string } }).data.status)
      .toBe('completed');
    const [{ made, names }] = await cluster.query<{ made: number; names: number }>(
      'select count(*)::int as made, count(distinct name)::int as names from prospect where id_import = $1',
      [id],
    );
    expect([made, names]).toEqual([40, 40]);
  });

  it("hands an import to the standing rule once: one distribution, each prospect to one salesperson", async () => {
    const admin = await signIn(a.baseUrl, ADMIN.email);
    const sales = await cluster.query<{ id: number }>("select u.id from app_user u join role r on r.id = u.id_role where r.name = 'Sales' and u.status = 'active' order by u.id limit 2");
    const rule = await admin.json(b, 'PUT', '/api/prospect/v1/distribution/rule', { active: true, method: 'round_robin', user_ids: sales.map((u) => u.id), group_ids: [] });
    expect(rule.status).toBe(200);
    const id = await startImport(admin, a, importCsv('Aturan Dua', 20, 100), { owner_mode: 'rule' });
    const owners = () => cluster.query<{ id_user: number | null; n: number }>('select id_user, count(*)::int as n from prospect where id_import = $1 group by id_user order by id_user', [id]);
    await expect.poll(owners).toEqual(sales.map((u) => ({ id_user: u.id, n: 10 })));
    const batches = await cluster.query<{ total: number; items: number }>(
      `select b.total, (select count(*)::int from distribution_item i where i.id_batch = b.id) as items
         from distribution_batch b where exists (select 1 from distribution_item i join prospect p on p.id = i.id_prospect where i.id_batch = b.id and p.id_import = $1)`,
      [id],
    );
    expect(batches).toEqual([{ total: 20, items: 20 }]);
  });

  it('runs a broadcast sent through A as one chain across both: each recipient one message', async () => {
    const sales = await signIn(a.baseUrl, 'neng@majumotor.co.id');
    await cluster.readyToBroadcast(sales.id, 'Siaran Dua', 12, 0);
    const sent = await sales.json(a, 'POST', '/api/prospect/v1/broadcast', { name: 'Dua instansi', body: 'Halo {nama}', recipients: { kind: 'prospect', filter: { q: 'Siaran Dua' } } });
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: number } }).data;
    const stepsLeft = async () =>
      (await cluster.query<{ n: number }>("select count(*)::int as n from pgboss.job where name = 'broadcast.step' and singleton_key = $1 and state in ('created', 'retry', 'active')", [String(id)]))[0].n;
    await expect.poll(stepsLeft, { timeout: 120_000 }).toBe(0);
    expect(await cluster.messagesPerChat(id)).toEqual(Array(12).fill(1));
    // Both instances took steps of the one chain, or one did all: either way, one message each.
    const queued = await cluster.query<{ n: number }>("select count(*)::int as n from broadcast_recipient where id_broadcast = $1 and status = 'queued'", [id]);
    expect(queued[0].n).toBe(0);
  });
});
