import { expect } from 'vitest';
import type { ImportBatch, ImportSettings } from '../../../domain/records';
import { APP_KEY, type TestApp } from './testApp';

/** Import Data through the API as the page drives it: upload, settings, start, and waiting for the end. */

export const IMPORT_PATH = '/api/prospect/v1/import';

export function importClient(t: TestApp, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY };
  const upload = (content: string | Uint8Array, name = 'prospek.csv') => {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
    return t.app.inject({ method: 'POST', url: IMPORT_PATH, headers, payload: form });
  };
  const post = (path: string, body?: object) =>
    t.app.inject({ method: 'POST', url: `${IMPORT_PATH}${path}`, headers, ...(body ? { payload: body } : {}) });
  const get = (path = '') => t.app.inject({ method: 'GET', url: `${IMPORT_PATH}${path}`, headers });
  const batch = async (id: number) => (await get(`/${id}`)).json().data as ImportBatch;

  return {
    upload,
    post,
    get,
    batch,
    /** Uploads and answers the new batch, failing the test on any other answer. */
    async uploaded(content: string | Uint8Array, name?: string) {
      const response = await upload(content, name);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as ImportBatch;
    },
    /** The guessed mapping, the given options, started; answers the batch once it reaches `status`. */
    async run(id: number, settings: Partial<ImportSettings> = {}, status: ImportBatch['status'] = 'completed') {
      const current = await batch(id);
      const response = await post(`/${id}/start`, { ...defaultSettings(current), ...settings });
      expect(response.statusCode, response.body).toBe(200);
      // A few hundred rows take a second or two alone; with both cores busy with other suites and
      // other work, the run of a cancelled batch took over 20 s (2026-11-28).
      await expect.poll(async () => (await batch(id)).status, { timeout: 90_000 }).toBe(status);
      return batch(id);
    },
  };
}

export const defaultSettings = (batch: ImportBatch): ImportSettings => ({
  mapping: batch.mapping ?? [],
  source: 'pameran',
  default_status: 'Low',
  owner_mode: 'unassigned',
});

/** A CSV file from rows of cells, with the line ending and separator given. */
export const csvOf = (rows: string[][], { separator = ',', eol = '\n' } = {}) =>
  rows.map((cells) => cells.map((cell) => (/[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator)).join(eol) + eol;

let unique = 0;
/** A valid Indonesian mobile number no other call of this file's run gives, typed the local way (08…). */
export const freshPhone = () => `0859${String((unique += 1)).padStart(8, '0')}`;
