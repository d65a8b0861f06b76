import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { leasingMapping } from '../../../domain/schemas/leasingPartner';
import type { DatabaseHandle } from '../../db/connection';
import { leasingPartner, order } from '../../db/schema';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, requireModule } from '../../plugins/auth';
import { fieldError } from '../../plugins/errors';

/** The free text as it is compared: the same name typed with other capitals or spaces is one name. */
const typed = sql<string>`lower(trim(${order.leasing}))`;
const unmapped = (id_company: number) =>
  and(eq(order.id_company, id_company), isNull(order.id_leasing_partner), isNotNull(order.leasing), sql`trim(${order.leasing}) <> ''`);

/**
 * <leasing>/unmapped: the leasing names of old orders that the migration to partners could not
 * match (docs/leasing.md), and mapping one of them to a partner by hand.
 */
const unmappedRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/unmapped',
    {
      preHandler: requireModule('Leasing'),
      schema: {
        summary: 'Nama leasing order lama yang belum dipetakan',
        tags: ['leasing'],
        response: { 200: z.array(z.object({ leasing: z.string(), orders: z.number().int() })) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const orders = count();
      return database.db
        .select({ leasing: sql<string>`min(trim(${order.leasing}))`, orders })
        .from(order)
        .where(unmapped(caller.id_company))
        .groupBy(typed)
        .orderBy(desc(orders))
        .limit(100);
    },
  );

  app.post(
    '/unmapped',
    {
      preHandler: requireModule('Leasing'),
      schema: {
        summary: 'Petakan nama leasing order lama ke mitra',
        tags: ['leasing'],
        body: leasingMapping,
        response: { 200: z.object({ orders: z.number().int() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { leasing, id_leasing_partner } = request.body;
      return database.db.transaction(async (tx) => {
        const [partner] = await tx
          .select({ id: leasingPartner.id })
          .from(leasingPartner)
          .where(and(eq(leasingPartner.id, id_leasing_partner), eq(leasingPartner.id_company, caller.id_company)));
        if (!partner) throw fieldError(422, 'id_leasing_partner', problem('leasing.partner_unavailable'));
        const mapped = await tx
          .update(order)
          .set({ id_leasing_partner: partner.id })
          .where(and(unmapped(caller.id_company), sql`${typed} = lower(${leasing})`))
          .returning({ id: order.id });
        if (mapped.length === 0) throw fieldError(422, 'leasing', problem('leasing.nothing_to_map'));
        await logActivity(tx, {
          id_company: caller.id_company,
          ...actorOf(caller),
          action: 'map_leasing',
          entity: 'leasing_partner',
          id_entity: partner.id,
          detail: { leasing, orders: mapped.length },
        });
        return { orders: mapped.length };
      });
    },
  );
};

export default unmappedRoutes;
