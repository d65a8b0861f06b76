import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, startTestApp, type TestApp } from './helpers/testApp';
import { demoCompany } from './helpers/demo';

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoCompany>>;
let token: string;
let otherToken: string;
let prospectId: number;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  t = await startTestApp();
  demo = await demoCompany(t);
  const sales = await demo.loginAs('Sales');
  token = sales.token;
  otherToken = (await demo.loginAs('Sales', 2)).token;
  prospectId = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Berfoto', phone: '081944443333' })).json().id;
});
afterAll(() => t.close());

const upload = (bytes: Buffer, as = token, name = 'foto.png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return t.app.inject({
    method: 'POST',
    url: `/api/prospect/v1/prospect/${prospectId}/photo`,
    headers: { authorization: `Bearer ${as}`, 'x-app-key': APP_KEY },
    payload: form,
  });
};

describe('prospect photo upload', () => {
  it('stores an image under a random name and serves it', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(/^[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: `/files/prospects/${photo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const [row] = await t.database.query<{ photo: string }>('select photo from prospect where id = $1', [prospectId]);
    expect(row.photo).toBe(photo);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const response = await upload(Buffer.from('<script>alert(1)</script>'), token, 'foto.png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.photo).toBe('Berkas harus berupa gambar JPG, PNG atau WebP.');
  });

  it('refuses files over 5 MB and prospects out of reach', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/maksimal 5 MB/);
    expect((await upload(PNG, otherToken)).statusCode).toBe(422);
  });
});
