import type { useTranslate } from 'react-admin';
import type { CreditRefusal } from '../../../domain/instalment';
import { formatRupiah } from '../../format';

/** Why a partner cannot finance a credit, in the reader's language (the simulation's cards, the order's preview). */
export function refusalText(refusal: CreditRefusal, translate: ReturnType<typeof useTranslate>) {
  const key = `app.leasing.simulation.refusal.${refusal.reason}`;
  if (refusal.reason === 'down_payment_low') return translate(key, { minimum: formatRupiah(refusal.minimum) });
  if (refusal.reason === 'tenor') return translate(key, { tenors: refusal.tenors.join(', ') });
  return translate(key);
}
