import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdministrator } from '../../../domain/permissions';
import type { DatabaseHandle } from '../../db/connection';
import { company } from '../../db/schema';
import { callerOf, subjectOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { companyRecord } from '../../../domain/schemas/company';
import { optionalPhoneField, optionalText, requiredText } from '../../../domain/schemas/fields';
import { actorOf, logActivity } from '../../plugins/activityLog';

// The record's columns: the company's, without when it was created.
const { created_at: _createdAt, ...columns } = getTableColumns(company);

/** GET/PUT /api/master/v1/company: the caller's dealer and its rules; only an Administrator changes them. */
const companyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const current = async (id: number) => (await db.select(columns).from(company).where(eq(company.id, id)))[0];

  app.get('/company', { schema: { summary: 'Data perusahaan pemanggil', tags: ['company'], response: { 200: z.object({ data: companyRecord }) } } }, async (request) => ({
    data: await current(callerOf(request).id_company),
  }));

  app.put(
    '/company',
    {
      schema: {
        summary: 'Ubah data perusahaan',
        tags: ['company'],
        body: z
          .object({
            name: requiredText('Nama perusahaan', 160),
            address: optionalText('Alamat', 300),
            phone: optionalPhoneField('Telepon'),
            followup_approval: z.boolean({ error: 'Pilih apakah follow up perlu persetujuan.' }),
          })
          .partial(),
        response: { 200: z.object({ data: companyRecord }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!isAdministrator(subjectOf(caller))) throw forbidden();
      await db.transaction(async (tx) => {
        await tx.update(company).set(request.body).where(eq(company.id, caller.id_company));
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'update', entity: 'company', id_entity: caller.id_company, detail: request.body });
      });
      return { data: await current(caller.id_company) };
    },
  );
};

export default companyRoutes;
