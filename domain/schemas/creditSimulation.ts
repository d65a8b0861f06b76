import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { creditSimulation } from '../tables/credit';
import { SIMULATION_CHANNELS } from '../vocabularies';
import { idField, requiredNumber, rupiahField } from './fields';
import { RANGES } from '../limits';
import { isoString } from './record';

const quote = z.union([
  z.object({
    ok: z.literal(true),
    rate: z.number(),
    financed: z.number(),
    instalment: z.number(),
    first_payment: z.number(),
    total_paid: z.number(),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['no_offer', 'motor', 'down_payment_high', 'down_payment_low', 'tenor']),
    minimum: z.number().optional(),
    tenors: z.array(z.number()).optional(),
  }),
]);

/** A simulation as the prospect's history keeps it. */
export const creditSimulationRecord = createSelectSchema(creditSimulation, {
  offers: z.array(
    z.object({ id_leasing_partner: z.number(), short_name: z.string(), name: z.string(), quote, cheapest: z.boolean() }),
  ),
  created_at: isoString,
}).omit({ id_company: true });

/** POST <prospect>/:id/simulation: what the customer asked; the server prices it with every active partner. */
export const creditSimulationCreate = z.object({
  id_product: idField('Motor'),
  /** What the customer pays for the motorcycle; empty, its OTR price. */
  price: rupiahField('Harga'),
  down_payment: requiredNumber('Uang muka', RANGES.rupiah),
  tenor: requiredNumber('Tenor', RANGES.tenor),
  sent_via: z.enum(SIMULATION_CHANNELS, { error: 'Cara kirim harus whatsapp atau pdf.' }).nullish(),
});
