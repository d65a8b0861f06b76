import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompany } from './helpers/demo';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await (await demoCompany(t)).loginAs('Sales')).token;
});
afterAll(() => t.close());

const PAGE = `/api/prospect/v1/prospect?${new URLSearchParams({ sort: '["created_at","DESC"]', range: '[0,24]', filter: '{}' })}`;

const listPage = (acceptEncoding?: string) =>
  t.app.inject({
    url: PAGE,
    headers: { 'x-app-key': APP_KEY, authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
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
});
