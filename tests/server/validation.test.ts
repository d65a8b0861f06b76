import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '../../server/plugins/errors';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  ({ t, admin } = await startDemoApp());
});
afterAll(() => t.close());

const NUL_MESSAGE = 'Tidak boleh berisi karakter NUL (\\u0000).';
let phoneSeq = 5000;
const newProspect = (extra: Record<string, unknown> = {}) => ({ name: 'Uji Validasi', phone: `0813${String((phoneSeq += 1)).padStart(8, '0')}`, ...extra });
const list = (path: string, filter: unknown) => admin.api.get(path, { filter: JSON.stringify(filter) });

describe('a NUL character is refused wherever it comes in', () => {
  it('in a body field: 422 naming the field, and nothing is stored', async () => {
    const countRows = async (table: string) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n;
    const before = { prospects: await countRows('prospect'), products: await countRows('product') };
    const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ name: 'Budi\u0000Santoso' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: NUL_MESSAGE });
    expect(response.json()).toMatchObject({ code: 'invalid_input', params: {}, fields: { name: { code: 'field_nul', params: {} } } });
    const nested = await admin.api.json('POST', '/api/master/v1/product', { name: 'Vario', brand: 'Honda', type_code: 'V1', category: 'matic', price_otr: 1, colours: ['Merah', 'Hi\u0000tam'] });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'colours.1': NUL_MESSAGE });
    expect({ prospects: await countRows('prospect'), products: await countRows('product') }).toEqual(before);
  });

  it('in a path parameter, a query parameter or the list search: 400', async () => {
    const invitation = await admin.api.get('/api/user/v1/auth/invitation/%00');
    expect(invitation.statusCode).toBe(400);
    expect(invitation.json().message).toContain('NUL');
    expect((await admin.api.get('/api/master/v1/notifikasi/unread', { id_user: `${admin.id}\u0000` })).statusCode).toBe(400);
    const search = await list('/api/prospect/v1/prospect', { q: 'Bu\u0000di' });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe("Filter 'q' tidak valid.");
  });
});

describe('list filters take the type of their column', () => {
  it.each([
    ['/api/prospect/v1/prospect', { id: 'abc' }, 'id'],
    ['/api/prospect/v1/prospect', { id: 1.5 }, 'id'],
    ['/api/prospect/v1/prospect', { id: 99999999999 }, 'id'],
    ['/api/prospect/v1/prospect', { id: true }, 'id'],
    ['/api/prospect/v1/prospect', { id_user: [1, 'abc'] }, 'id_user'],
    ['/api/prospect/v1/prospect', { status: 'Panas' }, 'status'],
    ['/api/prospect/v1/prospect', { status: 'Ho\u0000t' }, 'status'],
    ['/api/master/v1/product', { active: 'maybe' }, 'active'],
    ['/api/order/v1/order', { id_product: -99999999999 }, 'id_product'],
  ])('%s?filter=%j answers 400', async (path, filter, field) => {
    const response = await list(path, filter);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Filter '${field}' tidak valid.`);
  });

  it('still reads ids and booleans written as text, as a URL carries them', async () => {
    const byOwner = await list('/api/prospect/v1/prospect', { id_user: String(admin.id) });
    expect(byOwner.statusCode).toBe(200);
    const inactive = await list('/api/master/v1/product', { active: 'false' });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().every((p: { active: boolean }) => !p.active)).toBe(true);
  });
});

describe('ids are numbers, or digits as forms send them', () => {
  it.each([[true], [[1]], ['1.5'], ['-1'], [''], ['99999999999']])('id_role %j answers 422 on that field', async (id_role: unknown) => {
    const response = await admin.api.json('POST', '/api/user/v1/roles/get_permission', { id_role });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id_role: 'Role tidak valid.' });
  });

  it('reads an id given as digits', async () => {
    expect((await admin.api.form('POST', '/api/user/v1/roles/get_permission', { id_role: admin.id_role })).statusCode).toBe(200);
  });
});

describe('dates must exist and lie between 1900 and 2100', () => {
  it.each(['2026-02-30', '2026-02-30T10:00:00+07:00', '0000-01-01', '+275760-09-13T00:00:00Z', 'besok'])(
    'a record field of %s answers 422 on that field',
    async (date) => {
      const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ next_follow_up: date }));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['next_follow_up']);
    },
  );

  it('keeps a real date', async () => {
    const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ next_follow_up: '2028-02-29T10:00:00+07:00' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().next_follow_up).toBe('2028-02-29T03:00:00.000Z');
  });

  it.each([
    ['/api/prospect/v1/prospect', 'created_from', '0000-01-01'],
    ['/api/prospect/v1/prospect', 'created_to', '+275760-09-13T00:00:00Z'],
    ['/api/prospect/v1/prospect', 'created_from', '2026-02-30'],
    ['/api/order/v1/order', 'decided_from', '1899-12-31'],
  ])('%s filter %s=%s answers 400', async (path, field, date) => {
    const response = await list(path, { [field]: date });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Filter ${field} harus tanggal (YYYY-MM-DD) antara tahun 1900 dan 2100.`);
  });
});

describe('limits', () => {
  it('a JSON body over 1 MB answers 413 with the body limit’s own message', async () => {
    const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ notes: 'x'.repeat(1.1 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Data yang dikirim terlalu besar (maksimal 1 MB).');
  });
});

it('bad input that reaches the database anyway answers 400, not 500', async () => {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/', async () => t.database.query("select 'abc'::int"));
  const response = await app.inject({ url: '/' });
  await app.close();
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Data yang dikirim tidak valid. Periksa kembali isian anda.');
});

describe('every error answers a code with its parameters beside the Indonesian texts', () => {
  it('a zod refusal: the generic code, Indonesian field messages', async () => {
    const response = await admin.api.json('POST', '/api/prospect/v1/prospect', newProspect({ name: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      params: {},
      message: 'Data yang dikirim tidak valid. Periksa kembali isian anda.',
      errors: { name: 'Nama wajib diisi.' },
    });
  });

  it('a refusal with parameters renders them into the message', async () => {
    const response = await list('/api/prospect/v1/prospect', { nama: 'Budi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'list.filter_unknown', params: { name: 'nama' }, message: "Filter 'nama' tidak dikenal." });
  });

  it('a missing session and an unknown route', async () => {
    const anonymous = await t.app.inject({ url: '/api/prospect/v1/prospect', headers: { 'x-app-key': 'sf-web' } });
    expect(anonymous.json()).toMatchObject({ code: 'auth.session_invalid', message: 'Sesi tidak valid. Silakan login kembali.' });
    const unknown = await admin.api.get('/api/nowhere');
    expect(unknown.json()).toMatchObject({ code: 'route_not_found', message: 'Alamat tidak ditemukan.' });
  });
});
