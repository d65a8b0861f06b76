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

/** One tenor of a leasing offer and its yearly flat rate, in percent (22.5 is 22,5 % a year). */
export type TenorRate = { tenor: number; rate: number };

/** What a leasing partner offers now (docs/leasing.md): its rates, least down payment, fees and what it finances. */
export type LeasingOffer = {
  rates: readonly TenorRate[];
  min_down_payment: number | null;
  min_down_payment_percent: number | null;
  /** Paid with the down payment. */
  admin_fee: number;
  /** Financed with the loan. */
  insurance_fee: number;
  categories: readonly string[];
  product_ids: readonly number[];
};

/** A credit a customer asks about: the amount to pay for the motorcycle (its OTR, less any discount). */
export type CreditAsk = {
  price: number;
  down_payment: number;
  tenor: number;
  motor?: { id: number; category: string } | null;
};

export type CreditQuote = {
  ok: true;
  /** Yearly flat rate, in percent. */
  rate: number;
  /** What the loan covers: the price less the down payment, plus the insurance. */
  financed: number;
  instalment: number;
  /** What the customer pays before delivery: the down payment and the admin fee. */
  first_payment: number;
  total_paid: number;
};

/** Why a partner cannot finance an ask, with what would make it possible. */
export type CreditRefusal =
  | { ok: false; reason: 'no_offer' }
  | { ok: false; reason: 'motor' }
  | { ok: false; reason: 'down_payment_high' }
  | { ok: false; reason: 'down_payment_low'; minimum: number }
  | { ok: false; reason: 'tenor'; tenors: number[] };

/** The least down payment an offer takes on this price: the larger of its amount and its share. */
export const minimumDownPayment = (offer: LeasingOffer, price: number) =>
  Math.max(offer.min_down_payment ?? 0, Math.ceil((price * (offer.min_down_payment_percent ?? 0)) / 100));

/** Whether an offer finances this motorcycle: its categories and motorcycles, or every one when it names none. */
export const financesMotor = (offer: LeasingOffer, motor: CreditAsk['motor']) =>
  !motor ||
  (offer.categories.length === 0 && offer.product_ids.length === 0) ||
  offer.categories.includes(motor.category) ||
  offer.product_ids.includes(motor.id);

/**
 * The ONE credit formula, for the simulation on the phone and the order on the server: a flat-rate
 * loan on the price less the down payment plus the insurance, the admin fee paid up front.
 */
export function quoteCredit(offer: LeasingOffer, ask: CreditAsk): CreditQuote | CreditRefusal {
  if (offer.rates.length === 0) return { ok: false, reason: 'no_offer' };
  if (!financesMotor(offer, ask.motor)) return { ok: false, reason: 'motor' };
  if (ask.down_payment >= ask.price) return { ok: false, reason: 'down_payment_high' };
  const minimum = minimumDownPayment(offer, ask.price);
  if (ask.down_payment < minimum) return { ok: false, reason: 'down_payment_low', minimum };
  const offered = offer.rates.find((r) => r.tenor === ask.tenor);
  if (!offered) return { ok: false, reason: 'tenor', tenors: offer.rates.map((r) => r.tenor).sort((a, b) => a - b) };
  const financed = ask.price - ask.down_payment + offer.insurance_fee;
  const instalment = flatInstalment(financed, offered.rate / 100, ask.tenor);
  const first_payment = ask.down_payment + offer.admin_fee;
  return { ok: true, rate: offered.rate, financed, instalment, first_payment, total_paid: first_payment + instalment * ask.tenor };
}

/** Which of these quotes costs the customer least in all (the lowest instalment breaks a tie); null when none can. */
export function cheapestQuote(quotes: readonly (CreditQuote | CreditRefusal)[]): number | null {
  let best: number | null = null;
  quotes.forEach((q, index) => {
    if (!q.ok) return;
    const current = best === null ? null : quotes[best];
    if (!current?.ok || q.total_paid < current.total_paid || (q.total_paid === current.total_paid && q.instalment < current.instalment)) best = index;
  });
  return best;
}

/** One partner's answer in a simulation, as the prospect's history keeps it. */
export type SimulatedOffer = {
  id_leasing_partner: number;
  short_name: string;
  name: string;
  quote: CreditQuote | CreditRefusal;
  cheapest: boolean;
};

/** Every partner's answer to one ask, the cheapest marked: the simulation's table. */
export function simulateCredit(
  partners: readonly (LeasingOffer & { id: number; short_name: string; name: string })[],
  ask: CreditAsk,
): SimulatedOffer[] {
  const quotes = partners.map((partner) => quoteCredit(partner, ask));
  const cheapest = cheapestQuote(quotes);
  return partners.map((partner, index) => ({
    id_leasing_partner: partner.id,
    short_name: partner.short_name,
    name: partner.name,
    quote: quotes[index],
    cheapest: index === cheapest,
  }));
}
