import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { applicationDocumentRecord, documentParams } from '../../../domain/schemas/leasingApplication';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { applicationDocument } from '../../db/schema';
import { replacePhoto } from '../../files/photoUpload';
import type { FileStore } from '../../files/store';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError, notFound } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { idParams, multipartUpload, producing } from '../../schemas';
import { applicationFor } from './applicationAccess';

/**
 * The store's folder of applicants' documents. Never served by /files: a KTP is read only through
 * the route below, by those who see the order.
 */
export const APPLICATION_DOCUMENTS = 'leasingdocs';

/** An application whose documents may still change: until the partner has decided. */
async function openApplication(tx: Executor, caller: Caller, id: number) {
  const found = await applicationFor(tx, caller, id);
  if (!['submitted', 'survey'].includes(found.application.status)) throw new AppError(409, problem('leasing.documents_closed'));
  return found;
}

const one = (id_application: number, kind: string) => and(eq(applicationDocument.id_application, id_application), sql`${applicationDocument.kind} = ${kind}`);

/**
 * <leasing-application>/:id/documents and /:id/document/:kind (docs/leasing.md): the applicant's
 * documents, photographed on the phone and checked as every photo is (a JPG, PNG or WebP by its
 * bytes, at most 5 MB, within the plan's storage); one per kind, a new photo replacing the old.
 */
const documentRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const guard = { preHandler: requireModule('Order') };
  const tags = ['leasing-application'];
  const { db } = database;

  app.get(
    '/:id/documents',
    { ...guard, schema: { summary: 'Dokumen pengajuan leasing', tags, params: idParams, response: { 200: z.array(applicationDocumentRecord) } } },
    async (request) => {
      const caller = callerOf(request);
      return db.transaction(async (tx) => {
        await applicationFor(tx, caller, request.params.id);
        return tx
          .select({ kind: applicationDocument.kind, id_user: applicationDocument.id_user, created_at: applicationDocument.created_at })
          .from(applicationDocument)
          .where(eq(applicationDocument.id_application, request.params.id))
          .orderBy(asc(applicationDocument.kind));
      });
    },
  );

  app.post(
    '/:id/document/:kind',
    { ...guard, schema: { summary: 'Unggah foto dokumen pengajuan leasing', tags, ...multipartUpload('photo'), params: documentParams, response: { 200: applicationDocumentRecord } } },
    async (request) => {
      const caller = callerOf(request);
      const { id, kind } = request.params;
      await db.transaction((tx) => openApplication(tx, caller, id));
      let saved: z.output<typeof applicationDocumentRecord> | undefined;
      await replacePhoto(request, files, APPLICATION_DOCUMENTS, { db, id_company: caller.id_company }, (name, bytes) =>
        db.transaction(async (tx) => {
          await openApplication(tx, caller, id);
          const [previous] = await tx.select({ photo: applicationDocument.photo }).from(applicationDocument).where(one(id, kind)).for('update');
          const values = { photo: name, photo_bytes: bytes, id_user: caller.integration ? null : caller.id, created_at: new Date() };
          const [row] = await tx
            .insert(applicationDocument)
            .values({ id_company: caller.id_company, id_application: id, kind, ...values })
            .onConflictDoUpdate({ target: [applicationDocument.id_application, applicationDocument.kind], set: values })
            .returning({ kind: applicationDocument.kind, id_user: applicationDocument.id_user, created_at: applicationDocument.created_at });
          saved = row;
          return previous?.photo ?? null;
        }),
      );
      return saved;
    },
  );

  app.get(
    '/:id/document/:kind',
    { ...guard, schema: { summary: 'Foto dokumen pengajuan leasing', tags, params: documentParams, ...producing('image/*') } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id, kind } = request.params;
      const [found] = await db.transaction(async (tx) => {
        await applicationFor(tx, caller, id);
        return tx.select({ photo: applicationDocument.photo }).from(applicationDocument).where(one(id, kind));
      });
      const file = found ? await files.read(APPLICATION_DOCUMENTS, found.photo) : null;
      if (!file) throw notFound();
      return reply.type(file.type).header('Cache-Control', 'private, no-store').send(file.body);
    },
  );

  app.delete(
    '/:id/document/:kind',
    { ...guard, schema: { summary: 'Hapus foto dokumen pengajuan leasing', tags, params: documentParams, response: { 200: z.object({ kind: z.string() }) } } },
    async (request) => {
      const caller = callerOf(request);
      const { id, kind } = request.params;
      const removed = await db.transaction(async (tx) => {
        await openApplication(tx, caller, id);
        return tx.delete(applicationDocument).where(one(id, kind)).returning({ photo: applicationDocument.photo });
      });
      if (!removed.length) throw notFound();
      await files.remove(APPLICATION_DOCUMENTS, removed[0].photo);
      return { kind };
    },
  );
};

export default documentRoutes;
