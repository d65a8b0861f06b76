import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Executor } from '../../db/connection';
import { leasingPartner, order, product } from '../../db/schema';
import { AppError, fieldError } from '../../plugins/errors';
import { defineResource } from '../../plugins/resource';
import type { Caller } from '../../plugins/session';

type Naming = { name?: string; short_name?: string; product_ids?: number[] };

/** Names are the company's own: two partners may not be told apart by neither. */
async function ensureNamesFree(tx: Executor, caller: Caller, { name, short_name }: Naming, id?: number) {
  const names = [name, short_name].filter((n): n is string => n !== undefined).map((n) => n.toLowerCase());
  if (names.length === 0) return;
  const [taken] = await tx
    .select({ id: leasingPartner.id })
    .from(leasingPartner)
    .where(
      and(
        eq(leasingPartner.id_company, caller.id_company),
        id === undefined ? undefined : ne(leasingPartner.id, id),
        or(inArray(sql`lower(${leasingPartner.name})`, names), inArray(sql`lower(${leasingPartner.short_name})`, names)),
      ),
    )
    .limit(1);
  if (taken) throw fieldError(422, name === undefined ? 'short_name' : 'name', problem('leasing.name_taken'));
}

/** The motorcycles an offer names must be the company's. */
async function ensureOwnMotors(tx: Executor, caller: Caller, ids: number[] | undefined) {
  if (!ids?.length) return;
  const [{ found }] = await tx
    .select({ found: count() })
    .from(product)
    .where(and(eq(product.id_company, caller.id_company), inArray(product.id, ids)));
  if (found !== ids.length) throw fieldError(422, 'product_ids', problem('leasing.product_unknown'));
}

/** A partner's names are free and its motorcycles the company's; the form and the offers file both ask. */
export async function checkPartner(tx: Executor, caller: Caller, input: Naming, id?: number) {
  await ensureNamesFree(tx, caller, input, id);
  await ensureOwnMotors(tx, caller, input.product_ids);
}

/**
 * /setting/leasing (Mitra Leasing): the finance companies the dealer sells on credit through and
 * their current offers. Every member reads them for the credit simulation; writing them takes the
 * Leasing module (docs/leasing.md).
 */
export const leasingPartnerResource = defineResource({
  resource: 'setting/leasing',
  readModule: null,
  searchable: [leasingPartner.name, leasingPartner.short_name, leasingPartner.contact_name],
  filters: { active: leasingPartner.active },
  defaultSort: 'name',
  async createRow(tx, caller, input) {
    await checkPartner(tx, caller, input);
    return { ...input, updated_at: new Date() };
  },
  async updateRow(tx, caller, input, current) {
    await checkPartner(tx, caller, input, current.id);
    return { ...input, updated_at: new Date() };
  },
  async beforeDelete(tx, caller, ids) {
    const [{ orders }] = await tx
      .select({ orders: count() })
      .from(order)
      .where(and(eq(order.id_company, caller.id_company), inArray(order.id_leasing_partner, ids)));
    if (orders > 0) throw new AppError(409, problem('leasing.partner_in_use', { orders }));
  },
});
