import { createSelectSchema } from 'drizzle-zod';
import { company } from '../tables/tenancy';

/** A dealer as /company answers it: every column but when it was created. */
export const companyRecord = createSelectSchema(company).omit({ created_at: true });
