import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config';
import { startBucket } from './helpers/bucket';
import { APP_KEY, type TestApp } from './helpers/testApp';
import { startDemoApp, type Demo, type Session } from './helpers/demo';

let phoneSeq = 0;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The photo store of the app's settings, in an S3 bucket. */
async function startS3() {
  const bucket = await startBucket('foto-prospek');
  const settings: Partial<Config> = { s3: bucket.options };
  return {
    settings,
    /** Whether the bucket holds the photo, asked of the S3 server itself. */
    holds: async (_t: TestApp, photo: string) => (await bucket.keys('prospects/')).includes(`prospects/${photo}`),
    stored: async () => (await bucket.keys('prospects/')).length,
    close: () => bucket.close(),
  };
}

describe.each([
  {
    store: 'DATA_DIR/files',
    start: async () => ({
      settings: {},
      holds: async (t: TestApp, photo: string) => existsSync(path.join(t.dataDir, 'files', 'prospects', photo)),
      stored: async (t: TestApp) => {
        const folder = path.join(t.dataDir, 'files', 'prospects');
        return existsSync(folder) ? readdirSync(folder).length : 0;
      },
      close: async () => undefined,
    }),
  },
  { store: 'an S3 bucket', start: startS3 },
])('prospect photo upload into $store', ({ start }) => {
  let t: TestApp;
  let storage: Awaited<ReturnType<typeof start>>;
  let token: string;
  let otherToken: string;
  let prospectId: number;
  let demo: Demo;
  let sales: Session;

  beforeAll(async () => {
    storage = await start();
    ({ t, demo, sales } = await startDemoApp({ config: storage.settings }));
    token = sales.token;
    otherToken = (await demo.loginAs('Sales', 2)).token;
    prospectId = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Berfoto', phone: '081944443333' })).json().id;
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  const upload = (bytes: Buffer, as = token, name = 'foto.png', id = prospectId) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return t.app.inject({
      method: 'POST',
      url: `/api/prospect/v1/prospect/${id}/photo`,
      headers: { authorization: `Bearer ${as}`, 'x-app-key': APP_KEY },
      payload: form,
    });
  };
  const currentPhoto = async (id = prospectId) =>
    (await t.database.query<{ photo: string | null }>('select photo from prospect where id = $1', [id]))[0]?.photo;
  const prospectWithPhoto = async () => {
    const phone = `0819777${String((phoneSeq += 1)).padStart(5, '0')}`;
    const id = (await sales.api.json('POST', '/api/prospect/v1/prospect', { name: 'Akan Dihapus', phone })).json().id as number;
    return { id, photo: (await upload(PNG, token, 'foto.png', id)).json().photo as string };
  };
  const served = (photo: string) => t.app.inject({ url: `/files/prospects/${photo}` });

  it('stores an image under a random name and serves it', async () => {
    const response = await upload(PNG);
    expect(response.statusCode).toBe(200);
    const { photo } = response.json();
    expect(photo).toMatch(/^[0-9a-f]{32}\.png$/);
    const file = await served(photo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(await storage.holds(t, photo)).toBe(true);
    const [row] = await t.database.query<{ photo: string }>('select photo from prospect where id = $1', [prospectId]);
    expect(row.photo).toBe(photo);
  });

  it('removes the previous photo when a new one replaces it', async () => {
    const first = (await upload(PNG)).json().photo;
    const second = (await upload(PNG)).json().photo;
    expect(second).not.toBe(first);
    expect((await served(second)).statusCode).toBe(200);
    expect((await served(first)).statusCode).toBe(404);
    expect(await storage.holds(t, first)).toBe(false);
  });

  it('serves nothing but the names it gave', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'foto.png', `${'a'.repeat(32)}.png`]) {
      expect((await served(name)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/files/..%2Fprospects/x.png' })).statusCode).toBe(404);
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

  /**
   * A multipart body written by hand and sent in 64 KiB pieces, as it arrives over a network;
   * `complete: false` cuts it before its closing boundary.
   */
  const uploadInPieces = (bytes: Uint8Array, complete = true) => {
    const boundary = 'batas-uji';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`);
    const pieces: Uint8Array[] = [head];
    for (let at = 0; at < bytes.length; at += 64 * 1024) pieces.push(bytes.subarray(at, at + 64 * 1024));
    if (complete) pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`));
    return t.app.inject({
      method: 'POST',
      url: `/api/prospect/v1/prospect/${prospectId}/photo`,
      headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(pieces),
    });
  };

  // Over a network the 5 MB limit can fall exactly between two pieces, where the reader cuts the file without an error.
  it('refuses a 20 MB photo whole: 413, nothing stored, the previous photo kept and served', async () => {
    const previous = (await upload(PNG)).json().photo;
    const before = await storage.stored(t);
    const response = await uploadInPieces(Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 - PNG.length)]));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Ukuran foto maksimal 5 MB.');
    expect(await storage.stored(t)).toBe(before);
    expect(await currentPhoto()).toBe(previous);
    expect((await served(previous)).statusCode).toBe(200);
  });

  it('answers 400 to a multipart body cut before its end, storing nothing', async () => {
    const before = await storage.stored(t);
    const response = await uploadInPieces(PNG, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Berkas yang dikirim tidak lengkap atau rusak. Coba unggah lagi.');
    expect(await storage.stored(t)).toBe(before);
  });

  it('no longer serves the photo of a deleted prospect, deleted alone or in bulk', async () => {
    const alone = await prospectWithPhoto();
    expect((await sales.api.json('DELETE', `/api/prospect/v1/prospect/${alone.id}`)).statusCode).toBe(200);
    expect((await served(alone.photo)).statusCode).toBe(404);
    expect(await storage.holds(t, alone.photo)).toBe(false);

    const [one, two] = [await prospectWithPhoto(), await prospectWithPhoto()];
    const bulk = await sales.api.json('DELETE', `/api/prospect/v1/prospect?filter=${encodeURIComponent(JSON.stringify({ id: [one.id, two.id] }))}`);
    expect(bulk.statusCode).toBe(200);
    for (const { photo } of [one, two]) {
      expect((await served(photo)).statusCode).toBe(404);
      expect(await storage.holds(t, photo)).toBe(false);
    }
  });
});
