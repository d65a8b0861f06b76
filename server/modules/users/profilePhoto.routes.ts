import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/connection';
import { user } from '../../db/schema';
import { replacePhoto } from '../../files/photoUpload';
import type { FileStore } from '../../files/store';
import { personOf } from '../../plugins/auth';
import { profileAnswer } from '../../../domain/schemas/profile';
import { multipartUpload } from '../../schemas';
import { readProfile } from './profile.service';

/** The store's folder of users' photos, served at /files/users/<name> (the avatar). */
export const USER_PHOTOS = 'users';

/** The caller's own photo on Profil: upload or replace it (multipart field `file`), or remove it. */
const profilePhotoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const { db } = database;
  const photoOf = async (id: number) => (await db.select({ photo: user.photo }).from(user).where(eq(user.id, id)))[0]?.photo ?? null;
  const setPhoto = (id: number, photo: string | null, photo_bytes: number | null) => db.update(user).set({ photo, photo_bytes, updated_at: sql`now()` }).where(eq(user.id, id));

  app.post(
    '/photo',
    { schema: { summary: 'Unggah foto profil saya', tags: ['user'], ...multipartUpload('photo'), response: { 200: profileAnswer } } },
    async (request) => {
      const caller = personOf(request);
      await replacePhoto(request, files, USER_PHOTOS, { db, id_company: caller.id_company }, async (name, bytes) => {
        const previous = await photoOf(caller.id);
        await setPhoto(caller.id, name, bytes);
        return previous;
      });
      return { data: await readProfile(db, caller.id) };
    },
  );

  app.delete('/photo', { schema: { summary: 'Hapus foto profil saya', tags: ['user'], response: { 200: profileAnswer } } }, async (request) => {
    const caller = personOf(request);
    const previous = await photoOf(caller.id);
    await setPhoto(caller.id, null, null);
    if (previous) await files.remove(USER_PHOTOS, previous);
    return { data: await readProfile(db, caller.id) };
  });
};

export default profilePhotoRoutes;
