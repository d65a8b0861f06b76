import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { ensurePlanRoom } from '../plugins/planLimits';
import { problem } from '../../domain/errors';
import type { WritableResource } from '../../domain/schemas';
import { fieldError } from '../plugins/errors';
import type { ResourceDefinition } from '../plugins/resource';
import type { Row } from '../plugins/resourceRecord';
import type { FileStore } from './store';
import { readUploadedFile } from './upload';

/** The company whose plan's storage an image counts against (docs/plans.md). */
export type ImageOwner = { db: Database; id_company: number };

/**
 * The bytes of an image the request uploads, once the owner's plan has room for them (409
 * plan.limit_reached on storage otherwise): checked before anything is stored. The check is not
 * held until the image's record is written, so two uploads at the last free megabyte may both pass.
 */
export async function uploadedImage(request: FastifyRequest, { db, id_company }: ImageOwner) {
  const bytes = await readUploadedFile(request);
  if (!bytes) throw fieldError(422, 'photo', problem('photo.missing'));
  await db.transaction((tx) => ensurePlanRoom(tx, id_company, 'storage_mb', bytes.length));
  return bytes;
}

/**
 * A record's photo from the one file a multipart request carries: read whole (413 over the limit),
 * refused when the plan's storage is full, stored only when its bytes are a JPG, PNG or WebP (422
 * otherwise, whatever the name says), under a new random name. `swap` writes that name and its size
 * on the record and answers the previous name, whose file is then removed; if `swap` fails, the new
 * file is removed instead. Answers the new name.
 */
export async function replacePhoto(
  request: FastifyRequest,
  files: FileStore,
  folder: string,
  owner: ImageOwner,
  swap: (name: string, bytes: number) => Promise<string | null>,
) {
  const bytes = await uploadedImage(request, owner);
  const name = await files.saveImage(folder, bytes);
  let previous: string | null;
  try {
    previous = await swap(name, bytes.length);
  } catch (error) {
    await files.remove(folder, name);
    throw error;
  }
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
