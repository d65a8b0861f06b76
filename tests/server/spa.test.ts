import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Salesforce</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('answers deep links with index.html, never cached', async () => {
    for (const url of ['/', '/forgot_password/a%40b.id/tok', '/register_invited/a%40b.id/1/x', '/setting/users']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Salesforce</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches fingerprinted assets for good and answers 404 for missing files', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/hilang-99.js' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await t.app.inject({ url: '/api/tidak/ada', headers: { 'x-app-key': 'sf-web' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat tidak ditemukan.' });
  });
});
