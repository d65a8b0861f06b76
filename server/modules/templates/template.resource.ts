import { and, eq, ne } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { isEnabled } from '../../../domain/permissions';
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../../../domain/whatsappTemplate';
import type { Executor } from '../../db/connection';
import { waTemplate } from '../../db/schema';
import { fieldError } from '../../plugins/errors';
import { defineResource } from '../../plugins/resource';

const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** A placeholder the server cannot fill would reach the recipient as typed: refused, naming it and the good ones. */
function ensureKnownPlaceholders(body: string) {
  const unknown = unknownPlaceholders(body);
  if (unknown.length) {
    throw fieldError(422, 'body', problem('wa.template_placeholder_unknown', { unknown: braced(unknown), known: braced(TEMPLATE_PLACEHOLDERS) }));
  }
}

/** Users pick templates by name in the composers, so a name is one template in the company. */
async function ensureNameFree(tx: Executor, id_company: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: waTemplate.id })
    .from(waTemplate)
    .where(and(eq(waTemplate.id_company, id_company), eq(waTemplate.name, name), exceptId === undefined ? undefined : ne(waTemplate.id, exceptId)))
    .limit(1);
  if (taken) throw fieldError(409, 'name', problem('wa.template_name_taken', { name }));
}

/**
 * /setting/template (Pengaturan Template): the company's message templates. Holders of Template
 * Whatsapp write them; every other member reads the active ones, which the chat and broadcast
 * composers offer.
 */
export const templateResource = defineResource({
  resource: 'setting/template',
  readModule: null,
  searchable: [waTemplate.name, waTemplate.body],
  filters: { active: waTemplate.active },
  visible: (caller) => (isEnabled(caller, 'Template Whatsapp') ? undefined : eq(waTemplate.active, true)),
  defaultSort: 'name',
  createRow: async (tx, caller, input) => {
    ensureKnownPlaceholders(input.body);
    await ensureNameFree(tx, caller.id_company, input.name);
    return { ...input, created_by: caller.id, updated_at: new Date() };
  },
  updateRow: async (tx, caller, input, current) => {
    if (input.body !== undefined) ensureKnownPlaceholders(input.body);
    if (input.name !== undefined) await ensureNameFree(tx, caller.id_company, input.name, current.id);
    // Meta reviewed the old text: a changed one is not approved until it is sent for review again.
    const reviewGone = input.body !== undefined && input.body !== current.body && current.meta_status !== null;
    return { ...input, ...(reviewGone ? { meta_status: null, meta_reason: null } : {}), updated_at: new Date() };
  },
});
