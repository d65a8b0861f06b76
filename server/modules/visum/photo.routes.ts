import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import type { DatabaseHandle } from '../../db/connection';
import { visum } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { uploadedImage } from '../../files/photoUpload';
import { callerOf, personOf, requireModule } from '../../plugins/auth';
import { AppError, forbidden, notFound } from '../../plugins/errors';
import { idParams, multipartUpload, producing } from '../../schemas';
import { visibleVisum, VISUM_PHOTOS } from './visibility';

const photoRecorded = () => new AppError(409, problem('visum.photo_recorded'));

/**
 * POST <visum>/:id/photo (multipart, field `file`): the visit's photo, once, by its recorder; the
 * bytes must be an image, as a prospect's photo (files/store.ts). GET <visum>/:id/photo: the photo,
 * to those who see the visit: it is not served by the public /files route.
 */
const visumPhotoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const { db } = database;
  const tags = ['visum'];

  app.post(
    '/:id/photo',
    {
      preHandler: requireModule('Visum'),
      schema: { summary: 'Unggah foto visum', tags, ...multipartUpload('photo'), params: idParams, response: { 200: z.object({ photo: z.string() }) } },
    },
    async (request) => {
      const caller = personOf(request);
      const [found] = await db.select({ id_user: visum.id_user, photo: visum.photo }).from(visum).where(visibleVisum(caller, request.params.id));
      if (!found) throw notFound();
      if (found.id_user !== caller.id) throw forbidden(problem('visum.not_recorder'));
      if (found.photo !== null) throw photoRecorded();
      const bytes = await uploadedImage(request, { db, id_company: caller.id_company });
      const name = await files.saveImage(VISUM_PHOTOS, bytes);
      // Two uploads at once: only the first one to land is kept.
      const stored = await db
        .update(visum)
        .set({ photo: name, photo_bytes: bytes.length })
        .where(and(eq(visum.id, request.params.id), isNull(visum.photo)))
        .returning({ id: visum.id });
      if (!stored.length) {
        await files.remove(VISUM_PHOTOS, name);
        throw photoRecorded();
      }
      return { photo: name };
    },
  );

  app.get('/:id/photo', { schema: { summary: 'Foto visum', tags, params: idParams, ...producing('image/*') } }, async (request, reply) => {
    const caller = callerOf(request);
    const [found] = await db.select({ photo: visum.photo }).from(visum).where(visibleVisum(caller, request.params.id));
    const file = found?.photo ? await files.read(VISUM_PHOTOS, found.photo) : null;
    if (!file) throw notFound();
    return reply.type(file.type).header('Cache-Control', 'private, max-age=86400').send(file.body);
  });
};

export default visumPhotoRoutes;
