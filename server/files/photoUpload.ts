import type { FastifyRequest } from 'fastify';
import { problem } from '../../domain/errors';
import type { WritableResource } from '../../domain/schemas';
import { fieldError } from '../plugins/errors';
import type { ResourceDefinition } from '../plugins/resource';
import type { Row } from '../plugins/resourceRecord';
import type { FileStore } from './store';
import { readUploadedFile } from './upload';

/**
 * A record's photo from the one file a multipart request carries: read whole (413 over the limit),
 * stored only when its bytes are a JPG, PNG or WebP (422 otherwise, whatever the name says), under a
 * new random name. `swap` writes that name on the record and answers the previous one, whose file is
 * then removed. Answers the new name.
 */
export async function replacePhoto(request: FastifyRequest, files: FileStore, folder: string, swap: (name: string) => Promise<string | null>) {
  const bytes = await readUploadedFile(request);
  if (!bytes) throw fieldError(422, 'photo', problem('photo.missing'));
  const name = await files.saveImage(folder, bytes);
  const previous = await swap(name);
  if (previous) await files.remove(folder, previous);
  return name;
}

/** The resources whose rows carry a photo of the store. */
type PhotoResource = { [R in WritableResource]: Row<R> extends { photo: string | null } ? R : never }[WritableResource];

/**
 * The resource whose deletions also remove the deleted rows' photos from the store, once the
 * deletion has committed, so a deleted record's photo is no longer served.
 */
export const removingPhotosOnDelete = <R extends PhotoResource>(definition: ResourceDefinition<R>, files: FileStore, folder: string): ResourceDefinition<R> => ({
  ...definition,
  async afterDelete(deleted: Row<R>[]) {
    await definition.afterDelete?.(deleted);
    for (const { photo } of deleted) {
      if (photo !== null) await files.remove(folder, photo);
    }
  },
});
