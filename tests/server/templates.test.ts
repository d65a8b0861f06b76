import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const TEMPLATES = RESOURCES['setting/template'].path;

let t: TestApp;
let admin: Session;
let supervisor: Session;
let sales: Session;
let other: Awaited<ReturnType<typeof registerCompany>>;
let sequence = 0;

type Template = { id: number; name: string; body: string; active: boolean; created_by: number | null };

const uniqueName = () => `Template uji ${(sequence += 1)}`;

async function created(fields: object = {}) {
  const response = await admin.api.json('POST', TEMPLATES, { name: uniqueName(), body: 'Halo {nama}, {motor} siap.', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Template;
}

const list = async (api: Session['api'], filter: object = {}) =>
  (await api.get(TEMPLATES, { filter: JSON.stringify(filter), range: '[0,99]' })).json() as Template[];

beforeAll(async () => {
  ({ t, admin, supervisor, sales } = await startDemoApp());
  other = await registerCompany(t.app, 'Dealer Lain');
});
afterAll(() => t.close());

describe('Pengaturan Template', () => {
  it('creates, reads, searches, updates and deletes a template, recording who made it', async () => {
    const template = await created({ body: '  Halo {nama}, promo {motor} di {kota}.  ' });
    expect(template).toMatchObject({ body: 'Halo {nama}, promo {motor} di {kota}.', active: true, created_by: admin.id });
    expect((await admin.api.get(`${TEMPLATES}/${template.id}`)).json()).toMatchObject({ id: template.id });
    expect((await list(admin.api, { q: 'promo {motor}' })).map((row) => row.id)).toEqual([template.id]);

    const updated = await admin.api.json('PUT', `${TEMPLATES}/${template.id}`, { name: `${template.name} baru`, active: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: `${template.name} baru`, active: false });
    expect((await list(admin.api, { active: false })).some((row) => row.id === template.id)).toBe(true);

    expect((await admin.api.json('DELETE', `${TEMPLATES}/${template.id}`)).statusCode).toBe(200);
    expect((await admin.api.get(`${TEMPLATES}/${template.id}`)).statusCode).toBe(404);
  });

  it('seeds the demo templates', async () => {
    const names = (await list(admin.api)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Sapa prospek baru', 'Pengingat follow up', 'Promo akhir bulan', 'Terima kasih sudah order']));
  });

  it('refuses unknown placeholders, naming them and the ones that can be used', async () => {
    const refused = await admin.api.json('POST', TEMPLATES, { name: uniqueName(), body: 'Halo {namaa}, {motor} dan {harga} {namaa}' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.body).toBe(
      'Placeholder tidak dikenal: {namaa}, {harga}. Yang bisa dipakai: {nama}, {telepon}, {motor}, {kota}, {status}, {sales}, {telepon_sales}, {dealer}.',
    );
    const template = await created();
    const edited = await admin.api.json('PUT', `${TEMPLATES}/${template.id}`, { body: 'Halo {Nama}' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.body).toMatch(/^Placeholder tidak dikenal: \{Nama\}\./);
    expect((await admin.api.get(`${TEMPLATES}/${template.id}`)).json().body).toBe(template.body);
  });

  it('checks the name and the body', async () => {
    const empty = await admin.api.json('POST', TEMPLATES, { name: ' ', body: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ name: 'Nama template wajib diisi.', body: 'Isi pesan wajib diisi.' });
    const long = await admin.api.json('POST', TEMPLATES, { name: 'x'.repeat(101), body: 'y'.repeat(2001) });
    expect(long.json().errors).toMatchObject({ name: 'Nama template maksimal 100 karakter.', body: 'Isi pesan maksimal 2000 karakter.' });
  });

  it('refuses a name already used in the company, but not one used by another company', async () => {
    const first = await created();
    const again = await admin.api.json('POST', TEMPLATES, { name: first.name, body: 'Halo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toBe(`Template dengan nama "${first.name}" sudah ada. Pakai nama lain.`);
    const second = await created();
    const renamed = await admin.api.json('PUT', `${TEMPLATES}/${second.id}`, { name: first.name });
    expect(renamed.statusCode).toBe(409);
    expect((await admin.api.json('PUT', `${TEMPLATES}/${second.id}`, { name: second.name, body: 'Halo lagi' })).statusCode).toBe(200);
    expect((await other.api.json('POST', TEMPLATES, { name: first.name, body: 'Halo' })).statusCode).toBe(201);
  });

  it('keeps each company to its own templates', async () => {
    const mine = await created();
    expect((await other.api.get(`${TEMPLATES}/${mine.id}`)).statusCode).toBe(404);
    expect((await other.api.json('PUT', `${TEMPLATES}/${mine.id}`, { name: 'Dicuri' })).statusCode).toBe(404);
    expect((await other.api.json('DELETE', `${TEMPLATES}/${mine.id}`)).statusCode).toBe(404);
    expect((await list(other.api)).some((row) => row.id === mine.id)).toBe(false);
  });

  it('lets Chat holders read the active templates only, and only Template Whatsapp holders write', async () => {
    const active = await created();
    const inactive = await created({ active: false });
    for (const reader of [sales, supervisor]) {
      const seen = (await list(reader.api)).map((row) => row.id);
      expect(seen).toContain(active.id);
      expect(seen).not.toContain(inactive.id);
      expect((await reader.api.get(`${TEMPLATES}/${inactive.id}`)).statusCode).toBe(404);
      expect((await reader.api.json('POST', TEMPLATES, { name: uniqueName(), body: 'Halo' })).statusCode).toBe(403);
      expect((await reader.api.json('PUT', `${TEMPLATES}/${active.id}`, { name: 'Diubah' })).statusCode).toBe(403);
      expect((await reader.api.json('DELETE', `${TEMPLATES}/${active.id}`)).statusCode).toBe(403);
    }
  });

  it('leaves a deleted template referenced as null by its broadcasts', async () => {
    const template = await created();
    await t.database.query(
      `insert into broadcast (id_company, id_user, name, id_template, body, status) values ($1, $2, 'Promo', $3, $4, 'completed')`,
      [admin.id_company, admin.id, template.id, template.body],
    );
    expect((await admin.api.json('DELETE', `${TEMPLATES}/${template.id}`)).statusCode).toBe(200);
    const [kept] = await t.database.query<{ id_template: number | null; body: string }>('select id_template, body from broadcast where name = $1', ['Promo']);
    expect(kept).toEqual({ id_template: null, body: template.body });
  });
});
