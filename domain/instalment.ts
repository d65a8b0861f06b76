/** The amounts of an order (SPK) that its money follows; a form may not have them all yet. */
export type OrderAmounts = {
  price?: number | null;
  qty?: number | null;
  discount?: number | null;
  down_payment?: number | null;
  tenor?: number | null;
};

/** What the customer pays for the units: price × qty − discount (the order's "total"). */
export const orderTotal = ({ price, qty, discount }: OrderAmounts): number => (price ?? 0) * (qty ?? 1) - (discount ?? 0);

/** Whole rupiah, rounded to a step (leasing houses quote instalments to the nearest Rp 1.000). */
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Flat-rate motorcycle loan: interest on the whole financed amount, spread evenly, to the nearest Rp 1.000. */
export const flatInstalment = (financed: number, flatRate: number, tenor: number) =>
  roundTo((financed * (1 + (flatRate * tenor) / 12)) / tenor, 1_000);

/** Yearly flat rate used when an order does not name one; typical of Indonesian motorcycle leasing. */
export const DEFAULT_FLAT_RATE = 0.22;
