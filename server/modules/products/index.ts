import type { FastifyPluginAsync } from 'fastify';
import { RESOURCES } from '../../../domain/resources';
import { removingPhotosOnDelete } from '../../files/photoUpload';
import { serveResource, type ModuleOptions } from '../moduleOptions';
import { productResource } from './product.resource';
import productPhotoRoutes, { PRODUCT_PHOTOS } from './productPhotos';

/** The motorcycles a dealer sells, with their photos. */
const productsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, files }) => {
  await serveResource(app, database, removingPhotosOnDelete(productResource, files, PRODUCT_PHOTOS));
  await app.register(productPhotoRoutes, { prefix: RESOURCES['setting/Product'].path, database, files });
};

export default productsModule;
