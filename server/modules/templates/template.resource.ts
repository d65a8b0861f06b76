import { waTemplate } from '../../db/schema';
import { defineResource } from '../../plugins/resource';

/**
 * Pengaturan Template (docs/whatsapp.md, Templates): written by roles with Template Whatsapp, read by
 * every member, who picks templates in the chat and the broadcast composer.
 */
export const templateResource = defineResource({
  resource: 'setting/template',
  readModule: null,
  searchable: [waTemplate.name, waTemplate.body],
  filters: { active: waTemplate.active },
  defaultSort: 'name',
  createRow: async (_tx, caller, input) => ({ ...input, created_by: caller.id, updated_at: new Date() }),
  updateRow: async (_tx, _caller, input) => ({ ...input, updated_at: new Date() }),
});
