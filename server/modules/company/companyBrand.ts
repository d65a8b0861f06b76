import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { company } from '../../db/schema';
import type { FileStore } from '../../files/store';
import type { Mailer, MailBrand } from '../../mailer';
import { COMPANY_LOGOS } from './company.routes';

/** The dealer's name and logo as Pengaturan Instansi holds them now; a logo gone from the store is left out. */
export async function companyBrand(db: Executor, files: FileStore, id_company: number): Promise<MailBrand | undefined> {
  const [found] = await db.select({ name: company.name, logo: company.logo }).from(company).where(eq(company.id, id_company));
  if (!found) return undefined;
  const stored = found.logo ? await files.read(COMPANY_LOGOS, found.logo) : null;
  return { name: found.name, logo: stored && { content: await buffer(stored.body), contentType: stored.type } };
}

/**
 * Every mail sent for a dealer carries its name and logo (docs/architecture.md, Mail). A sender
 * inside a transaction passes the brand it read with that transaction: a read here would wait for
 * the transaction to end on PGlite's one connection, which waits for the mail.
 */
export const withCompanyBrand = (mailer: Mailer, db: Executor, files: FileStore): Mailer => ({
  async send(mail) {
    const brand = mail.brand ?? (mail.id_company === undefined ? undefined : await companyBrand(db, files, mail.id_company));
    await mailer.send({ ...mail, brand });
  },
});
