import type { FileStore } from '../../files/store';
import type { ResourceDefinition } from '../../plugins/resource';
import type { Row } from '../../plugins/resourceRecord';

/** The store's folder of prospect photos, served at /files/prospects/<name>. */
export const PROSPECT_PHOTOS = 'prospects';

/**
 * The prospect resource whose deletions also remove the deleted prospects' photos from the store,
 * once the deletion has committed, so a deleted prospect's photo is no longer served.
 */
export const removingPhotosOnDelete = (definition: ResourceDefinition<'prospect'>, files: FileStore): ResourceDefinition<'prospect'> => ({
  ...definition,
  async afterDelete(deleted: Row<'prospect'>[]) {
    await definition.afterDelete?.(deleted);
    for (const { photo } of deleted) {
      if (photo !== null) await files.remove(PROSPECT_PHOTOS, photo);
    }
  },
});
