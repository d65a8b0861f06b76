import { describe, expect, it } from 'vitest';
import { cheapestQuote, minimumDownPayment, quoteCredit, type LeasingOffer } from '../../../domain/instalment';

const offer = (fields: Partial<LeasingOffer> = {}): LeasingOffer => ({
  rates: [{ tenor: 11, rate: 20 }, { tenor: 35, rate: 22 }],
  min_down_payment: null,
  min_down_payment_percent: null,
  admin_fee: 0,
  insurance_fee: 0,
  categories: [],
  product_ids: [],
  ...fields,
});
const scooter = { id: 3, category: 'matic' };

describe('a leasing offer’s quote (docs/leasing.md)', () => {
  it('finances the price less the down payment plus the insurance, the admin fee paid up front', () => {
    const quote = quoteCredit(offer({ admin_fee: 500_000, insurance_fee: 300_000 }), { price: 25_000_000, down_payment: 5_000_000, tenor: 35, motor: scooter });
    // 20.300.000 × (1 + 22 % × 35/12) / 35 = 952.166…, to the nearest Rp 1.000.
    expect(quote).toEqual({ ok: true, rate: 22, financed: 20_300_000, instalment: 952_000, first_payment: 5_500_000, total_paid: 5_500_000 + 952_000 * 35 });
  });

  it('takes the larger of the least amount and the least share as the minimum down payment', () => {
    expect(minimumDownPayment(offer({ min_down_payment: 3_000_000, min_down_payment_percent: 10 }), 25_000_000)).toBe(3_000_000);
    expect(minimumDownPayment(offer({ min_down_payment: 2_000_000, min_down_payment_percent: 10 }), 25_000_005)).toBe(2_500_001);
    expect(minimumDownPayment(offer(), 25_000_000)).toBe(0);
  });

  it('refuses in a fixed order, each time saying what would do', () => {
    const ask = { price: 25_000_000, down_payment: 1_000_000, tenor: 23, motor: { id: 9, category: 'sport' } };
    expect(quoteCredit(offer({ rates: [] }), ask)).toEqual({ ok: false, reason: 'no_offer' });
    expect(quoteCredit(offer({ categories: ['matic'], product_ids: [3] }), ask)).toEqual({ ok: false, reason: 'motor' });
    expect(quoteCredit(offer({ product_ids: [9] }), { ...ask, down_payment: 25_000_000 })).toEqual({ ok: false, reason: 'down_payment_high' });
    expect(quoteCredit(offer({ min_down_payment_percent: 10 }), ask)).toEqual({ ok: false, reason: 'down_payment_low', minimum: 2_500_000 });
    expect(quoteCredit(offer({ rates: [{ tenor: 35, rate: 22 }, { tenor: 11, rate: 20 }] }), ask)).toEqual({ ok: false, reason: 'tenor', tenors: [11, 35] });
  });

  it('marks as cheapest the lowest total paid, the lower instalment breaking a tie, and none when nobody can', () => {
    const ask = { price: 20_000_000, down_payment: 4_000_000, tenor: 11 };
    const dear = quoteCredit(offer({ rates: [{ tenor: 11, rate: 30 }] }), ask);
    const cheap = quoteCredit(offer(), ask);
    const refused = quoteCredit(offer({ rates: [] }), ask);
    expect(cheapestQuote([dear, refused, cheap])).toBe(2);
    expect(cheapestQuote([refused])).toBeNull();
    if (!cheap.ok) throw new Error('the offer finances this');
    const sameTotal = { ...cheap, instalment: cheap.instalment - 1_000, first_payment: cheap.first_payment + 11_000 };
    expect(cheapestQuote([cheap, sameTotal])).toBe(1);
  });
});
