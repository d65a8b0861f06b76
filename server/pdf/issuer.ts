import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { company } from '../db/schema';
import type { FileStore } from '../files/store';
import { COMPANY_LOGOS } from '../modules/company/company.routes';
import type { Issuer } from './pdfDocument';

/** The image types a PDF can embed; a WebP logo is left out of the document rather than converted. */
const EMBEDDABLE = new Set(['image/png', 'image/jpeg']);

/** The dealer a printed document is issued in the name of: its name, contacts and logo. */
export async function issuerOf(tx: Executor, files: FileStore, id_company: number): Promise<Issuer> {
  const [found] = await tx
    .select({ name: company.name, address: company.address, phone: company.phone, email: company.email, logo: company.logo })
    .from(company)
    .where(eq(company.id, id_company));
  const stored = found.logo ? await files.read(COMPANY_LOGOS, found.logo) : null;
  let logo: Buffer | null = null;
  if (stored && EMBEDDABLE.has(stored.type)) logo = await buffer(stored.body);
  else stored?.body.destroy();
  return { ...found, logo };
}
