import { and, eq } from 'drizzle-orm';
import type { TemplateValues } from '../../domain/whatsappTemplate';
import type { Executor } from '../db/connection';
import { company, product, prospect, user } from '../db/schema';

/** The sender's part of a template's values: their name, number and dealer. */
export async function senderValues(tx: Executor, id_company: number, id_user: number): Promise<TemplateValues> {
  const [found] = await tx
    .select({ sales: user.name, telepon_sales: user.phone_number, dealer: company.name })
    .from(user)
    .innerJoin(company, eq(company.id, user.id_company))
    .where(and(eq(user.id, id_user), eq(user.id_company, id_company)));
  return found ?? {};
}

/** The recipient's part when the recipient is a prospect of the company (none of another company's). */
export async function prospectValues(tx: Executor, id_company: number, id_prospect: number): Promise<TemplateValues> {
  const [found] = await tx
    .select({ nama: prospect.name, telepon: prospect.phone, kota: prospect.kota, status: prospect.status, motor: product.name })
    .from(prospect)
    .leftJoin(product, eq(product.id, prospect.id_product))
    .where(and(eq(prospect.id, id_prospect), eq(prospect.id_company, id_company)));
  return found ?? {};
}
