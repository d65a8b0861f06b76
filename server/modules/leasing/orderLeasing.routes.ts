import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { AKSI } from '../../../domain/notifications';
import { OPEN_APPLICATION_STATUSES } from '../../../domain/leasingApplication';
import { orderTotal } from '../../../domain/instalment';
import { applicationSubmit, downPaymentPaid, leasingApplicationRecord } from '../../../domain/schemas/leasingApplication';
import type { Executor } from '../../db/connection';
import { leasingApplication, order, product } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { idParams } from '../../schemas';
import { emitWebhooks } from '../../webhooks/outbox';
import { orderVisible } from '../orders/order.resource';
import { orderFields, recordMove, tellOfMoves } from './applicationAccess';
import { settleCreditDeal } from './deal';
import { partnerQuote } from './offers';

/** An order the caller sees, locked while its leasing changes; 404 otherwise. */
async function visibleOrder(tx: Executor, caller: Caller, id: number) {
  const [found] = await tx
    .select({ ...orderFields, id_product: order.id_product })
    .from(order)
    .where(and(eq(order.id, id), eq(order.id_company, caller.id_company), orderVisible(caller)))
    .for('update');
  if (!found) throw notFound();
  return found;
}

/**
 * <order>/:id/leasing and <order>/:id/down-payment (docs/leasing.md): a credit order submitted to
 * one or more partners at once, each priced by its own offer, and its down payment recorded as paid.
 */
const orderLeasingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: requireModule('Order') };

  app.post(
    '/:id/leasing',
    { ...guard, schema: { summary: 'Ajukan order ke mitra leasing', tags: ['order'], params: idParams, body: applicationSubmit, response: { 201: z.array(leasingApplicationRecord) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const created = await app.notifier.transaction(async (tx, notify) => {
        const found = await visibleOrder(tx, caller, request.params.id);
        if (found.payment !== 'kredit' || found.down_payment === null || found.tenor === null) throw new AppError(422, problem('leasing.order_not_credit'));
        if (found.status === 'rejected' || found.status === 'cancelled') throw new AppError(409, problem('leasing.order_closed'));
        const [motor] = await tx.select({ id: product.id, category: product.category }).from(product).where(eq(product.id, found.id_product));
        const ask = { price: orderTotal(found), down_payment: found.down_payment, tenor: found.tenor, motor };
        const open = await tx
          .select({ id_leasing_partner: leasingApplication.id_leasing_partner })
          .from(leasingApplication)
          .where(and(eq(leasingApplication.id_order, found.id), inArray(leasingApplication.status, OPEN_APPLICATION_STATUSES)));
        const rows = [];
        for (const id of request.body.partners) {
          const { partner, quote } = await partnerQuote(tx, caller.id_company, id, ask, true);
          if (open.some((o) => o.id_leasing_partner === id)) throw new AppError(409, problem('leasing.already_open', { partner: partner.short_name }));
          const [row] = await tx
            .insert(leasingApplication)
            .values({
              id_company: caller.id_company,
              id_order: found.id,
              id_leasing_partner: partner.id,
              id_user: caller.integration ? null : caller.id,
              down_payment: ask.down_payment,
              tenor: ask.tenor,
              instalment: quote.instalment,
              required_documents: partner.required_documents,
            })
            .returning();
          await recordMove(tx, caller, row.id, null, 'submitted');
          rows.push({ row, partner: partner.short_name });
        }
        await tellOfMoves(tx, caller, notify, found, rows.map(({ partner }) => ({ partner, aksi: AKSI.leasingSubmitted })));
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'submit_leasing', entity: 'order', id_entity: found.id });
        const applications = rows.map(({ row }) => row);
        await emitWebhooks(tx, caller.id_company, 'leasing.submitted', applications);
        return applications;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id/down-payment',
    {
      ...guard,
      schema: {
        summary: 'Catat uang muka order kredit sudah dibayar',
        tags: ['order'],
        params: idParams,
        body: downPaymentPaid,
        response: { 200: z.object({ id: z.number().int(), down_payment_paid_at: z.string().nullable(), deal: z.boolean() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return app.notifier.transaction(async (tx, notify) => {
        const found = await visibleOrder(tx, caller, request.params.id);
        if (found.payment !== 'kredit') throw new AppError(422, problem('leasing.order_not_credit'));
        const paidAt = request.body.paid ? (found.down_payment_paid_at ?? new Date()) : null;
        await tx.update(order).set({ down_payment_paid_at: paidAt, updated_at: new Date() }).where(eq(order.id, found.id));
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'order', id_entity: found.id });
        const deal = await settleCreditDeal(tx, caller, notify, found.id);
        return { id: found.id, down_payment_paid_at: paidAt?.toISOString() ?? null, deal };
      });
    },
  );
};

export default orderLeasingRoutes;
