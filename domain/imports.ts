/**
 * Import Data (docs/product.md): the columns a file may bring, how their headers are recognised,
 * how forgiving the vocabulary cells are, and the states of a batch. Client and server both read it.
 */
import { PAYMENTS, PROSPECT_SOURCES, PROSPECT_STATUSES, type Payment, type ProspectStatus } from './vocabularies';

/** The prospect fields a file column can fill; `product` is matched to a motorcycle of the company. */
export const IMPORT_FIELDS = [
  'name',
  'phone',
  'whatsapp',
  'address',
  'kelurahan',
  'kecamatan',
  'kota',
  'provinsi',
  'product',
  'status',
  'source',
  'payment',
  'leasing',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Per file column (by position): the field it fills, or null when the column is ignored. */
export type ImportMapping = (ImportField | null)[];

/** Who owns the imported prospects: one salesperson, the company's distribution rule, or nobody yet (List Distribusi). */
export const IMPORT_OWNER_MODES = ['user', 'rule', 'unassigned'] as const;

/**
 * uploaded → queued → running → completed (→ undone), or failed / cancelled, both of which leave no
 * prospect and may be started again.
 */
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'completed', 'failed', 'cancelled', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** States from which a batch may be (re)started. */
export const IMPORT_STARTABLE: readonly ImportStatus[] = ['uploaded', 'failed', 'cancelled'];
/** States in which the batch's job is still to finish. */
export const IMPORT_ACTIVE: readonly ImportStatus[] = ['queued', 'running'];

export const IMPORT_VERDICTS = ['ok', 'duplicate', 'invalid'] as const;

/**
 * What a whole file gives, or would give: the rows read, imported (warnings among them: imported
 * with a cell left empty), duplicates and invalid, and per reason (a problem code of
 * domain/dataErrors.ts) how many rows it turned away or warned about.
 */
export type ImportTally = {
  rows_read: number;
  imported: number;
  duplicates: number;
  invalid: number;
  warnings: number;
  reasons: Record<string, number>;
};

/** The choices that decide the rows' verdicts (the owner does not). */
export type ImportRules = { mapping: ImportMapping; source: (typeof PROSPECT_SOURCES)[number]; default_status: ProspectStatus };

/** The forecast of a whole file before it runs: for which choices, how far it has read, and its tally so far. */
export const IMPORT_FORECAST_STATES = ['running', 'done', 'failed'] as const;
export type ImportForecastState = (typeof IMPORT_FORECAST_STATES)[number];
export type ImportForecast = { key: string; rules: ImportRules; state: ImportForecastState; bytes_read: number; tally: ImportTally };

export const IMPORT_FILE_KINDS = ['csv', 'xlsx'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/**
 * The largest file accepted (docs/api.md): 100,000 rows of a full template take about 15 MB, so a
 * company's million prospects fit in one file (bench/README.md, import.ts).
 */
export const MAX_IMPORT_MB = 200;
/** The same limit in bytes: what the server reads at most, and what the page refuses before sending. */
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;
/** Rows shown with their verdicts before anything is written. */
export const IMPORT_PREVIEW_ROWS = 20;

/** Lower case, letters and digits only: 'No. HP' → 'nohp', 'Media Sosial/WhatsApp' → 'mediasosialwhatsapp'. */
export const simplify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header spellings (simplified) recognised for each field, Indonesian and English. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  name: ['nama', 'name', 'namalengkap', 'namaprospek', 'namakonsumen', 'namapelanggan', 'fullname', 'customer', 'customername'],
  phone: ['nohp', 'nomorhp', 'hp', 'handphone', 'nohandphone', 'telepon', 'telp', 'notelp', 'notelepon', 'nomortelepon', 'phone', 'phonenumber', 'mobile', 'ponsel', 'nophone'],
  whatsapp: ['nowa', 'nomorwa', 'wa', 'whatsapp', 'nowhatsapp', 'nomorwhatsapp'],
  address: ['alamat', 'address', 'alamatlengkap', 'street', 'jalan'],
  kelurahan: ['kelurahan', 'kel', 'desa', 'village'],
  kecamatan: ['kecamatan', 'kec', 'district', 'subdistrict'],
  kota: ['kota', 'kabupaten', 'kotakabupaten', 'kab', 'kabkota', 'city', 'regency'],
  provinsi: ['provinsi', 'prov', 'province'],
  product: ['tipemotor', 'motor', 'tipe', 'type', 'produk', 'product', 'model', 'unit', 'motorcycle', 'motortype', 'typemotor'],
  status: ['status', 'statusprospek'],
  source: ['sumber', 'source', 'sumberprospek', 'channel'],
  payment: ['pembayaran', 'payment', 'carabayar', 'carapembayaran', 'metodepembayaran', 'paymentmethod'],
  leasing: ['leasing', 'finance', 'perusahaanleasing'],
  notes: ['catatan', 'notes', 'note', 'keterangan', 'ket', 'remarks', 'comment', 'komentar'],
};

const headerField = (header: string): ImportField | null => {
  const simple = simplify(header);
  return IMPORT_FIELDS.find((field) => HEADER_NAMES[field].includes(simple)) ?? null;
};

/**
 * A field for each header, each field at most once (the first column wins). A file with only a
 * WhatsApp number column uses it as the phone, the one number every prospect needs.
 * `remembered` (simplified header → field or null: ignored) is what the company chose before, and wins.
 */
export function guessMapping(headers: readonly string[], remembered: Readonly<Record<string, ImportField | null>> = {}): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping = headers.map((header) => {
    const simple = simplify(header);
    // What the company chose wins; when another column of this file already took that field, the guess.
    const choices = Object.hasOwn(remembered, simple) ? [remembered[simple], headerField(header)] : [headerField(header)];
    if (choices[0] === null) return null;
    const field = choices.find((choice): choice is ImportField => !!choice && !taken.has(choice)) ?? null;
    if (field) taken.add(field);
    return field;
  });
  if (!taken.has('phone')) {
    const whatsapp = mapping.indexOf('whatsapp');
    if (whatsapp >= 0) mapping[whatsapp] = 'phone';
  }
  return mapping;
}

