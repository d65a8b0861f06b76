import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend } from '../../server/files/local';
import { fileStoreOn } from '../../server/files/store';
import { removeExpiredExports } from '../../server/modules/exports/cleanup';
import { EXPORT_FOLDER } from '../../server/modules/exports/exportJob';
import { registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { EXPORTS, exportedRows, finishedExport, setExportOf } from './helpers/exports';
import type { TestApp } from './helpers/testApp';
import { jakartaDay } from './helpers/jakartaDay';

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let sales: Session;

const totalOf = async (api: ApiClient, resource: string, filter: object) =>
  Number(String((await api.get(resource, { range: '[0,0]', filter: JSON.stringify(filter) })).headers['content-range']).split('/')[1]);

beforeAll(async () => {
  ({ t, demo, admin, supervisor, sales } = await startDemoApp());
});
afterAll(() => t.close());

const setExport = (id_role: number, module: string, value: string) => setExportOf(admin.api, id_role, module, value);

describe('what an export may hold', () => {
  it("gives a salesperson ('own') only their own prospects, even when they name someone else", async () => {
    const rows = await exportedRows(t, sales.api, { kind: 'prospect' });
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from prospect where id_user = $1', [sales.id]);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((row) => row.Pemilik))).toEqual(new Set([sales.name]));
    const other = demo.users.find((u) => u.role === 'Sales' && u.id !== sales.id)!;
    expect(await exportedRows(t, sales.api, { kind: 'prospect', filter: { id_user: other.id } })).toHaveLength(0);
  });

  it("gives a supervisor ('group') their group's prospects and the administrator ('all') the company's", async () => {
    const [group] = await t.database.query<{ name: string }>('select name from user_group where id = $1', [supervisor.id_group]);
    const groupRows = await exportedRows(t, supervisor.api, { kind: 'prospect' });
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from prospect where id_group = $1', [supervisor.id_group]);
    expect(groupRows).toHaveLength(n);
    expect(new Set(groupRows.map((row) => row.Grup))).toEqual(new Set([group.name]));
    expect(await exportedRows(t, admin.api, { kind: 'prospect' })).toHaveLength(await totalOf(admin.api, '/api/prospect/v1/prospect', {}));
  });

  it('applies the filters of the page (period, status, group, owner) as the list does', async () => {
    const filter = { status: 'Hot', created_from: '2020-01-01', created_to: '2100-12-31', id_user: sales.id };
    const rows = await exportedRows(t, admin.api, { kind: 'prospect', filter });
    expect(rows).toHaveLength(await totalOf(admin.api, '/api/prospect/v1/prospect', filter));
    expect(rows.every((row) => row.Status === 'Hot' && row.Pemilik === sales.name)).toBe(true);
    const today = jakartaDay();
    expect(await exportedRows(t, admin.api, { kind: 'order', filter: { created_from: '2099-01-01' } })).toHaveLength(0);
    expect(await exportedRows(t, admin.api, { kind: 'order', filter: { created_to: today } })).toHaveLength(
      await totalOf(admin.api, '/api/order/v1/order', {}),
    );
    const followUps = await exportedRows(t, admin.api, { kind: 'followup', filter: { id_group: supervisor.id_group } });
    const [{ n }] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from follow_up f join app_user u on u.id = f.id_user where u.id_group = $1',
      [supervisor.id_group],
    );
    expect(followUps).toHaveLength(n);
    expect((await admin.api.json('POST', EXPORTS, { kind: 'prospect', format: 'csv', filter: { status: 'Panas' } })).statusCode).toBe(400);
    expect((await admin.api.json('POST', EXPORTS, { kind: 'prospect', format: 'csv', filter: { warna: 'merah' } })).statusCode).toBe(400);
    expect((await admin.api.json('POST', EXPORTS, { kind: 'order', format: 'csv', filter: { id_group: 'cabang' } })).statusCode).toBe(400);
  });

  it("never holds more than the list shows, whatever the role's export value", async () => {
    await setExport(sales.id_role, 'Order', 'all');
    try {
      const rows = await exportedRows(t, sales.api, { kind: 'order' });
      expect(rows).toHaveLength(await totalOf(sales.api, '/api/order/v1/order', {}));
    } finally {
      await setExport(sales.id_role, 'Order', 'Not Set');
    }
  });

  it("refuses (403) a kind whose export is 'Not Set' or 'none', and a role with no export at all", async () => {
    const refused = await sales.api.json('POST', EXPORTS, { kind: 'followup', format: 'csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('export.not_allowed');
    await setExport(sales.id_role, 'Prospect', 'none');
    try {
      expect((await sales.api.json('POST', EXPORTS, { kind: 'prospect', format: 'xlsx' })).statusCode).toBe(403);
      // Their own exports stay theirs to follow: Laporan is everyone's to export (docs/reports.md).
      expect((await sales.api.get(EXPORTS)).statusCode).toBe(200);
    } finally {
      await setExport(sales.id_role, 'Prospect', 'own');
    }
  });

  it('fails a queued export whose permission was taken away before it ran', async () => {
    // Sales may not export follow-ups ('Not Set'): as if the value had changed after the request.
    const [{ id }] = await t.database.query<{ id: number }>(
      `insert into export_job (id_company, id_user, kind, format) values ($1, $2, 'followup', 'csv') returning id`,
      [sales.id_company, sales.id],
    );
    await t.app.jobs.send('exports.build', { id_export: id });
    const stateOf = async () => (await t.database.query<{ status: string; error: string | null }>('select status, error from export_job where id = $1', [id]))[0];
    await expect.poll(stateOf).toEqual({ status: 'failed', error: 'export.not_allowed' });
  });
});

describe('who sees an export and its file', () => {
  it("answers 404 for another user's or another company's export", async () => {
    const record = await finishedExport(admin.api, { kind: 'order' });
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.get(`${EXPORTS}/${record.id}`)).statusCode).toBe(404);
    expect((await other.api.json('POST', `${EXPORTS}/${record.id}/link`)).statusCode).toBe(404);
    expect((await supervisor.api.get(`${EXPORTS}/${record.id}`)).statusCode).toBe(404);
    expect((await other.api.get(EXPORTS)).json().data).toEqual([]);
  });

  it('downloads only with the current, unexpired token of that very export', async () => {
    const record = await finishedExport(admin.api, { kind: 'prospect', filter: { status: 'Deal' } });
    const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
    const first = (await admin.api.json('POST', `${EXPORTS}/${record.id}/link`)).json().url as string;
    expect(first).toMatch(new RegExp(`^${EXPORTS}/${record.id}/file\\?token=[\\w-]{43}$`));
    expect((await fetchFile(first)).statusCode).toBe(200);
    expect((await fetchFile(first.replace(/token=.*/, 'token=salah'))).json().code).toBe('export.link_invalid');

    const otherCompany = await registerCompany(t.app, 'Dealer Asing');
    const theirs = (await otherCompany.api.json('POST', EXPORTS, { kind: 'prospect', format: 'csv' })).json();
    await expect.poll(async () => (await otherCompany.api.get(`${EXPORTS}/${theirs.id}`)).json().status).toBe('done');
    const theirUrl = (await otherCompany.api.json('POST', `${EXPORTS}/${theirs.id}/link`)).json().url as string;
    const theirToken = theirUrl.slice(theirUrl.indexOf('token='));
    expect((await fetchFile(`${EXPORTS}/${record.id}/file?${theirToken}`)).statusCode).toBe(403);

    const second = (await admin.api.json('POST', `${EXPORTS}/${record.id}/link`)).json().url as string;
    expect((await fetchFile(first)).statusCode).toBe(403);
    await t.database.query(`update export_job set link_expires_at = now() - interval '1 second' where id = $1`, [record.id]);
    expect((await fetchFile(second)).statusCode).toBe(403);
  });

  it('hands out no link before the file is done (409)', async () => {
    const created = (await admin.api.json('POST', EXPORTS, { kind: 'collab', format: 'xlsx' })).json();
    await t.database.query(`update export_job set status = 'failed', error = 'export.failed' where id = $1`, [created.id]);
    const refused = await admin.api.json('POST', `${EXPORTS}/${created.id}/link`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('export.not_ready');
  });

  it('removes exports older than a day, rows and files', async () => {
    const record = await finishedExport(admin.api, { kind: 'followup' });
    const [{ file }] = await t.database.query<{ file: string }>('select file from export_job where id = $1', [record.id]);
    const stored = path.join(t.dataDir, 'files', EXPORT_FOLDER, file);
    expect(existsSync(stored)).toBe(true);
    await t.database.query(`update export_job set created_at = now() - interval '25 hours' where id = $1`, [record.id]);
    expect(await removeExpiredExports(t.database.db, fileStoreOn(localBackend(path.join(t.dataDir, 'files'))))).toBeGreaterThanOrEqual(1);
    expect(existsSync(stored)).toBe(false);
    expect((await admin.api.get(`${EXPORTS}/${record.id}`)).statusCode).toBe(404);
  });
});
