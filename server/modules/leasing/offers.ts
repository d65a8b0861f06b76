import { and, asc, eq } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { quoteCredit, type CreditAsk } from '../../../domain/instalment';
import type { Executor } from '../../db/connection';
import { leasingPartner } from '../../db/schema';
import { fieldError } from '../../plugins/errors';

/** The company's active partners with their offers, by name: every simulation's columns. */
export const activePartners = (tx: Executor, id_company: number) =>
  tx
    .select()
    .from(leasingPartner)
    .where(and(eq(leasingPartner.id_company, id_company), eq(leasingPartner.active, true)))
    .orderBy(asc(leasingPartner.name));

/**
 * What one partner asks each month on an order, by the same formula as the simulation; the reasons
 * it cannot are the order's field errors. An order keeps a partner made inactive after it was chosen.
 */
export async function partnerQuote(tx: Executor, id_company: number, id: number, ask: CreditAsk, mustBeActive: boolean) {
  const [partner] = await tx
    .select()
    .from(leasingPartner)
    .where(and(eq(leasingPartner.id, id), eq(leasingPartner.id_company, id_company), mustBeActive ? eq(leasingPartner.active, true) : undefined));
  if (!partner) throw fieldError(422, 'id_leasing_partner', problem('leasing.partner_unavailable'));
  const quote = quoteCredit(partner, ask);
  const name = partner.short_name;
  if (quote.ok) return { partner, quote };
  switch (quote.reason) {
    case 'no_offer':
      throw fieldError(422, 'id_leasing_partner', problem('leasing.no_offer', { partner: name }));
    case 'motor':
      throw fieldError(422, 'id_leasing_partner', problem('leasing.motor_not_financed', { partner: name }));
    case 'down_payment_high':
      throw fieldError(422, 'down_payment', problem('order.down_payment_too_high'));
    case 'down_payment_low':
      throw fieldError(422, 'down_payment', problem('leasing.down_payment_low', { partner: name, minimum: quote.minimum }));
    case 'tenor':
      throw fieldError(422, 'tenor', problem('leasing.tenor_unavailable', { partner: name, tenors: quote.tenors.join(', ') }));
  }
}
