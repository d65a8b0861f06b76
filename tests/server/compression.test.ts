import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { startDemoApp } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  const demo = await startDemoApp();
  t = demo.t;
  token = demo.sales.token;
  adminToken = demo.admin.token;
});
afterAll(() => t.close());

const PAGE = `/api/prospect/v1/prospect?${new URLSearchParams({ sort: '["created_at","DESC"]', range: '[0,24]', filter: '{}' })}`;

const listPage = (acceptEncoding?: string, url = PAGE, bearer = token) =>
  t.app.inject({
    url,
    headers: { 'x-app-key': APP_KEY, authorization: `Bearer ${bearer}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('compresses a JSON answer with brotli or gzip, as the client accepts', async () => {
    const plain = await listPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(25);

    const br = await listPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The total the list pages with stays readable.
    expect(br.headers['content-range']).toBe(plain.headers['content-range']);

    const gzip = await listPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses the lists that page by hand, such as Aktivitas Pengguna', async () => {
    const activity = `${RESOURCES['setting/aktivitasUser'].path}?${new URLSearchParams({ range: '[0,24]' })}`;
    const plain = await listPage(undefined, activity, adminToken);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toHaveLength(Math.min(25, Number(String(plain.headers['content-range']).split('/')[1])));
    const br = await listPage('br', activity, adminToken);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});
