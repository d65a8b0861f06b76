import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { registerCompany, type ApiClient } from './helpers/api';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const MASUKAN = RESOURCES['setting/masukan'].path;

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;

type Feedback = { id: number; id_user: number | null; user_name: string | null; message: string; page: string | null; read_at: string | null };

const send = (api: ApiClient, body: object) => api.json('POST', FEEDBACK, body);

async function listed(api: ApiClient, filter: object = {}) {
  const response = await api.get(MASUKAN, { filter: JSON.stringify(filter), range: '[0,99]', sort: '["created_at","DESC"]' });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Feedback[], total: Number(String(response.headers['content-range']).split('/')[1]) };
}

beforeAll(async () => {
  ({ t, demo, admin, supervisor, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
});
afterAll(() => t.close());

describe('Beri Masukan', () => {
  it('stores what any member writes, with the page, for their own company', async () => {
    const created = await send(sales.api, { message: '  Tombol simpan terlalu kecil di ponsel.  ', page: '/prospect/create' });
    expect(created.statusCode, created.body).toBe(201);
    const { rows } = await listed(admin.api);
    expect(rows[0]).toMatchObject({ id: created.json().id, id_user: sales.id, user_name: sales.name, message: 'Tombol simpan terlalu kecil di ponsel.', page: '/prospect/create', read_at: null });
    expect((await send(supervisor.api, { message: 'Laporan bulanan sangat membantu tim kami.' })).statusCode).toBe(201);
  });

  it('refuses a message too short or too long and a page outside the app, storing nothing', async () => {
    const before = (await listed(admin.api)).total;
    const short = await send(sales.api, { message: '  pendek  ' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('Masukan minimal 10 karakter.');
    expect((await send(sales.api, { message: 'x'.repeat(2001) })).body).toContain('Masukan maksimal 2000 karakter.');
    expect((await send(sales.api, { message: 'Pesan yang cukup panjang.', page: 'https://evil.example' })).statusCode).toBe(422);
    expect((await send(sales.api, {})).statusCode).toBe(422);
    expect((await listed(admin.api)).total).toBe(before);
  });

  it('is read and marked read by administrators only', async () => {
    expect((await sales.api.get(MASUKAN)).statusCode).toBe(403);
    expect((await supervisor.api.get(MASUKAN)).statusCode).toBe(403);
    const [first] = (await listed(admin.api)).rows;
    expect((await sales.api.json('PUT', `${MASUKAN}/${first.id}`, { read: true })).statusCode).toBe(403);
    const marked = await admin.api.json('PUT', `${MASUKAN}/${first.id}`, { read: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const readAt = (marked.json() as Feedback).read_at;
    expect(readAt).not.toBeNull();
    // Marking again keeps the first reading's time.
    expect((await admin.api.json('PUT', `${MASUKAN}/${first.id}`, { read: true })).json().read_at).toBe(readAt);
    expect((await listed(admin.api, { unread: true })).rows.some((row) => row.id === first.id)).toBe(false);
    expect((await admin.api.json('PUT', `${MASUKAN}/${first.id}`, { read: false })).statusCode).toBe(422);
  });

  it("keeps each company's feedback to itself", async () => {
    expect((await send(other.api, { message: 'Masukan dari dealer yang lain.' })).statusCode).toBe(201);
    const theirs = await listed(other.api);
    expect(theirs.rows.map((row) => row.message)).toEqual(['Masukan dari dealer yang lain.']);
    expect((await listed(admin.api)).rows.some((row) => row.message === 'Masukan dari dealer yang lain.')).toBe(false);
    expect((await other.api.json('PUT', `${MASUKAN}/${(await listed(admin.api)).rows[0].id}`, { read: true })).statusCode).toBe(404);
  });

  it('limits a person to a few messages in ten minutes', async () => {
    const writer = await demo.loginAs('Sales', 1);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(writer.api, { message: `Masukan nomor ${i} dari sales.` })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(admin.api, { message: 'Administrator masih bisa menulis.' })).statusCode).toBe(201);
  });
});
