import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import { setExportOf, workbookOf } from './helpers/exports';
import { APP_KEY, type TestApp } from './helpers/testApp';

const OFFERS = `${RESOURCES['setting/leasing'].path}/offers`;
const PARTNERS = RESOURCES['setting/leasing'].path;

let t: TestApp;
let admin: Session;
let supervisor: Session;

type Partner = { id: number; short_name: string; name: string; active: boolean; rates: { tenor: number; rate: number }[]; admin_fee: number; min_down_payment: number | null; min_down_payment_percent: number | null };

beforeAll(async () => {
  ({ t, admin, supervisor } = await startDemoApp());
});
afterAll(() => t.close());

const upload = (token: string, name: string, body: string | Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), name);
  return t.app.inject({ method: 'POST', url: OFFERS, headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY }, payload: form });
};
const partnersOf = async (session: { api: Session['api'] }) => (await session.api.get(PARTNERS, { range: '[0,99]' })).json() as Partner[];
const download = (token: string) => t.app.inject({ method: 'GET', url: OFFERS, headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY } });

/** The downloaded sheet's rows as text, the header first. */
async function sheetRows(bytes: Buffer) {
  const sheet = (await workbookOf(bytes)).getWorksheet('Penawaran leasing')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the partners’ offers as a file (Leasing import and export rights)', () => {
  it('downloads every partner with its offer, a column per tenor, typed as numbers', async () => {
    const response = await download(admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="penawaran-leasing.xlsx"');
    const [header, ...rows] = await sheetRows(response.rawPayload);
    expect(header.slice(0, 7)).toEqual(['Nama singkat', 'Nama leasing', 'Aktif', 'DP minimal (Rp)', 'DP minimal (%)', 'Biaya admin (Rp)', 'Biaya asuransi (Rp)']);
    const partners = await partnersOf(admin);
    expect(rows).toHaveLength(partners.length);
    const withRates = partners.find((p) => p.rates.length > 0)!;
    const row = rows.find((r) => r[0] === withRates.short_name)!;
    const { tenor, rate } = withRates.rates[0];
    expect(row[header.indexOf(`Bunga ${tenor} bln (%)`)]).toBe(rate);
    expect(row[5]).toBe(withRates.admin_fee);
  });

  it('takes its own download back unchanged: every partner updated to what it was', async () => {
    const before = await partnersOf(admin);
    const response = await upload(admin.token, 'penawaran-leasing.xlsx', (await download(admin.token)).rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 0, updated: before.length });
    const after = await partnersOf(admin);
    const offer = ({ id, short_name, name, active, rates, admin_fee, min_down_payment, min_down_payment_percent }: Partner) => ({ id, short_name, name, active, rates, admin_fee, min_down_payment, min_down_payment_percent });
    expect(after.map(offer)).toEqual(before.map(offer));
  });

  it('reads an edited sheet back: changes its partners, adds the new ones, and a blank rate takes the tenor off', async () => {
    const [first] = (await partnersOf(admin)).filter((p) => p.rates.length > 1);
    const csv = [
      'Nama singkat;Nama leasing;Aktif;DP minimal (Rp);DP minimal (%);Biaya admin (Rp);Bunga 11 bln (%);Bunga 35 bln (%)',
      `${first.short_name.toLowerCase()};;Ya;Rp 1.500.000;;750.000;19,5;`,
      'BARU;Baru Finance;Tidak;;12,5;0;;21',
    ].join('\r\n');
    const response = await upload(admin.token, 'penawaran.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1 });
    const partners = await partnersOf(admin);
    expect(partners.find((p) => p.id === first.id)).toMatchObject({
      name: first.name,
      active: true,
      min_down_payment: 1_500_000,
      min_down_payment_percent: null,
      admin_fee: 750_000,
      rates: [{ tenor: 11, rate: 19.5 }],
    });
    expect(partners.find((p) => p.short_name === 'BARU')).toMatchObject({ name: 'Baru Finance', active: false, min_down_payment_percent: 12.5, rates: [{ tenor: 35, rate: 21 }] });
  });

  it('refuses a sheet with a wrong row whole, naming each row, and changes nothing', async () => {
    const before = await partnersOf(admin);
    const csv = ['Nama singkat,Nama leasing,Bunga 23 bln (%)', `${before[0].short_name},,18`, 'TANPANAMA,,20', `${before[1].short_name},,banyak`, ',Tanpa Singkatan,20'].join('\n');
    const response = await upload(admin.token, 'penawaran.csv', csv);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Berkas penawaran tidak diimpor: 3 baris perlu diperbaiki. Tidak ada yang diubah.');
    expect(Object.keys(body.errors)).toEqual(['row_3', 'row_4', 'row_5']);
    expect(body.errors.row_3).toMatch(/^Baris 3: Nama leasing/);
    expect(body.errors.row_5).toBe('Baris 5: Nama singkat wajib diisi.');
    expect(await partnersOf(admin)).toEqual(before);

    const noKey = await upload(admin.token, 'penawaran.csv', 'Leasing,Bunga 11 bln (%)\nADIRA,20');
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().message).toBe('Baris judul berkas harus memuat kolom "Nama singkat".');
  });

  it('takes the module’s rights on the server, and never reaches another dealer’s partners', async () => {
    expect((await download(supervisor.token)).statusCode).toBe(403);
    expect((await upload(supervisor.token, 'penawaran.csv', 'Nama singkat\nX')).statusCode).toBe(403);
    await setExportOf(admin.api, supervisor.id_role, 'Leasing', 'group');
    try {
      expect((await download(supervisor.token)).statusCode).toBe(200);
    } finally {
      await setExportOf(admin.api, supervisor.id_role, 'Leasing', 'Not Set');
    }

    const ours = (await partnersOf(admin))[0];
    const other = await registerCompany(t.app, 'Dealer Lain');
    const response = await upload(other.token, 'penawaran.csv', `Nama singkat,Nama leasing,Bunga 11 bln (%)\n${ours.short_name},${ours.name},1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 0 });
    expect((await partnersOf(admin)).find((p) => p.id === ours.id)).toEqual(ours);
    const [{ rows }] = await t.database.query<{ rows: number }>('select count(*)::int as rows from leasing_partner where id_company = $1', [other.id_company]);
    expect(rows).toBe(1);
  });
});
