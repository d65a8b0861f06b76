import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_MB, type ImportTally } from '../../../domain/imports';
import type { ImportBatch, ImportPreviewRow, ImportSettings } from '../../../domain/records';
import ImportPage from '../../../src/pages/import/ImportPage';
import { renderInAdmin } from '../approval/admin';
import { answerLookups } from '../approval/queueServer';
import { server } from '../msw';

const IMPORTS = '/api/prospect/v1/import';

const batchOf = (fields: Partial<ImportBatch>): ImportBatch => ({
  id: 41,
  id_user: 7,
  status: 'uploaded',
  file_name: 'prospek.csv',
  file_kind: 'csv',
  file_bytes: 1000,
  headers: ['Nama', 'No HP', 'Kota'],
  mapping: ['name', 'phone', null],
  source: 'lainnya',
  default_status: 'Low',
  owner_mode: 'unassigned',
  id_owner: null,
  attempt: 0,
  bytes_read: 0,
  rows_read: 0,
  imported: 0,
  duplicates: 0,
  invalid: 0,
  heartbeat_at: null,
  cancel_requested: false,
  error: null,
  started_at: null,
  finished_at: null,
  undone_at: null,
  undo_removed: null,
  undo_kept: null,
  tally: null,
  forecast: null,
  created_at: '2026-11-24T08:00:00.000Z',
  ...fields,
});

const PREVIEW: ImportPreviewRow[] = [
  { row_number: 2, cells: ['Ani', '0812-1111-2222', 'Bandung'], verdict: 'ok', reason: null, message: null },
  {
    row_number: 3,
    cells: ['Budi', '12', 'Bandung'],
    verdict: 'invalid',
    reason: { code: 'import.row.phone_invalid', params: { value: '12' } },
    message: 'Nomor HP "12" bukan nomor ponsel Indonesia yang valid.',
  },
];

/** A file of two thousand rows as the server counts it, by reason. */
const TALLY: ImportTally = {
  rows_read: 2000,
  imported: 1784,
  duplicates: 120,
  invalid: 96,
  warnings: 1310,
  reasons: {
    'import.row.product_unknown': 1102,
    'import.row.product_ambiguous': 208,
    'import.row.duplicate_in_file': 120,
    'import.row.phone_invalid': 96,
  },
};

/** The import server as the page meets it: `state` is the batch GET answers now; every write is kept. */
function answerImports(initial: ImportBatch[]) {
  const sent: { url: string; body: unknown }[] = [];
  const state = { batch: initial[0] as ImportBatch | undefined };
  const keep = async (request: Request) => {
    const text = await request.text();
    sent.push({ url: new URL(request.url).pathname, body: text && !text.startsWith('--') ? JSON.parse(text) : text });
  };
  answerLookups();
  server.use(
    mock.get(IMPORTS, () => HttpResponse.json({ data: state.batch ? [state.batch] : [] })),
    mock.get(`${IMPORTS}/:id`, () => HttpResponse.json({ data: state.batch })),
    mock.post(IMPORTS, async ({ request }) => {
      await keep(request);
      state.batch = batchOf({});
      return HttpResponse.json({ data: state.batch }, { status: 201 });
    }),
    mock.post(`${IMPORTS}/:id/preview`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: PREVIEW });
    }),
    // A forecast asked for starts reading; the test moves it on through `state`.
    mock.post(`${IMPORTS}/:id/forecast`, async ({ request }) => {
      await keep(request);
      const { mapping, source, default_status } = sent[sent.length - 1].body as ImportSettings;
      const tally = { ...TALLY, rows_read: 1200, reasons: {} };
      state.batch = { ...(state.batch as ImportBatch), forecast: { key: `f${sent.length}`, rules: { mapping, source, default_status }, state: 'running', bytes_read: 400, tally } };
      return HttpResponse.json({ data: state.batch });
    }),
    mock.post(`${IMPORTS}/:id/start`, async ({ request }) => {
      await keep(request);
      state.batch = batchOf({ status: 'running', bytes_read: 500, rows_read: 1 });
      return HttpResponse.json({ data: state.batch });
    }),
    mock.post(`${IMPORTS}/:id/undo`, async ({ request }) => {
      await keep(request);
      state.batch = batchOf({ status: 'undone', imported: 1784, invalid: 96, duplicates: 120, tally: TALLY, undo_removed: 1784, undo_kept: 0 });
      return HttpResponse.json({ data: state.batch });
    }),
  );
  return { sent, state };
}

