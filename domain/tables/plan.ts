/**
 * The company's subscription plan as the service's operator set it (`npm run plan`, docs/plans.md):
 * one row per company at most; each limit null, like a missing row, means no limit.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { idCompany } from './tenancy';

export const companyPlan = pgTable(
  'company_plan',
  {
    id: serial('id').primaryKey(),
    id_company: idCompany(),
    name: text('name').notNull(),
    max_users: integer('max_users'),
    max_prospects: integer('max_prospects'),
    max_whatsapp_numbers: integer('max_whatsapp_numbers'),
    max_storage_mb: integer('max_storage_mb'),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_plan_company_uq').on(t.id_company),
    check(
      'company_plan_limits_check',
      sql`${t.max_users} >= 0 and ${t.max_prospects} >= 0 and ${t.max_whatsapp_numbers} >= 0 and ${t.max_storage_mb} >= 0`,
    ),
  ],
);
