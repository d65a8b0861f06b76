import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportBatch } from '../../domain/records';
import { startDemoApp } from './helpers/demo';
import { csvOf, defaultSettings, freshPhone, importClient } from './helpers/imports';
import type { TestApp } from './helpers/testApp';

/** What Import Data makes of a file's rows: dialects, phones, duplicates, vocabularies, mapping, preview and report. */
describe('import rows', () => {
  let t: TestApp;
  let imports: ReturnType<typeof importClient>;
  let id_company: number;
  beforeAll(async () => {
    const { t: started, admin } = await startDemoApp();
    t = started;
    id_company = admin.id_company;
    imports = importClient(t, admin.token);
  });
  afterAll(() => t.close());

  const prospectsOf = (batch: ImportBatch) =>
    t.database.query<{ name: string; phone: string; status: string; source: string; payment: string | null; notes: string | null; kota: string | null; id_product: number | null }>(
      'select name, phone, status, source, payment, notes, kota, id_product from prospect where id_import = $1 order by id',
      [batch.id],
    );
  const reportOf = async (batch: ImportBatch) => (await imports.get(`/${batch.id}/rejected`)).body;

  it('reads semicolons, a BOM, CRLF, and quoted separators and line breaks', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    const file = `\uFEFF${csvOf(
      [
        ['Nama', 'No HP', 'Alamat', 'Catatan'],
        ['Siti; Aminah', a, 'Jl. Dago, No. 5', 'baris satu\r\nbaris dua'],
        ['Rudi', b, 'Jl. Asia Afrika', 'ok'],
      ],
      { separator: ';', eol: '\r\n' },
    )}`;
    const batch = await imports.uploaded(file);
    expect(batch.headers).toEqual(['Nama', 'No HP', 'Alamat', 'Catatan']);
    const done = await imports.run(batch.id);
    expect([done.imported, done.duplicates, done.invalid]).toEqual([2, 0, 0]);
    const rows = await prospectsOf(batch);
    expect(rows.map((row) => [row.name, row.notes])).toEqual([
      ['Siti; Aminah', 'baris satu\r\nbaris dua'],
      ['Rudi', 'ok'],
    ]);
  });

  it('reads the first sheet of an XLSX workbook, numbers as typed digits', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prospek');
    sheet.addRow(['Nama', 'Telepon', 'Status']);
    sheet.addRow(['Wati', 81255501234, 'Hot']);
    sheet.addRow([]);
    sheet.addRow(['Joko', '+62 812-5550-1235', 'medium']);
    const batch = await imports.uploaded(new Uint8Array(await workbook.xlsx.writeBuffer()), 'prospek.xlsx');
    expect(batch.file_kind).toBe('xlsx');
    expect(batch.mapping).toEqual(['name', 'phone', 'status']);
    await imports.run(batch.id);
    expect((await prospectsOf(batch)).map((row) => [row.name, row.phone, row.status])).toEqual([
      ['Wati', '+6281255501234', 'Hot'],
      ['Joko', '+6281255501235', 'Medium'],
    ]);
  });

  it('normalises phones however typed and refuses what is no Indonesian mobile number', async () => {
    const file = csvOf([
      ['Nama', 'No WA'],
      ['A', '0812-3330-0001'],
      ['B', '62 812 3330 0002'],
      ['C', '+62 (812) 3330-0003'],
      ['D', '(0812) 3330 0004'],
      ['E', '022 2501234'],
      ['F', '12345'],
      ['G', ''],
      ['H', '+1 202 555 0101'],
    ]);
    const batch = await imports.uploaded(file);
    expect(batch.mapping).toEqual(['name', 'phone']);
    const done = await imports.run(batch.id);
    expect([done.imported, done.invalid]).toEqual([4, 4]);
    expect((await prospectsOf(batch)).map((row) => row.phone)).toEqual(['+6281233300001', '+6281233300002', '+6281233300003', '+6281233300004']);
    const report = await reportOf(batch);
    expect(report).toContain('E,022 2501234,6,"Nomor HP ""022 2501234"" bukan nomor ponsel Indonesia yang valid."');
    expect(report).toContain('G,,8,Nomor HP wajib diisi.');
    // A cell beginning with + is written back with an apostrophe, so a spreadsheet shows it as text.
    expect(report).toContain(`H,'+1 202 555 0101,9,`);
  });

  it('finds duplicates within the file and against open prospects, naming them', async () => {
    const [taken, twice] = [freshPhone(), freshPhone()];
    const [existing] = await t.database.query<{ id: number }>(
      "insert into prospect (id_company, name, phone, status) values ($1, 'Lama Sekali', $2, 'Hot') returning id",
      [id_company, `+62${taken.slice(1)}`],
    );
    const batch = await imports.uploaded(csvOf([['Nama', 'HP'], ['Satu', twice], ['Dua', twice.replace(/^0/, '+62 ')], ['Tiga', taken]]));
    const done = await imports.run(batch.id);
    expect([done.imported, done.duplicates, done.invalid]).toEqual([1, 2, 0]);
    const report = await reportOf(batch);
    expect(report).toContain('Nomor HP sama dengan baris 2 pada berkas ini.');
    expect(report).toContain(`pada prospek ""Lama Sekali"" (#${existing.id}) yang belum dibagikan`);
  });

  it('matches status, source and payment forgivingly, applies the defaults, skips blank lines, keeps formulas as text', async () => {
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    const file = csvOf([
      ['Nama', 'No HP', 'Status', 'Sumber', 'Pembayaran', 'Catatan'],
      ['Ani', phones[0], '  hOt ', 'Referensi', 'tunai', '=HYPERLINK("http://x")'],
      ['', '', '', '', '', ''],
      ['   ', ' ', '', '', '', ''],
      ['Bayu', phones[1], '', '', 'Kredit', '+tambah'],
      ['Cici', phones[2], 'Panas Sekali', '', '', ''],
      ['Dodi', phones[3], 'low', 'Media sosial/WhatsApp', 'barter', ''],
    ]);
    const batch = await imports.uploaded(file);
    const done = await imports.run(batch.id, { default_status: 'Medium', source: 'roadshow' });
    expect([done.rows_read, done.imported, done.invalid]).toEqual([4, 2, 2]);
    expect((await prospectsOf(batch)).map((row) => [row.name, row.status, row.source, row.payment, row.notes])).toEqual([
      ['Ani', 'Hot', 'referral', 'cash', '=HYPERLINK("http://x")'],
      ['Bayu', 'Medium', 'roadshow', 'kredit', '+tambah'],
    ]);
    const report = await reportOf(batch);
    expect(report).toContain('Status ""Panas Sekali"" tidak dikenal.');
    expect(report).toContain('Pembayaran ""barter"" tidak dikenal.');
  });

  it('finds the motorcycle by name or type code, and imports a row whose motorcycle is unknown with it left empty and a warning', async () => {
    const [product] = await t.database.query<{ id: number; name: string; type_code: string }>(
      'select id, name, type_code from product where id_company = $1 and type_code is not null order by id limit 1',
      [id_company],
    );
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    const batch = await imports.uploaded(
      csvOf([['Nama', 'No HP', 'Tipe Motor'], ['Eka', phones[0], product.name.toUpperCase()], ['Fajar', phones[1], ` ${product.type_code} `], ['Gita', phones[2], 'Kuda Besi 9000']]),
    );
    const done = await imports.run(batch.id);
    expect([done.imported, done.invalid, done.tally?.warnings]).toEqual([3, 0, 1]);
    expect((await prospectsOf(batch)).map((row) => row.id_product)).toEqual([product.id, product.id, null]);
    expect(await reportOf(batch)).toContain("Gita,0859");
    expect(await reportOf(batch)).toContain(",4,Tipe motor 'Kuda Besi 9000' tidak dikenal; dikosongkan.");
  });

  it('writes the rejected rows with their original cells, neutralising formulas', async () => {
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP', 'Catatan'], ['=1+2', 'bukan nomor', '@SUM(A1)'], ['-Andi', '', 'x,y']]));
    await imports.run(batch.id);
    const response = await imports.get(`/${batch.id}/rejected`);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ditolak-impor-${batch.id}.csv"`);
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFNama,No HP,Catatan,Baris,Alasan',
      `'=1+2,bukan nomor,'@SUM(A1),2,"Nomor HP ""bukan nomor"" bukan nomor ponsel Indonesia yang valid."`,
      `'-Andi,,"x,y",3,Nomor HP wajib diisi.`,
      '',
    ]);
  });

  it('guesses the mapping from Indonesian and English headers and remembers the fields the company chose, not the columns it ignored once', async () => {
    const headers = ['Full Name', 'No. HP', 'No WA', 'Alamat', 'Kecamatan', 'Kota/Kabupaten', 'Province', 'Tipe Motor', 'Status', 'Source', 'Cara Bayar', 'Keterangan', 'Kolom Aneh'];
    const guessed = await imports.uploaded(csvOf([headers]));
    expect(guessed.mapping).toEqual(['name', 'phone', 'whatsapp', 'address', 'kecamatan', 'kota', 'provinsi', 'product', 'status', 'source', 'payment', 'notes', null]);

    // The company maps 'Kolom Aneh' to the notes and ignores 'Keterangan'; the next file opens so.
    const mapping = [...(guessed.mapping ?? [])];
    mapping[11] = null;
    mapping[12] = 'notes';
    const phone = freshPhone();
    const withRow = await imports.uploaded(csvOf([headers, ['Hana', phone, '', '', '', '', '', '', '', '', '', 'abaikan', 'catatan']]));
    await imports.run(withRow.id, { mapping });
    expect((await imports.uploaded(csvOf([['KOLOM ANEH', 'nama', 'hp']]))).mapping).toEqual(['notes', 'name', 'phone']);
    // Ignoring 'Keterangan' was for that file only: the next one opens with the guess again.
    expect((await imports.uploaded(csvOf([['keterangan', 'nama', 'hp']]))).mapping).toEqual(['notes', 'name', 'phone']);
  });

  it('previews the first rows with their verdicts and writes nothing', async () => {
    const phone = freshPhone();
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP'], ['Ina', phone], ['Ina lagi', phone], ['', '0812'], ...Array.from({ length: 30 }, (_, i) => [`P${i}`, freshPhone()])]));
    const response = await imports.post(`/${batch.id}/preview`, defaultSettings(batch));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { row_number: number; verdict: string; message: string | null }[];
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 3).map((row) => [row.row_number, row.verdict, row.message])).toEqual([
      [2, 'ok', null],
      [3, 'duplicate', 'Nomor HP sama dengan baris 2 pada berkas ini.'],
      [4, 'invalid', 'Nama wajib diisi.'],
    ]);
    expect((await t.database.query('select 1 from prospect where phone = $1', [`+62${phone.slice(1)}`])).length).toBe(0);
    expect((await imports.batch(batch.id)).status).toBe('uploaded');
  });

  it('refuses a mapping without name or phone, or naming a field twice', async () => {
    const batch = await imports.uploaded(csvOf([['Nama', 'No HP', 'HP 2']]));
    const refusal = async (mapping: (string | null)[]) => (await imports.post(`/${batch.id}/start`, { ...defaultSettings(batch), mapping })).json().code;
    expect(await refusal(['name', null, null])).toBe('import.mapping_required');
    expect(await refusal(['name', 'phone', 'phone'])).toBe('import.mapping_twice');
    expect(await refusal(['name', 'phone'])).toBe('import.mapping_mismatch');
  });
});
