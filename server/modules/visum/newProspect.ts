import type { z } from 'zod';
import { prospectCreate } from '../../../domain/schemas/prospect';
import type { visumCreate } from '../../../domain/schemas/visum';
import type { VisumPurpose } from '../../../domain/vocabularies';
import type { Executor } from '../../db/connection';
import { prospect } from '../../db/schema';
import type { Row } from '../../plugins/resourceRecord';
import type { Caller } from '../../plugins/session';
import { prospectResource } from '../prospects/prospect.resource';

type NewProspect = NonNullable<z.output<typeof visumCreate>['new_prospect']>;

/**
 * A prospect met for the first time on a visit, created by the prospect resource's own rules (the
 * caller owns it, the phone is free among open prospects, the activity log) inside the visit's
 * transaction: if the visit fails, so does the prospect, and the other way round.
 */
export async function createProspectOnVisit(tx: Executor, caller: Caller, met: NewProspect, purpose: VisumPurpose) {
  const input = prospectCreate.parse({ ...met, source: purpose === 'pameran' ? 'pameran' : 'lainnya' });
  const values = await prospectResource.createRow(tx, caller, input);
  const [created] = await tx
    .insert(prospect)
    .values({ ...values, id_company: caller.id_company })
    .returning();
  const { id_company: _company, ...row } = created;
  // The new prospect is the caller's own, and nobody is told of their own actions (noticeFrom).
  await prospectResource.afterCreate?.(tx, caller, row satisfies Row<'prospect'>, async () => [], input);
  return created.id;
}
