import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { simulateCredit } from '../../../domain/instalment';
import { creditSimulationCreate, creditSimulationRecord } from '../../../domain/schemas/creditSimulation';
import type { DatabaseHandle } from '../../db/connection';
import { creditSimulation, product } from '../../db/schema';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, fieldError } from '../../plugins/errors';
import { idParams, producing } from '../../schemas';
import { idField } from '../../../domain/schemas/fields';
import type { FileStore } from '../../files/store';
import { simulationDocument } from './simulationDocument';
import { visibleProspect } from '../prospects/visibility';
import { activePartners } from './offers';

/** The simulations kept on a prospect's history: the latest first, as many as a history shows. */
const HISTORY = 20;

/**
 * <prospect>/:id/simulation: credit simulations for a prospect the caller works on (docs/leasing.md).
 * The server prices them again with the partners' offers as they stand, by the formula the phone
 * used, and keeps each on the prospect's history with how it went to the customer.
 */
const simulationRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  app.get(
    '/:id/simulation',
    {
      preHandler: requireModule('Prospect'),
      schema: {
        summary: 'Riwayat simulasi kredit prospek',
        tags: ['prospect'],
        params: idParams,
        response: { 200: z.array(creditSimulationRecord) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id;
      return database.db.transaction(async (tx) => {
        await visibleProspect(tx, caller, id);
        return tx
          .select()
          .from(creditSimulation)
          .where(and(eq(creditSimulation.id_prospect, id), eq(creditSimulation.id_company, caller.id_company)))
          .orderBy(desc(creditSimulation.created_at), desc(creditSimulation.id))
          .limit(HISTORY);
      });
    },
  );

  app.post(
    '/:id/simulation',
    {
      preHandler: requireModule('Prospect'),
      schema: {
        summary: 'Simpan simulasi kredit prospek',
        tags: ['prospect'],
        params: idParams,
        body: creditSimulationCreate,
        response: { 201: creditSimulationRecord },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id_product, price, down_payment, tenor, sent_via } = request.body;
      const saved = await database.db.transaction(async (tx) => {
        await visibleProspect(tx, caller, request.params.id);
        const [motor] = await tx
          .select({ id: product.id, name: product.name, category: product.category, price_otr: product.price_otr })
          .from(product)
          .where(and(eq(product.id, id_product), eq(product.id_company, caller.id_company)));
        if (!motor) throw fieldError(422, 'id_product', problem('order.product_unavailable'));
        const partners = (await activePartners(tx, caller.id_company)).filter((p) => p.rates.length > 0);
        if (partners.length === 0) throw new AppError(422, problem('leasing.no_partner_to_simulate'));
        const ask = { price: price ?? motor.price_otr, down_payment, tenor, motor };
        const [row] = await tx
          .insert(creditSimulation)
          .values({
            id_company: caller.id_company,
            id_prospect: request.params.id,
            id_user: caller.integration ? null : caller.id,
            id_product: motor.id,
            motor: motor.name,
            price: ask.price,
            down_payment,
            tenor,
            offers: simulateCredit(partners, ask),
            sent_via: sent_via ?? null,
          })
          .returning();
        return row;
      });
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/:id/simulation/:simulation/pdf',
    {
      preHandler: requireModule('Prospect'),
      schema: {
        summary: 'Simulasi kredit sebagai PDF satu halaman',
        tags: ['prospect'],
        params: z.object({ id: idField(), simulation: idField('Simulasi') }),
        ...producing('application/pdf'),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id, simulation } = request.params;
      const pdf = await database.db.transaction((tx) => simulationDocument(tx, files, caller, id, simulation));
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="simulasi-kredit-${simulation}.pdf"`)
        .send(pdf);
    },
  );
};

export default simulationRoutes;