const openPage = (imports = ['Prospect']) => renderInAdmin(<ImportPage />, '/setting/Import', ['Prospect'], 'Sales', 'id', imports);

describe('Import Data page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uploads a file, shows the guessed mapping and the preview verdicts, starts, follows the progress and undoes', async () => {
    const { sent, state } = answerImports([]);
    openPage();
    const input = await screen.findByLabelText('Berkas CSV atau XLSX');
    await userEvent.upload(input, new File(['Nama,No HP,Kota\nAni,0812-1111-2222,Bandung\n'], 'prospek.csv', { type: 'text/csv' }));

    expect(await screen.findByRole('combobox', { name: 'Kolom "Nama"' })).toHaveTextContent('Nama');
    expect(screen.getByRole('combobox', { name: 'Kolom "No HP"' })).toHaveTextContent('No HP');
    expect(screen.getByRole('combobox', { name: 'Kolom "Kota"' })).toHaveTextContent('Abaikan kolom');
    const preview = await screen.findByRole('table', { name: 'Pratinjau 2 baris pertama' });
    expect(within(preview).getByText('Siap diimpor')).toBeInTheDocument();
    expect(within(preview).getByText('Nomor HP "12" bukan nomor ponsel Indonesia yang valid.')).toBeInTheDocument();

    // Kota is mapped after all, and the prospects go to List Distribusi's rule.
    await userEvent.click(screen.getByRole('combobox', { name: 'Kolom "Kota"' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kota' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Aturan distribusi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mulai impor' }));

    const progress = await screen.findByRole('progressbar', { name: 'Kemajuan impor prospek.csv' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(sent.find((call) => call.url.endsWith('/start'))?.body).toEqual({
      mapping: ['name', 'phone', 'kota'],
      source: 'lainnya',
      default_status: 'Low',
      owner_mode: 'rule',
      id_owner: null,
    });

    state.batch = batchOf({ status: 'completed', bytes_read: 1000, rows_read: 2000, imported: 1784, duplicates: 120, invalid: 96, tally: TALLY });
    expect(await screen.findByRole('heading', { name: /Hasil impor prospek.csv — Selesai/ })).toBeInTheDocument();
    // The breakdown by reason is on the page, without downloading the report.
    expect(screen.getByRole('group', { name: 'Diimpor' })).toHaveTextContent('1.784');
    expect(screen.getByRole('group', { name: 'Dengan catatan' })).toHaveTextContent('1.310');
    const reasons = screen.getByRole('list', { name: 'Rincian per alasan' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Catatan: tipe motor tidak dikenal, dikosongkan1.102',
      'Catatan: tipe motor cocok dengan beberapa motor, dikosongkan208',
      'Duplikat: nomor HP berulang di berkas120',
      'Nomor HP bukan nomor ponsel Indonesia96',
    ]);
    expect(screen.getByRole('button', { name: 'Unduh laporan baris (ditolak dan dengan catatan)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan impor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, batalkan impor' }));
    expect(await screen.findByText('Impor dibatalkan: 1.784 prospek dihapus, 0 tetap disimpan.', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
    expect(sent.filter((call) => call.url.endsWith('/undo'))).toHaveLength(1);
  });

  it('refuses a file over the limit before sending any of it, in the server\'s words', async () => {
    const { sent } = answerImports([]);
    openPage();
    const input = await screen.findByLabelText('Berkas CSV atau XLSX');
    const huge = new File(['Nama,No HP\n'], 'semua-prospek.csv', { type: 'text/csv' });
    // A file's bytes are not read to know its size: the size alone stands for 201 MB here.
    Object.defineProperty(huge, 'size', { value: (MAX_IMPORT_MB + 1) * 1024 * 1024 });
    await userEvent.upload(input, huge);
    expect(
      await screen.findByText(`Gagal mengunggah berkas : Ukuran berkas impor maksimal ${MAX_IMPORT_MB} MB.`, { selector: '.MuiSnackbarContent-message' }),
    ).toBeInTheDocument();
    expect(sent.filter((call) => call.url.endsWith(IMPORTS))).toHaveLength(0);
  });

  it('forecasts the whole file before the start, with its progress, then the counts by reason in Indonesian numbers', async () => {
    const { sent, state } = answerImports([batchOf({})]);
    openPage();
    expect(await screen.findByText('Menilai berkas: 1.200 baris (40%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan perkiraan prospek.csv' })).toHaveAttribute('aria-valuenow', '40');
    expect(sent.filter((call) => call.url.endsWith('/forecast')).map((call) => call.body)).toEqual([
      { mapping: ['name', 'phone', null], source: 'lainnya', default_status: 'Low', owner_mode: 'unassigned', id_owner: null },
    ]);

    const asked = state.batch as ImportBatch & { forecast: NonNullable<ImportBatch['forecast']> };
    state.batch = { ...asked, forecast: { ...asked.forecast, state: 'done', bytes_read: 1000, tally: TALLY } };
    const section = (await screen.findByRole('heading', { name: 'Perkiraan hasil seluruh berkas' })).closest('section') as HTMLElement;
    expect(await within(section).findByRole('group', { name: 'Akan diimpor' })).toHaveTextContent('1.784');
    expect(within(section).getByRole('group', { name: 'Duplikat' })).toHaveTextContent('120');
    expect(within(section).getByRole('group', { name: 'Tidak valid' })).toHaveTextContent('96');
    expect(within(section).getByRole('group', { name: 'Dengan catatan' })).toHaveTextContent('1.310');
    expect(within(within(section).getByRole('list', { name: 'Rincian per alasan' })).getAllByRole('listitem')).toHaveLength(4);

    // Other choices ask again; the forecast of the old ones is not shown as theirs.
    await userEvent.click(screen.getByRole('combobox', { name: 'Kolom "Kota"' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kota' }));
    await waitFor(() => expect(sent.filter((call) => call.url.endsWith('/forecast'))).toHaveLength(2));
    expect((sent[sent.length - 1].body as ImportSettings).mapping).toEqual(['name', 'phone', 'kota']);
    expect(await screen.findByRole('progressbar', { name: 'Kemajuan perkiraan prospek.csv' })).toBeInTheDocument();
  });

  it('reads the queue state alike in the card and in the table', async () => {
    answerImports([batchOf({ status: 'queued' })]);
    openPage();
    await screen.findByRole('progressbar', { name: 'Kemajuan impor prospek.csv' });
    expect(await screen.findAllByText('Menunggu giliran')).toHaveLength(2);
  });

  it('downloads the template with the expected columns, from a button the keyboard reaches', async () => {
    answerImports([]);
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:template';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom does not navigate; the click on the download link is what matters.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openPage();
    expect(await screen.findByRole('button', { name: 'Pilih berkas' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh template' }));
    expect(clicked).toHaveBeenCalledOnce();
    // UTF-8 with a BOM, so that Excel reads it as UTF-8 (text() drops the BOM it decodes).
    expect([...new Uint8Array(await saved[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await saved[0].text()).split('\r\n').slice(0, 2)).toEqual([
      'Nama,No HP,No WA,Alamat,Kelurahan,Kecamatan,Kota,Provinsi,Tipe Motor,Status,Sumber,Pembayaran,Leasing,Catatan',
      'Budi Santoso,0812 3456 7890,,Jl. Merdeka No. 1,Babakan,Coblong,Bandung,Jawa Barat,Vario 125,Hot,Pameran,Kredit,,',
    ]);
  });

  it('opens on the running import after a reload, with its progress', async () => {
    answerImports([batchOf({ status: 'running', bytes_read: 250, rows_read: 1200 })]);
    openPage();
    const progress = await screen.findByRole('progressbar', { name: 'Kemajuan impor prospek.csv' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Berjalan · 1.200 baris dibaca')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hentikan impor' })).toBeEnabled();
  });

  it('is not there for a role without the Prospect import right', async () => {
    answerImports([]);
    openPage([]);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Berkas CSV atau XLSX')).not.toBeInTheDocument());
  });
});
