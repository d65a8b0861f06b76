import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { orderDelivery } from '../../../domain/schemas/order';
import type { DatabaseHandle } from '../../db/connection';
import { order } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import { idParams } from '../../schemas';
import { orderVisible } from './order.resource';

/**
 * PUT <order>/:id/delivery: the day an SPK is delivered, set or cleared by whoever sees it with the
 * Order module, before or after its approval. A delivery is arranged once the SPK is approved,
 * when its seller can no longer edit it (docs/api.md, Resources); a rejected SPK is not delivered.
 */
const orderDeliveryRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.put(
    '/:id/delivery',
    {
      preHandler: requireModule('Order'),
      schema: {
        summary: 'Atur tanggal pengiriman SPK',
        tags: ['order'],
        params: idParams,
        body: orderDelivery,
        response: { 200: z.object({ id: z.number().int(), delivery_date: z.string().nullable() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      return database.db.transaction(async (tx) => {
        const [found] = await tx
          .select({ status: order.status })
          .from(order)
          .where(and(eq(order.id, id), eq(order.id_company, caller.id_company), orderVisible(caller)));
        if (!found) throw notFound();
        if (found.status === 'rejected') throw new AppError(409, problem('order.rejected_no_delivery'));
        const [updated] = await tx
          .update(order)
          .set({ delivery_date: request.body.delivery_date, updated_at: new Date() })
          .where(eq(order.id, id))
          .returning({ id: order.id, delivery_date: order.delivery_date });
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'order', id_entity: id });
        return updated;
      });
    },
  );
};

export default orderDeliveryRoutes;
