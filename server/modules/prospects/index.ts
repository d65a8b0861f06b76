import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { leavingUnassignedToRule } from '../distribution/autoDistribution';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { collabResource } from './collab.resource';
import { followUpResource } from './followup.resource';
import prospectPhotoRoutes from './photo.routes';
import { removingPhotosOnDelete } from '../../files/photoUpload';
import { PROSPECT_PHOTOS } from './prospectPhotos';
import { prospectResource } from './prospect.resource';

/** Prospects with their photos, follow-ups and collaboration requests. */
const prospectsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files }) => {
  await serveResource(app, database, leavingUnassignedToRule(removingPhotosOnDelete(prospectResource, files, PROSPECT_PHOTOS), app.jobs));
  await app.register(prospectPhotoRoutes, { prefix: RESOURCES.prospect.path, database, files });
  await serveResource(app, database, followUpResource);
  await serveResource(app, database, collabResource);
};

export default prospectsModule;
