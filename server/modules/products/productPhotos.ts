import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connection';
import { product } from '../../db/schema';
import { replacePhoto } from '../../files/photoUpload';
import type { FileStore } from '../../files/store';
import { callerOf, requireModule } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { idParams, multipartUpload } from '../../schemas';

/** The store's folder of motorcycle photos, served at /files/products/<name>. */
export const PRODUCT_PHOTOS = 'products';

/** POST <setting/Product's path>/:id/photo (multipart, field `file`): the motorcycle's photo, for Product holders. */
const productPhotoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const { db } = database;
  app.post(
    '/:id/photo',
    {
      preHandler: requireModule('Product'),
      schema: { summary: 'Unggah foto produk', tags: ['product'], ...multipartUpload('photo'), params: idParams, response: { 200: z.object({ photo: z.string() }) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const theirs = and(eq(product.id, request.params.id), eq(product.id_company, caller.id_company));
      const [found] = await db.select({ id: product.id }).from(product).where(theirs);
      if (!found) throw notFound();
      const photo = await replacePhoto(request, files, PRODUCT_PHOTOS, { db, id_company: caller.id_company }, async (name, bytes) => {
        const [previous] = await db.select({ photo: product.photo }).from(product).where(theirs);
        await db.update(product).set({ photo: name, photo_bytes: bytes, updated_at: sql`now()` }).where(theirs);
        return previous?.photo ?? null;
      });
      return { photo };
    },
  );
};

export default productPhotoRoutes;
