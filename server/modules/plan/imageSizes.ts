import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection';
import { company, product, prospect, user, visum } from '../../db/schema';
import type { FileStore } from '../../files/store';
import type { JobHandler } from '../../plugins/jobs';
import { COMPANY_LOGOS } from '../company/company.routes';
import { PRODUCT_PHOTOS } from '../products/productPhotos';
import { PROSPECT_PHOTOS } from '../prospects/prospectPhotos';
import { USER_PHOTOS } from '../users/profilePhoto.routes';
import { VISUM_PHOTOS } from '../visum/visibility';

export const IMAGE_SIZES_QUEUE = 'plan.image_sizes';

type StoredImages = { table: AnyPgTable; id: AnyPgColumn; name: AnyPgColumn; bytes: AnyPgColumn; folder: string };

/** Every kind of stored image and where its size is kept (migration 0026; docs/plans.md). */
const IMAGES: StoredImages[] = [
  { table: prospect, id: prospect.id, name: prospect.photo, bytes: prospect.photo_bytes, folder: PROSPECT_PHOTOS },
  { table: user, id: user.id, name: user.photo, bytes: user.photo_bytes, folder: USER_PHOTOS },
  { table: product, id: product.id, name: product.photo, bytes: product.photo_bytes, folder: PRODUCT_PHOTOS },
  { table: visum, id: visum.id, name: visum.photo, bytes: visum.photo_bytes, folder: VISUM_PHOTOS },
  { table: company, id: company.id, name: company.logo, bytes: company.logo_bytes, folder: COMPANY_LOGOS },
];

const BATCH = 100;

/** The bytes of a stored file, counted as they stream; a file gone from the store takes no room. */
async function sizeOf(files: FileStore, folder: string, name: string) {
  const stored = await files.read(folder, name);
  let size = 0;
  if (stored) for await (const chunk of stored.body) size += (chunk as Buffer).length;
  return size;
}

/**
 * The images stored before their size was recorded, measured from the store a hundred at a time
 * until none is left (queued at every start; a shutdown stops it between images). An image
 * replaced meanwhile keeps the size its upload wrote.
 */
export const imageSizer =
  (db: Executor, files: FileStore): JobHandler<object> =>
  async (_data, { signal }) => {
    for (const { table, id, name, bytes, folder } of IMAGES) {
      for (;;) {
        const unsized = (await db
          .select({ id, name })
          .from(table)
          .where(and(isNotNull(name), isNull(bytes)))
          .limit(BATCH)) as { id: number; name: string }[];
        if (unsized.length === 0) break;
        for (const image of unsized) {
          if (signal.aborted) return;
          const size = await sizeOf(files, folder, image.name);
          await db.execute(sql`update ${table} set ${sql.identifier(bytes.name)} = ${size} where ${and(eq(id, image.id), eq(name, image.name))}`);
        }
      }
    }
  };