/** Extra spellings (simplified) people type for each vocabulary value, beside the value and its label. */
const STATUS_ALIASES: Record<ProspectStatus, readonly string[]> = {
  Low: ['low', 'dingin', 'cold', 'rendah'],
  Medium: ['medium', 'warm', 'hangat', 'sedang'],
  Hot: ['hot', 'panas'],
  Deal: ['deal', 'closing', 'spk', 'jadi'],
  'Not Deal': ['notdeal', 'batal', 'gagal', 'lost', 'tidakjadi', 'nodeal'],
};
const SOURCE_ALIASES: Record<(typeof PROSPECT_SOURCES)[number], readonly string[]> = {
  'walk-in': ['walkin', 'datanglangsung', 'datanglangsungwalkin', 'showroom', 'dealer'],
  pameran: ['pameran', 'exhibition', 'expo', 'event'],
  roadshow: ['roadshow', 'canvassing', 'kanvas'],
  referral: ['referral', 'referensi', 'rekomendasi', 'teman'],
  website: ['website', 'situsweb', 'web', 'online'],
  'media sosial': ['mediasosial', 'mediasosialwhatsapp', 'sosmed', 'socialmedia', 'whatsapp', 'wa', 'instagram', 'facebook', 'tiktok'],
  leasing: ['leasing'],
  'repeat order': ['repeatorder', 'pembelianulang', 'ro', 'repeat'],
  lainnya: ['lainnya', 'lain', 'other', 'others'],
};
const PAYMENT_ALIASES: Record<Payment, readonly string[]> = {
  cash: ['cash', 'tunai', 'kontan', 'cashkeras'],
  kredit: ['kredit', 'credit', 'cicilan', 'angsuran'],
};

/**
 * A function of a cell that remembers its answers for up to a thousand distinct cells: a file
 * repeats a handful of spellings (statuses, sources, models) on every one of its rows.
 */
export function answeredPerCell<T>(answer: (cell: string) => T): (cell: string) => T {
  const answers = new Map<string, T>();
  return (cell) => {
    if (answers.has(cell)) return answers.get(cell) as T;
    const found = answer(cell);
    if (answers.size >= 1000) answers.clear();
    answers.set(cell, found);
    return found;
  };
}

/** simplify, for the cells of a file. */
export const simplifyCell = answeredPerCell(simplify);

/** The value a cell names: its simplified spelling against each value's, then its aliases; the first value wins. */
function matcher<V extends string>(values: readonly V[], aliases: Record<V, readonly string[]>) {
  const bySpelling = new Map<string, V>();
  for (const value of values) {
    for (const spelling of [simplify(value), ...aliases[value]]) if (!bySpelling.has(spelling)) bySpelling.set(spelling, value);
  }
  return answeredPerCell((cell): V | undefined => bySpelling.get(simplify(cell)));
}

/** A cell's status, regardless of case and spaces; undefined when it names none. */
export const matchStatus = matcher(PROSPECT_STATUSES, STATUS_ALIASES);
export const matchSource = matcher(PROSPECT_SOURCES, SOURCE_ALIASES);
export const matchPayment = matcher(PAYMENTS, PAYMENT_ALIASES);

/** Headers of the downloadable template, in the order of IMPORT_FIELDS, and one example row. */
export const TEMPLATE_HEADERS: Record<ImportField, string> = {
  name: 'Nama',
  phone: 'No HP',
  whatsapp: 'No WA',
  address: 'Alamat',
  kelurahan: 'Kelurahan',
  kecamatan: 'Kecamatan',
  kota: 'Kota',
  provinsi: 'Provinsi',
  product: 'Tipe Motor',
  status: 'Status',
  source: 'Sumber',
  payment: 'Pembayaran',
  leasing: 'Leasing',
  notes: 'Catatan',
};
export const TEMPLATE_EXAMPLE: Record<ImportField, string> = {
  name: 'Budi Santoso',
  phone: '0812 3456 7890',
  whatsapp: '',
  address: 'Jl. Merdeka No. 1',
  kelurahan: 'Babakan',
  kecamatan: 'Coblong',
  kota: 'Bandung',
  provinsi: 'Jawa Barat',
  product: 'Vario 125',
  status: 'Hot',
  source: 'Pameran',
  payment: 'Kredit',
  leasing: '',
  notes: '',
};

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading
 * apostrophe when written back to a file: shown, never run.
 */
export const neutraliseCell = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** One CSV line (comma, CRLF), every cell quoted when it needs to be and neutralised. */
export const csvLine = (cells: readonly string[]) =>
  `${cells.map((cell) => {
    const safe = neutraliseCell(cell);
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  }).join(',')}\r\n`;
