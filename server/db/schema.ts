/**
 * The database schema, one file per concern under domain/tables (both sides derive their record
 * types from it); Drizzle and `npm run db:generate` read it all from here.
 */
export * from '../../domain/tables/tenancy';
export * from '../../domain/tables/sales';
export * from '../../domain/tables/leasing';
export * from '../../domain/tables/credit';
export * from '../../domain/tables/activity';
export * from '../../domain/tables/distribution';
export * from '../../domain/tables/exports';
export * from '../../domain/tables/imports';
export * from '../../domain/tables/team';
export * from '../../domain/tables/whatsapp';
export * from '../../domain/tables/whatsappCloud';
export * from '../../domain/tables/integration';
export * from '../../domain/tables/webhooks';
export * from '../../domain/tables/idempotency';
export * from '../../domain/tables/plan';
export * from '../../domain/tables/security';
export * from '../../domain/tables/files';
