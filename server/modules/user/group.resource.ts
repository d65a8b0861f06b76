import { z } from 'zod';
import { group } from '../../db/schema';
import { defineResource } from '../../plugins/resource';
import { idField, optionalText, requiredText, timestamp } from '../../schemas';
import { ensureMember } from './references';

const fields = {
  name: requiredText('Nama grup', 120),
  description: optionalText('Keterangan', 500),
  id_leader: idField('Ketua grup').nullish(),
};
const create = z.object(fields);
const update = z.object(fields).partial();

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
  async toRow(tx, caller, input) {
    await ensureMember(tx, input.id_leader, caller.id_company, 'id_leader');
    return input;
  },
});
