import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdministrator } from '../../../domain/permissions';
import { problem } from '../../../domain/errors';
import { companyChange, companyRecord } from '../../../domain/schemas/company';
import type { DatabaseHandle } from '../../db/connection';
import { company } from '../../db/schema';
import { replacePhoto } from '../../files/photoUpload';
import type { FileStore } from '../../files/store';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, subjectOf } from '../../plugins/auth';
import type { Caller } from '../../plugins/session';
import { fieldError, forbidden } from '../../plugins/errors';
import { multipartUpload } from '../../schemas';
import { unusedCompanyCode } from '../users/companySetup';

/** The store's folder of company logos, served at /files/company/<name> (the top bar's logo). */
export const COMPANY_LOGOS = 'company';

// The record's columns: the company's, without when it was created and its logo's size.
const { created_at: _createdAt, logo_bytes: _logoBytes, ...columns } = getTableColumns(company);
const answer = { 200: z.object({ data: companyRecord }) };

/**
 * /api/master/v1/company: the caller's dealer (Pengaturan Instansi, docs/product.md). Every member
 * reads it (Bantuan shows its contact); only an Administrator reads its registration code and
 * changes anything.
 */
const companyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const { db } = database;
  const current = async (id: number) => (await db.select(columns).from(company).where(eq(company.id, id)))[0];
  const recordFor = async (caller: Caller) => {
    const { code, ...rest } = await current(caller.id_company);
    return isAdministrator(subjectOf(caller)) ? { ...rest, code } : rest;
  };
  const administrator = (caller: Caller) => {
    if (!isAdministrator(subjectOf(caller))) throw forbidden();
    return caller;
  };

  app.get('/company', { schema: { summary: 'Data perusahaan pemanggil', tags: ['company'], response: answer } }, async (request) => ({
    data: await recordFor(callerOf(request)),
  }));

  app.put('/company', { schema: { summary: 'Ubah data perusahaan', tags: ['company'], body: companyChange, response: answer } }, async (request) => {
    const caller = administrator(callerOf(request));
    const before = await current(caller.id_company);
    // Checked on the hours as they would be after the change: a page may send only one of them.
    if ((request.body.work_start ?? before.work_start) >= (request.body.work_end ?? before.work_end)) {
      throw fieldError(422, 'work_end', problem('company.work_hours_order'));
    }
    await db.transaction(async (tx) => {
      await tx.update(company).set(request.body).where(eq(company.id, caller.id_company));
      await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'company', id_entity: caller.id_company, detail: request.body });
    });
    return { data: await recordFor(caller) };
  });

  app.post(
    '/company/code',
    {
      schema: {
        summary: 'Buat kode perusahaan baru',
        description: 'The old code stops working at once: registrations that still type it are refused.',
        tags: ['company'],
        response: answer,
      },
    },
    async (request) => {
      const caller = administrator(callerOf(request));
      await db.transaction(async (tx) => {
        const code = await unusedCompanyCode(tx);
        await tx.update(company).set({ code }).where(eq(company.id, caller.id_company));
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'regenerate_code', entity: 'company', id_entity: caller.id_company });
      });
      return { data: await recordFor(caller) };
    },
  );

  const setLogo = async (caller: Caller, logo: string | null, logo_bytes: number | null) => {
    const previous = (await current(caller.id_company)).logo;
    await db.transaction(async (tx) => {
      await tx.update(company).set({ logo, logo_bytes }).where(eq(company.id, caller.id_company));
      await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: logo ? 'update_logo' : 'remove_logo', entity: 'company', id_entity: caller.id_company });
    });
    return previous;
  };

  app.post('/company/logo', { schema: { summary: 'Unggah logo perusahaan', tags: ['company'], ...multipartUpload('logo'), response: answer } }, async (request) => {
    const caller = administrator(callerOf(request));
    await replacePhoto(request, files, COMPANY_LOGOS, { db, id_company: caller.id_company }, (name, bytes) => setLogo(caller, name, bytes));
    return { data: await recordFor(caller) };
  });

  app.delete('/company/logo', { schema: { summary: 'Hapus logo perusahaan', tags: ['company'], response: answer } }, async (request) => {
    const caller = administrator(callerOf(request));
    const previous = await setLogo(caller, null, null);
    if (previous) await files.remove(COMPANY_LOGOS, previous);
    return { data: await recordFor(caller) };
  });
};

export default companyRoutes;
