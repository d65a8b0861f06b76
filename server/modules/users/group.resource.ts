import { group } from '../../db/schema';
import { forbidden } from '../../plugins/errors';
import { problem } from '../../../domain/errors';
import { defineResource } from '../../plugins/resource';
import { dataScope } from '../../plugins/scope';
import { ensureMember } from './references';
import type { Caller } from '../../plugins/session';


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
  resource: 'setting/group',
  // Every member reads the company's groups (filters, approval dialogs); only `groups` changes them.
  readModule: null,
  searchable: [group.name],
  filters: { id_leader: group.id_leader },
  defaultSort: 'name',
  async createRow(tx, caller, input) {
    ensureGroupAuthority(caller);
    await ensureMember(tx, input.id_leader, caller.id_company, 'id_leader');
    return input;
  },
  async updateRow(tx, caller, input, current) {
    ensureGroupAuthority(caller, current.id);
    await ensureMember(tx, input.id_leader, caller.id_company, 'id_leader');
    return input;
  },
  beforeDelete: async (_tx, caller) => ensureGroupAuthority(caller),
});
