import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn, startCluster, startImport, type Instance } from './cluster';

/**
 * An instance killed in the middle of the queue's work (docs/deploy.md): the other finishes it or
 * fails it cleanly, never half-written, never twice.
 */

let cluster: Awaited<ReturnType<typeof startCluster>>;
let instances: Instance[];

beforeAll(async () => {
  cluster = await startCluster();
  instances = [await cluster.start(), await cluster.start()];
});

afterAll(() => cluster?.close());

const IMPORT_ROWS = 3_000;

/** The instance whose database session holds a batch's run, once the run has recorded it and waits for the lock on prospect. */
async function waitingRunnerOf(id_import: number) {
  const [row] = await cluster.query<{ application_name: string }>(
    "select a.application_name from import_batch b join pg_stat_activity a on a.pid = b.run_pid where b.id = $1 and a.wait_event_type = 'Lock'",
    [id_import],
  );
  return instances.find((instance) => row?.application_name.endsWith(`:${instance.pid}`));
}

describe('an instance killed mid-work', () => {
  it('fails an import whose instance died, with none of its rows written, and the other instance runs it again whole', async () => {
    const admin = await signIn(instances[0].baseUrl, ADMIN.email);
    const rows = Array.from({ length: IMPORT_ROWS }, (_, k) => `Mati ${k},0857${String(k).padStart(8, '0')},Cimahi`);
    // Another transaction holds prospect: the run stops at its first chunk's COPY, its own transaction
    // open, which is where the kill must find it; the killed process's session ends once it may go on.
    const release = await cluster.lockTable('prospect', 'exclusive');
    const id = await startImport(admin, instances[0], ['Nama,No HP,Kota', ...rows].join('\n'), {});
    let runner: Instance | undefined;
    await expect.poll(async () => (runner = await waitingRunnerOf(id))).toBeDefined();
    await runner!.kill();
    await release();
    const survivor = instances.find((instance) => instance !== runner)!;
    const batch = async () => ((await (await admin.call(survivor, `/api/prospect/v1/import/${id}`)).json()) as { data: { status: string; error: { code: string } | null } }).data;
    const written = async () => (await cluster.query<{ n: number }>('select count(*)::int as n from prospect where id_import = $1', [id]))[0].n;
    // Read through the survivor, the batch ends at once, failed with nothing written.
    await expect.poll(async () => (await batch()).status).not.toBe('running');
    const ended = await batch();
    expect(ended.status).toBe('failed');
    expect(ended.error?.code).toBe('import.interrupted');
    expect(await written()).toBe(0);
    const settings = { source: 'pameran', default_status: 'Low', owner_mode: 'unassigned' };
    const { data } = (await (await admin.call(survivor, `/api/prospect/v1/import/${id}`)).json()) as { data: { mapping: unknown } };
    expect((await admin.json(survivor, 'POST', `/api/prospect/v1/import/${id}/start`, { ...settings, mapping: data.mapping })).status).toBe(200);
    await expect.poll(async () => (await batch()).status, { timeout: 120_000 }).toBe('completed');
    expect(await written()).toBe(IMPORT_ROWS);
    instances = [survivor, await cluster.start()];
  });

  it('carries a broadcast on after the instance stepping it died, with no recipient messaged twice', async () => {
    const [victim, survivor] = instances;
    const sales = await signIn(victim.baseUrl, 'neng@majumotor.co.id');
    const n = 16;
    await cluster.readyToBroadcast(sales.id, 'Siaran Mati', n, 100);
    const sent = await sales.json(victim, 'POST', '/api/prospect/v1/broadcast', { name: 'Mati di tengah', body: 'Halo {nama}', recipients: { kind: 'prospect', filter: { q: 'Siaran Mati' } } });
    expect(sent.status).toBe(201);
    const { id } = ((await sent.json()) as { data: { id: number } }).data;
    const recipients = async (status: string) =>
      (await cluster.query<{ n: number }>('select count(*)::int as n from broadcast_recipient where id_broadcast = $1 and status = $2', [id, status]))[0].n;
    await expect.poll(() => recipients('sending')).toBeGreaterThanOrEqual(2);
    await victim.kill();
    expect(await recipients('queued')).toBeGreaterThan(0);
    // A step the victim held when it died comes back when the queue expires it (two minutes) and
    // its maintenance notices (two more): the wait allows for that.
    await expect.poll(() => recipients('queued'), { timeout: 300_000, interval: 500 }).toBe(0);
    expect(await cluster.messagesPerChat(id)).toEqual(Array(n).fill(1));
    expect(await recipients('sending')).toBe(n);
    instances = [survivor];
  }, 420_000);
});
