/**
 * The database schema (DESIGN.md §5), one file per concern; Drizzle and `npm run db:generate` read
 * it all from here.
 */
export * from './tables/tenancy';
export * from './tables/sales';
export * from './tables/activity';
