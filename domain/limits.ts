/**
 * The lengths and ranges the records' fields accept. The server's schemas (domain/schemas/*) enforce
 * them and the client's forms check them before sending; plain numbers, so the forms carry no schema code.
 */

export type NumberRange = { min: number; max: number; int?: boolean };

export const RANGES = {
  /** Whole rupiah, never negative. */
  rupiah: { min: 0, max: 10_000_000_000, int: true },
  /** A month's target of one metric (Setting Task): a whole number, never negative. */
  target: { min: 0, max: 100_000, int: true },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** A browser's accuracy radius in metres (Data Visum); beyond 100 km it places nobody. */
  accuracy: { min: 0, max: 100_000 },
  /** Months of a credit. */
  tenor: { min: 1, max: 60, int: true },
  /** A leasing house's yearly flat rate, in percent. */
  flatRate: { min: 0, max: 100 },
  /** A leasing house's minimum down payment, in percent of the OTR price. */
  percent: { min: 0, max: 100 },
  /** Units on one order. */
  qty: { min: 1, max: 50, int: true },
} as const satisfies Record<string, NumberRange>;

/** The longest text each record's fields take, in characters. */
export const MAX_LENGTH = {
  prospect: { name: 120, address: 300, kelurahan: 80, kecamatan: 80, kota: 80, provinsi: 80, leasing: 80, notes: 2000 },
  followup: { result: 1000, notes: 2000 },
  collab: { reason: 500 },
  visum: { notes: 2000 },
  order: { colour: 40, leasing: 80 },
  product: { name: 120, brand: 60, type_code: 40, variant: 60, colour: 40, photo: 300 },
  user: { name: 120, npm: 40 },
  group: { name: 120, description: 500 },
  role: { name: 80, description: 500 },
  leasing: { name: 120, short_name: 20, contact_name: 120 },
} as const;

/** The most tenors one leasing offer lists (11 to 48 months in steps of six is eight). */
export const MAX_TENORS = 24;

/** The most colours one motorcycle lists. */
export const MAX_COLOURS = 30;

/** A user's feedback (Beri Masukan): long enough to say something, short enough to read. */
export const FEEDBACK_MESSAGE = { min: 10, max: 2000 } as const;
/** The longest app path stored with a feedback. */
export const FEEDBACK_PAGE_MAX = 300;

/** "Hari ini": the first items of each list (the rest is one tap away), and how long a lead stays new. */
export const TODAY_LIST = { items: 20, new_lead_days: 7 } as const;

/** The most places one map answer carries (GET <resource>/places): about 2 MB before compression. */
export const MAX_PLACES = 20_000;

/**
 * A visit recorded without signal arrives later with the phone's time of recording: taken only
 * within these hours before its arrival (docs/api.md, Data Visum).
 */
export const VISUM_DEVICE_TIME_MAX_HOURS = 72;

/** Kalender: the longest span one answer covers, a month view with the days of its first and last weeks. */
export const CALENDAR_SPAN_DAYS = 42;
/** The most events of one kind (next contacts, follow-ups, visits, deliveries) one Kalender answer carries. */
export const CALENDAR_EVENTS_PER_KIND = 1000;

/** Laporan: the longest period one report covers, and the records one page of its drill-down lists. */
export const REPORT_SPAN_DAYS = 366;
export const REPORT_RECORDS_PER_PAGE = 25;
