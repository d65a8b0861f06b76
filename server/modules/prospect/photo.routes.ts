import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { prospect } from '../../db/schema';
import { MAX_IMAGE_BYTES, type FileStore } from '../../files/store';
import { callerOf, requireModule } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { idParams } from '../../schemas';
import { visibleProspect } from './visibility';

export const PROSPECT_PHOTOS = 'prospects';

/** POST /api/prospect/v1/prospect/:id/photo (multipart, field `file`): the prospect's photo. */
const prospectPhotoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  app.post(
    '/:id/photo',
    {
      preHandler: requireModule('Prospect'),
      schema: { tags: ['prospect'], consumes: ['multipart/form-data'], params: idParams, response: { 200: z.object({ photo: z.string() }) } },
    },
    async (request) => {
      const caller = callerOf(request);
      await visibleProspect(database.db, caller, request.params.id);
      const upload = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!upload) throw new AppError(422, 'Pilih foto yang akan diunggah.', { photo: 'Pilih foto yang akan diunggah.' });
      const bytes = await upload.toBuffer();
      const name = await files.saveImage(PROSPECT_PHOTOS, bytes);
      const [previous] = await database.db.select({ photo: prospect.photo }).from(prospect).where(eq(prospect.id, request.params.id));
      await database.db.update(prospect).set({ photo: name, updated_at: sql`now()` }).where(eq(prospect.id, request.params.id));
      if (previous?.photo) await files.remove(PROSPECT_PHOTOS, previous.photo);
      return { photo: name };
    },
  );
};

export default prospectPhotoRoutes;
