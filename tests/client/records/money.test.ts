import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../../../src/format';
import { orderTotal } from '../../../domain/instalment';
import { instalmentOf } from '../../../src/records/money';

/** The rule as docs/api.md states it, written out here independently of the code under test. */
const flat22 = (financed: number, tenor: number) => Math.round((financed * (1 + (0.22 * tenor) / 12)) / tenor / 1000) * 1000;

describe('Rupiah', () => {
  it('is written the Indonesian way, without decimals, with a no-break space after Rp', () => {
    expect(formatRupiah(25_000_000)).toBe('Rp\u00a025.000.000');
    expect(formatRupiah(1_500)).toBe('Rp\u00a01.500');
    expect(formatRupiah(0)).toBe('Rp\u00a00');
    expect(formatRupiah(17_499.6)).toBe('Rp\u00a017.500');
  });
});

describe('order amounts', () => {
  it('totals price × qty − discount', () => {
    expect(orderTotal({ price: 25_000_000, qty: 2, discount: 1_000_000 })).toBe(49_000_000);
    expect(orderTotal({ price: 18_000_000 })).toBe(18_000_000);
  });

  it.each([
    [{ price: 25_000_000, qty: 1, discount: 0, down_payment: 5_000_000, tenor: 35 }, flat22(20_000_000, 35)],
    [{ price: 18_750_000, qty: 2, discount: 1_250_000, down_payment: 7_000_000, tenor: 11 }, flat22(29_250_000, 11)],
    [{ price: 32_100_000, qty: 1, discount: 500_000, down_payment: 3_333_000, tenor: 23 }, flat22(28_267_000, 23)],
  ])('computes the instalment of %o as the server does', (amounts, expected) => {
    expect(instalmentOf(amounts)).toBe(expected);
  });

  it('has no instalment until the amounts make a loan', () => {
    expect(instalmentOf({ price: 20_000_000, down_payment: 5_000_000 })).toBeUndefined();
    expect(instalmentOf({ price: 20_000_000, down_payment: 20_000_000, tenor: 11 })).toBeUndefined();
    expect(instalmentOf({ price: 20_000_000, down_payment: 1_000_000, tenor: 2.5 })).toBeUndefined();
  });
});
