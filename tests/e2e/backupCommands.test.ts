import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppServer } from './appServer';

const run = promisify(execFile);
const ADMIN = { email: 'admin@majumotor.co.id', password: 'cadangan-rahasia-1' };
const scratch = mkdtempSync(path.join(tmpdir(), 'sf-backup-e2e-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator types them, on the data folder `dataDir` and the embedded database. */
const command = (script: 'backup' | 'restore', dataDir: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, out: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );

async function signIn(baseUrl: string) {
  const answer = await fetch(`${baseUrl}/api/user/v1/auth/login`, { method: 'POST', headers: { 'X-App-Key': 'sf-web', 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(answer.status).toBe(200);
  const { token } = ((await answer.json()) as { data: [{ token: string }] }).data[0];
  return (pathname: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${pathname}`, { ...init, headers: { 'X-App-Key': 'sf-web', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...init.headers } });
}

describe('npm run backup and npm run restore, on the embedded database', () => {
  it('backs up the running app, and a new data folder restored from it starts with the same data', async () => {
    const first = await startAppServer(ADMIN);
    let archive: string;
    let prospectId: number;
    try {
      const call = await signIn(first.baseUrl);
      const made = await call('/api/prospect/v1/prospect', { method: 'POST', body: JSON.stringify({ name: 'Sebelum Cadangan', phone: '081966000001' }) });
      expect(made.status).toBe(201);
      prospectId = ((await made.json()) as { id: number }).id;

      // The running app holds its database: the command asks it, and prints the archive last.
      const backup = await command('backup', first.dataDir, ['--into', path.join(scratch, 'arsip')]);
      expect(backup.code, backup.out).toBe(0);
      archive = backup.out.trim().split('\n').at(-1)!;
      expect(archive).toMatch(/cadangan-\d{8}-\d{6}-\d{3}\.tar\.gz$/);
      expect(existsSync(archive)).toBe(true);

      const whileRunning = await command('restore', first.dataDir, [archive, '--replace']);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.out).toContain('Aplikasi tampaknya masih berjalan');
    } finally {
      await first.stop();
    }

    const restoredDir = path.join(scratch, 'dipulihkan');
    const restored = await command('restore', restoredDir, [archive]);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/^Dipulihkan: cadangan /);
    const again = await command('restore', restoredDir, [archive]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('Tujuan pemulihan sudah berisi data. Pakai --replace');

    const second = await startAppServer(ADMIN, { dataDir: restoredDir });
    try {
      const call = await signIn(second.baseUrl);
      const prospect = await call(`/api/prospect/v1/prospect/${prospectId}`);
      expect(prospect.status).toBe(200);
      expect(((await prospect.json()) as { name: string }).name).toBe('Sebelum Cadangan');
    } finally {
      await second.stop();
    }
  });
});
