import { DEFAULT_FLAT_RATE, flatInstalment, orderTotal, type OrderAmounts } from '../../domain/instalment';

/**
 * The monthly instalment of a credit order, with the server's own function (flat 22 %/year on
 * the financed amount, to the nearest Rp 1.000); undefined until the amounts make a loan.
 */
export function instalmentOf(amounts: OrderAmounts): number | undefined {
  const financed = orderTotal(amounts) - (amounts.down_payment ?? 0);
  const tenor = amounts.tenor ?? 0;
  if (!Number.isInteger(tenor) || tenor < 1 || financed <= 0) return undefined;
  return flatInstalment(financed, DEFAULT_FLAT_RATE, tenor);
}

/** The tenors leasing houses offer for motorcycles, in months. */
export const TENOR_SUGGESTIONS = [11, 17, 23, 29, 35] as const;
