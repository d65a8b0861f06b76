import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../plugins/errors';
import type { FileStore } from './store';

/**
 * The folders served here. Visit photos (Data Visum) are not: they go through their own route,
 * which checks that the caller sees the visit.
 */
const PUBLIC_FOLDERS = new Set(['prospects', 'products', 'users', 'company']);

/**
 * GET /files/:folder/:name: uploaded photos. Not under /api, so <img> tags load them without
 * headers; the names are unguessable and never reused, so browsers may keep them for good.
 */
const fileRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    '/:folder/:name',
    { schema: { hide: true, params: z.object({ folder: z.string().max(40), name: z.string().max(80) }) } },
    async (request, reply) => {
      const { folder, name } = request.params;
      const file = PUBLIC_FOLDERS.has(folder) ? await files.read(folder, name) : null;
      if (!file) throw notFound();
      return reply.type(file.type).header('Cache-Control', 'public, max-age=31536000, immutable').send(file.body);
    },
  );
};

export default fileRoutes;
