import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../domain/records';
import { demoCompany } from './helpers/demo';
import { csvOf, defaultSettings, freshPhone, importClient } from './helpers/imports';
import { startTestApp, type TestApp } from './helpers/testApp';

/**
 * An exhibition list as dealers get it: phones typed six ways, blank lines, duplicates, and a
 * motorcycle column typed by hand. A lead is a name and a number; the motorcycle never costs one.
 */
describe('a messy exhibition list', () => {
  let t: TestApp;
  let imports: ReturnType<typeof importClient>;
  let id_company: number;
  let productId: (type_code: string) => number;
  beforeAll(async () => {
    t = await startTestApp({ template: 'demo' });
    const admin = await (await demoCompany(t)).loginAs('Administrator');
    id_company = admin.id_company;
    imports = importClient(t, admin.token);
    const products = await t.database.query<{ id: number; type_code: string }>('select id, type_code from product where id_company = $1', [id_company]);
    productId = (type_code) => products.find((product) => product.type_code === type_code)?.id ?? Number.NaN;
  });
  afterAll(() => t.close());

  /** The same number typed the ways people type it. */
  const typings = (phone: string) => {
    const national = phone.slice(1);
    return [
      phone,
      `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
      `62${national}`,
      `(0${national.slice(0, 3)}) ${national.slice(3, 7)} ${national.slice(7)}`,
      `0${national.slice(0, 3)}.${national.slice(3, 7)}.${national.slice(7)}`,
      `${national}`,
    ];
  };

  async function messyFile() {
    const phones = Array.from({ length: 9 }, () => freshPhone());
    const held = freshPhone();
    const [existing] = await t.database.query<{ id: number }>(
      "insert into prospect (id_company, name, phone, status) values ($1, 'Sudah Ada', $2, 'Hot') returning id",
      [id_company, `+62${held.slice(1)}`],
    );
    const rows = [
      ['Nama', 'No HP', 'Tipe Motor', 'Status'],
      ['Ani', typings(phones[0])[0], 'Yamaha NMAX', ''], // 2: the only NMAX of the list
      ['Budi', typings(phones[1])[1], 'honda  vario 125', ''], // 3: Vario 125 CBS, spacing and case aside
      ['Citra', typings(phones[2])[2], 'Honda BeAT', ''], // 4: CBS or Deluxe: ambiguous
      ['', '', '', ''],
      ['Dedi', typings(phones[3])[3], 'Yamaha Mio M3', ''], // 6: not in the list
      ['Eka', typings(phones[4])[4], 'HND-PCX160-CBS', ''], // 7: its type code
      ['Fajar', typings(phones[0])[5], 'Kuda Besi', 'Panas Sekali'], // 8: a copy of row 2, whatever else is wrong
      ['Gita', typings(phones[5])[0], '', 'Panas Sekali'], // 9: invalid
      ['Gita lagi', typings(phones[5])[1], 'Yamaha NMAX', ''], // 10: a later copy of the rejected row 9
      ['', typings(held)[3], 'Kuda Besi', ''], // 11: held by an open prospect, though nameless
      ['   ', ' ', '', ''],
      ['Hana', typings(phones[6])[4], 'yamaha nmax neo', 'hot'], // 13
      ['Indra', typings(phones[7])[5], 'Vario', ''], // 14: 125 or 160: ambiguous
      ['Joko', 'bukan nomor', 'Yamaha NMAX', ''], // 15: invalid
    ];
    return { rows, phones, existing };
  }

  const prospectsOf = (batch: ImportBatch) =>
    t.database.query<{ name: string; id_product: number | null }>('select name, id_product from prospect where id_import = $1 order by id', [batch.id]);

  const expectedTally = {
    rows_read: 12,
    imported: 7,
    duplicates: 3,
    invalid: 2,
    warnings: 3,
    reasons: {
      'import.row.product_ambiguous': 2,
      'import.row.product_unknown': 1,
      'import.row.duplicate_in_file': 2,
      'prospect.phone_taken': 1,
      'import.row.status_unknown': 1,
      'import.row.phone_invalid': 1,
    },
  };

  it('imports every lead, matching the motorcycle only when one of the list is meant, and reports duplicates as duplicates', async () => {
    const { rows, existing } = await messyFile();
    const batch = await imports.uploaded(csvOf(rows));
    const done = await imports.run(batch.id);
    expect(done.tally).toEqual(expectedTally);
    expect([done.rows_read, done.imported, done.duplicates, done.invalid]).toEqual([12, 7, 3, 2]);
    expect((await prospectsOf(batch)).map((row) => [row.name, row.id_product])).toEqual([
      ['Ani', productId('YMH-NMAX-NEO')],
      ['Budi', productId('HND-VARIO125-CBS')],
      ['Citra', null],
      ['Dedi', null],
      ['Eka', productId('HND-PCX160-CBS')],
      ['Hana', productId('YMH-NMAX-NEO')],
      ['Indra', null],
    ]);
    const report = (await imports.get(`/${batch.id}/rejected`)).body;
    const [, ...lines] = Papa.parse<string[]>(report.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines.map((cells) => cells.slice(-2))).toEqual([
      ['4', "Tipe motor 'Honda BeAT' cocok dengan lebih dari satu motor di daftar; dikosongkan."],
      ['6', "Tipe motor 'Yamaha Mio M3' tidak dikenal; dikosongkan."],
      ['8', 'Nomor HP sama dengan baris 2 pada berkas ini.'],
      ['9', 'Status "Panas Sekali" tidak dikenal. Pilihan: Low, Medium, Hot, Deal, Not Deal.'],
      ['10', 'Nomor HP sama dengan baris 9 pada berkas ini.'],
      ['11', `Nomor telepon ini sudah terdaftar pada prospek "Sudah Ada" (#${existing.id}) yang belum dibagikan.`],
      ['14', "Tipe motor 'Vario' cocok dengan lebih dari satu motor di daftar; dikosongkan."],
      ['15', 'Nomor HP "bukan nomor" bukan nomor ponsel Indonesia yang valid.'],
    ]);
  });

  it('forecasts the whole file before the start, as the run will count it, and writes nothing', async () => {
    const { rows } = await messyFile();
    const batch = await imports.uploaded(csvOf(rows));
    const asked = await imports.post(`/${batch.id}/forecast`, defaultSettings(batch));
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json().data as ImportBatch).forecast?.state).toBe('running');
    await expect.poll(async () => (await imports.batch(batch.id)).forecast?.state).toBe('done');
    const { forecast } = await imports.batch(batch.id);
    expect(forecast?.tally).toEqual(expectedTally);
    expect(forecast?.bytes_read).toBe(batch.file_bytes);
    expect(forecast?.rules.mapping).toEqual(batch.mapping);
    expect(await prospectsOf(batch)).toEqual([]);
    expect((await imports.batch(batch.id)).status).toBe('uploaded');
    const done = await imports.run(batch.id);
    expect(done.tally).toEqual(forecast?.tally);
  });

  it('replaces an older forecast with a newer one', async () => {
    const filler = 'x'.repeat(4000);
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP', 'Lampiran'], ...Array.from({ length: 150 }, (_, i) => [`Panjang ${i}`, freshPhone(), filler])]));
    await imports.post(`/${batch.id}/forecast`, defaultSettings(batch));
    await expect.poll(async () => (await imports.batch(batch.id)).forecast?.key).toBeTruthy();
    const first = (await imports.batch(batch.id)).forecast;
    // The file's second column read as the name, the first as the phone: no row has a valid phone then.
    await imports.post(`/${batch.id}/forecast`, { ...defaultSettings(batch), mapping: ['phone', 'name', null] });
    await expect.poll(async () => (await imports.batch(batch.id)).forecast?.key).not.toBe(first?.key);
    await expect.poll(async () => (await imports.batch(batch.id)).forecast?.state).toBe('done');
    const latest = (await imports.batch(batch.id)).forecast;
    expect(latest?.tally).toMatchObject({ rows_read: 150, imported: 0, invalid: 150, reasons: { 'import.row.phone_invalid': 150 } });
  });

  it('refuses a forecast with a mapping that does not fit, or of a batch that already ran', async () => {
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP'], ['Kiki', freshPhone()]]));
    const misfit = await imports.post(`/${batch.id}/forecast`, { ...defaultSettings(batch), mapping: ['name'] });
    expect([misfit.statusCode, misfit.json().code]).toEqual([422, 'import.mapping_mismatch']);
    await imports.run(batch.id);
    const late = await imports.post(`/${batch.id}/forecast`, defaultSettings(batch));
    expect([late.statusCode, late.json().code]).toEqual([409, 'import.not_startable']);
  });
});
