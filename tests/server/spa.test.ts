import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

const INDEX = '<!doctype html><title>Salesforce</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;

/** A file with the brotli and gzip copies the build writes beside it. */
function writeBuilt(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeBuilt(path.join(dist, 'index.html'), INDEX);
  writeBuilt(path.join(dist, 'assets', 'app-1234.js'), SCRIPT);
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serving the built client', () => {
  it('answers deep links with index.html, never cached', async () => {
    for (const url of ['/', '/forgot_password/a%40b.id/tok', '/register_invited/a%40b.id/1/x', '/setting/users']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Salesforce</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches fingerprinted assets for good and answers 404 for missing files', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/hilang-99.js')).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const response = await t.app.inject({ url: '/api/tidak/ada', headers: { 'x-app-key': 'sf-web' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found', message: 'Alamat tidak ditemukan.' });
  });
});

describe('the precompressed client', () => {
  it('sends an asset as brotli to a browser that accepts it, still cached for good', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends index.html compressed for every deep link, never cached', async () => {
    for (const url of ['/', '/login', '/prospect/12']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });
});
