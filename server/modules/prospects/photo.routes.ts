import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { prospect } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { replacePhoto } from '../../files/photoUpload';
import { callerOf, requireModule } from '../../plugins/auth';
import { idParams, multipartUpload } from '../../schemas';
import { PROSPECT_PHOTOS } from './prospectPhotos';
import { visibleProspect } from './visibility';

/** POST /api/prospect/v1/prospect/:id/photo (multipart, field `file`): the prospect's photo. */
const prospectPhotoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  app.post(
    '/:id/photo',
    {
      preHandler: requireModule('Prospect'),
      schema: { summary: 'Unggah foto prospek', tags: ['prospect'], ...multipartUpload('photo'), params: idParams, response: { 200: z.object({ photo: z.string() }) } },
    },
    async (request) => {
      const caller = callerOf(request);
      await visibleProspect(database.db, caller, request.params.id);
      const photo = await replacePhoto(request, files, PROSPECT_PHOTOS, { db: database.db, id_company: caller.id_company }, async (name, bytes) => {
        const [previous] = await database.db.select({ photo: prospect.photo }).from(prospect).where(eq(prospect.id, request.params.id));
        await database.db.update(prospect).set({ photo: name, photo_bytes: bytes, updated_at: sql`now()` }).where(eq(prospect.id, request.params.id));
        return previous?.photo ?? null;
      });
      return { photo };
    },
  );
};

export default prospectPhotoRoutes;
