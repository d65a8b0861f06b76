import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { demoCompany } from './helpers/demo';
import { startTestApp, type TestApp } from './helpers/testApp';

/** Pengaturan Template (docs/whatsapp.md, Templates). */
const TEMPLATE = RESOURCES['setting/template'].path;

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoCompany>>;
type Session = Awaited<ReturnType<typeof demo.loginAs>>;
let admin: Session;
let sales: Session;

beforeAll(async () => {
  t = await startTestApp();
  demo = await demoCompany(t);
  admin = await demo.loginAs('Administrator');
  sales = await demo.loginAs('Sales');
});
afterAll(() => t.close());

describe('templates', () => {
  it('are written with known placeholders only, naming the unknown ones', async () => {
    const refused = await admin.api.json('POST', TEMPLATE, { name: 'Salah ketik', body: 'Halo {namaa}, {motor} siap. {kota_asal}' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.body).toBe(
      'Placeholder tidak dikenal: {namaa}, {kota_asal}. Yang bisa dipakai: {nama}, {telepon}, {motor}, {kota}, {status}, {sales}, {telepon_sales}, {dealer}.',
    );
    const created = await admin.api.json('POST', TEMPLATE, { name: 'Undangan test ride', body: 'Halo {nama}, ayo test ride {motor} di {dealer}!' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Undangan test ride', active: true, created_by: admin.id });

    const changed = await admin.api.json('PUT', `${TEMPLATE}/${created.json().id}`, { body: 'Halo {nama} dari {kota}' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin.api.json('PUT', `${TEMPLATE}/${created.json().id}`, { body: '{merek}' })).statusCode).toBe(422);
    expect((await admin.api.json('POST', TEMPLATE, { name: 'Undangan test ride', body: 'Halo' })).statusCode).toBe(409);
  });

  it('are read by every member, written only with Template Whatsapp', async () => {
    const listed = await sales.api.get(TEMPLATE, { filter: JSON.stringify({ active: true }), range: '[0,99]' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { name: string }[]).map((row) => row.name)).toContain('Sapa prospek baru');
    expect((await sales.api.json('POST', TEMPLATE, { name: 'Punya sales', body: 'Halo' })).statusCode).toBe(403);
    const [first] = listed.json() as { id: number }[];
    expect((await sales.api.json('DELETE', `${TEMPLATE}/${first.id}`)).statusCode).toBe(403);
  });

  it('stay within their company', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    const [mine] = (await admin.api.get(TEMPLATE, { range: '[0,0]' })).json() as { id: number }[];
    expect((await other.api.get(`${TEMPLATE}/${mine.id}`)).statusCode).toBe(404);
    expect((await other.api.json('PUT', `${TEMPLATE}/${mine.id}`, { name: 'Diambil' })).statusCode).toBe(404);
    expect((await other.api.get(TEMPLATE, { range: '[0,99]' })).json()).toEqual([]);
  });
});
