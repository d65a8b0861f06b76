import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { movesOf, SPK_GAP_LABELS, spkGaps } from '../../../domain/spk';
import { DEAL_ORDER_STATUSES } from '../../../domain/vocabularies';
import { spkChange, spkLayout, spkMove } from '../../../domain/schemas/spk';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { company, leasingApplication, order, prospect } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { idParams, producing } from '../../schemas';
import { orderVisible } from '../orders/order.resource';
import { spkDocument } from './spkDocument';

const spkAnswer = z.object({
  id: z.number().int(),
  spk_status: z.string(),
  stnk_name: z.string().nullable(),
  booking_fee: z.number().nullable(),
  booking_fee_paid_at: z.string().nullable(),
});

/** What the SPK's calls answer: the order's SPK fields. */
const SPK_COLUMNS = { id: order.id, spk_status: order.spk_status, stnk_name: order.stnk_name, booking_fee: order.booking_fee, booking_fee_paid_at: order.booking_fee_paid_at };

const answerOf = (row: { id: number; spk_status: string; stnk_name: string | null; booking_fee: number | null; booking_fee_paid_at: Date | null }) => ({
  ...row,
  booking_fee_paid_at: row.booking_fee_paid_at?.toISOString() ?? null,
});

/** An order the caller sees, locked while its SPK changes; 404 otherwise. */
async function spkOf(tx: Executor, caller: Caller, id: number) {
  const [found] = await tx
    .select()
    .from(order)
    .where(and(eq(order.id, id), eq(order.id_company, caller.id_company), orderVisible(caller)))
    .for('update');
  if (!found) throw notFound();
  return found;
}

/** What the SPK still lacks before it is Lengkap (domain/spk.ts), read from the order, its buyer, its leasing and the company's rule. */
async function gapsOf(tx: Executor, spk: typeof order.$inferSelect) {
  const [facts] = await tx
    .select({
      address: prospect.address,
      limit: company.sales_discount_limit,
      approved: sql<boolean>`exists (select 1 from ${leasingApplication} where ${leasingApplication.id_order} = ${spk.id} and ${leasingApplication.status} = 'approved')`,
    })
    .from(prospect)
    .innerJoin(company, eq(company.id, prospect.id_company))
    .where(eq(prospect.id, spk.id_prospect));
  return spkGaps({
    buyer_address: facts.address,
    colour: spk.colour,
    payment: spk.payment,
    leasing_approved: facts.approved,
    booking_fee_paid: spk.booking_fee_paid_at !== null,
    discount: spk.discount,
    discount_limit: facts.limit,
    validated: (DEAL_ORDER_STATUSES as readonly string[]).includes(spk.status),
  });
}

/**
 * <order>/:id/spk (docs/leasing.md, The SPK): what the SPK adds to the order while a Draft (the STNK's
 * owner, the booking fee and whether it was received), its states, and the SPK as a PDF.
 */
const spkRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const guard = { preHandler: requireModule('Order') };
  const tags = ['order'];
  const { db } = database;

  app.put('/:id/spk', { ...guard, schema: { summary: 'Ubah data SPK', tags, params: idParams, body: spkChange, response: { 200: spkAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const { booking_fee_paid, ...details } = request.body;
    return db.transaction(async (tx) => {
      const spk = await spkOf(tx, caller, request.params.id);
      if (spk.spk_status !== 'draft') throw new AppError(409, problem('spk.not_draft'));
      const paid = booking_fee_paid === undefined ? {} : { booking_fee_paid_at: booking_fee_paid ? (spk.booking_fee_paid_at ?? new Date()) : null };
      const [changed] = await tx
        .update(order)
        .set({ ...details, ...paid, updated_at: new Date() })
        .where(eq(order.id, spk.id))
        .returning(SPK_COLUMNS);
      await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'order', id_entity: spk.id });
      return answerOf(changed);
    });
  });

  app.post('/:id/spk/move', { ...guard, schema: { summary: 'Ubah status SPK', tags, params: idParams, body: spkMove, response: { 200: spkAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const { to } = request.body;
    return db.transaction(async (tx) => {
      const spk = await spkOf(tx, caller, request.params.id);
      const closed = spk.status === 'rejected' || spk.status === 'cancelled';
      if (!movesOf(spk.spk_status, closed).includes(to)) {
        throw new AppError(409, closed ? problem('spk.order_closed') : problem('spk.move_not_allowed', { from: spk.spk_status, to }));
      }
      if (to === 'complete') {
        const gaps = await gapsOf(tx, spk);
        if (gaps.length) throw new AppError(422, problem('spk.incomplete', { gaps: gaps.map((gap) => SPK_GAP_LABELS[gap]).join(', ') }));
      }
      const [moved] = await tx
        .update(order)
        .set({ spk_status: to, updated_at: new Date() })
        .where(eq(order.id, spk.id))
        .returning(SPK_COLUMNS);
      await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update_status', entity: 'order', id_entity: spk.id, detail: { spk_status: to } });
      return answerOf(moved);
    });
  });

  app.get(
    '/:id/spk.pdf',
    { ...guard, schema: { summary: 'Cetak SPK (PDF)', tags, params: idParams, querystring: spkLayout, ...producing('application/pdf') } },
    async (request, reply) => {
      const caller = callerOf(request);
      const pdf = await db.transaction((tx) => spkDocument(tx, files, caller, request.params.id, request.query.layout));
      return reply.type('application/pdf').header('Cache-Control', 'private, no-store').header('Content-Disposition', `inline; filename="spk-${request.params.id}.pdf"`).send(pdf);
    },
  );
};

export default spkRoutes;
