import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import mapTileRoutes from './mapTiles.routes';
import visumPhotoRoutes from './photo.routes';
import { VISUM_PHOTOS } from './visibility';
import { visumResource } from './visum.resource';

/** Data Visum: field visit reports with their photos, and the map's tile address. */
const visumModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files, config }) => {
  const prefix = RESOURCES['setting/visum'].path;
  await serveResource(app, database, {
    ...visumResource,
    // Once a deletion has committed, the deleted visits' photos go too.
    async afterDelete(deleted) {
      for (const { photo } of deleted) if (photo !== null) await files.remove(VISUM_PHOTOS, photo);
    },
  });
  await app.register(visumPhotoRoutes, { prefix, database, files });
  await app.register(mapTileRoutes, { prefix, tileUrl: config.mapTileUrl });
};

export default visumModule;
