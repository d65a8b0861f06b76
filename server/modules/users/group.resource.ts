import { z } from 'zod';
import { group } from '../../db/schema';
import { forbidden } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { idField, optionalText, requiredText, timestamp } from '../../schemas';
import { ensureMember } from './references';
import type { Caller } from '../../plugins/session';

const fields = {
  name: requiredText('Nama grup', 120),
  description: optionalText('Keterangan', 500),
  id_leader: idField('Ketua grup').nullish(),
};
const create = z.object(fields);
const update = z.object(fields).partial();


/**
 * An Administrator manages every group; a supervisor (a role with `groups`) only edits their own.
 * Without `editedId` (creating, deleting) it is the Administrator's alone.
 */
function ensureGroupAuthority(caller: Caller, editedId?: number) {
  const scope = dataScope(caller);
  if (scope.kind === 'company') return;
  if (editedId === undefined || scope.kind !== 'group' || editedId !== scope.id_group) throw forbidden(problem('group.own_group_only'));
}

/** /setting/group: branches and teams (cabang/tim) with their leader. */
export const groupResource = defineResource({
  name: 'group',
  table: group,
  module: 'groups',
  // Every member reads the company's groups (filters, approval dialogs); only `groups` changes them.
  readModule: null,
  columns: {
    id: group.id,
    name: group.name,
    description: group.description,
    id_leader: group.id_leader,
    created_at: group.created_at,
  },
  output: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    id_leader: z.number().nullable(),
    created_at: timestamp,
  }),
  searchable: [group.name],
  filters: { id_leader: group.id_leader },
  defaultSort: 'name',
  create,
  update,
  async toRow(tx, caller, input, current) {
    ensureGroupAuthority(caller, current?.id as number | undefined);
    await ensureMember(tx, input.id_leader, caller.id_company, 'id_leader');
    return input;
  },
  beforeDelete: async (_tx, caller) => ensureGroupAuthority(caller),
});
