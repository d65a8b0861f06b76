import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { EXPORTS } from '../../../domain/apiPaths';
import type { ExportRecord } from '../../../domain/schemas/exportJob';
import type { ApiClient } from './api';
import type { TestApp } from './testApp';

export { EXPORTS };

type ExportRequest = { kind: string; format?: 'csv' | 'xlsx'; filter?: Record<string, unknown> };

type PermissionRow = { name_module: string; access: string; import: string; export: string };
/** Sets one module's export value of a role, as an administrator does in Hak Akses. */
export async function setExportOf(administrator: ApiClient, id_role: number, module: string, value: string) {
  const rows = (await administrator.get(`/api/user/v1/role/${id_role}/permission`)).json().data as PermissionRow[];
  const changed = rows.map((row) => (row.name_module === module ? { ...row, export: value } : row));
  const response = await administrator.json('PUT', `/api/user/v1/role/${id_role}/permission`, { data: changed });
  expect(response.statusCode, response.body).toBe(200);
}

/** Starts an export and waits until its job has finished (done or failed). */
export async function finishedExport(api: ApiClient, { kind, format = 'csv', filter = {} }: ExportRequest) {
  const created = await api.json('POST', EXPORTS, { kind, format, filter });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as ExportRecord;
  let record: ExportRecord | undefined;
  await expect
    .poll(async () => {
      record = (await api.get(`${EXPORTS}/${id}`)).json() as ExportRecord;
      return record.status;
    })
    .toMatch(/^(done|failed)$/);
  return record!;
}

/** Follows a fresh download link as a browser does: no app key, no session. */
export async function downloaded(t: TestApp, api: ApiClient, id: number) {
  const link = await api.json('POST', `${EXPORTS}/${id}/link`);
  expect(link.statusCode, link.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: link.json().url });
  expect(file.statusCode, file.body).toBe(200);
  return file;
}

/** The CSV's rows as objects keyed by the Indonesian headers (the byte order mark removed). */
export function csvRows(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true }).data;
}

/** The exported rows of a finished CSV export. */
export async function exportedRows(t: TestApp, api: ApiClient, request: ExportRequest) {
  const record = await finishedExport(api, { ...request, format: 'csv' });
  expect(record.status, String(record.error)).toBe('done');
  return csvRows((await downloaded(t, api, record.id)).body);
}

export async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
