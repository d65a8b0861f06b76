import { and, eq, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { unknownPlaceholders } from '../../../domain/whatsappTemplate';
import type { Executor } from '../../db/connection';
import { broadcast, broadcastRecipient, waTemplate } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import type { WaTransportKind } from '../../../domain/vocabularies';
import type { Member } from '../../plugins/session';
import { senderValues } from '../../whatsapp/templateValues';
import { recipientsOf, type Recipient } from './audience';
import { broadcastChannel } from './channel';
import { MAX_RECIPIENTS, type BroadcastInput } from '../../../domain/schemas/broadcast';

/** Every recipient in one statement: one array parameter per column, whatever the list's length. */
async function insertRecipients(tx: Executor, id_company: number, id_broadcast: number, recipients: Recipient[]) {
  const column = <K extends keyof Recipient>(key: K) => sql.param(recipients.map((r) => r[key]));
  const params = sql.param(recipients.map((r) => (r.meta_params ? JSON.stringify(r.meta_params) : null)));
  await tx.execute(sql`
    insert into ${broadcastRecipient} (id_company, id_broadcast, id_prospect, id_user_target, name, phone, body, status, reason, meta_params)
    select ${id_company}, ${id_broadcast}, p, u, n, ph, b, s, r, mp::jsonb
      from unnest(${column('id_prospect')}::int[], ${column('id_user_target')}::int[], ${column('name')}::text[], ${column('phone')}::text[],
                  ${column('body')}::text[], ${column('status')}::text[], ${column('reason')}::text[], ${params}::text[]) as x(p, u, n, ph, b, s, r, mp)`);
}

/** The message's text: the company's active template as it is now (kept on the broadcast), or the text written. */
async function bodyOf(tx: Executor, id_company: number, input: BroadcastInput) {
  let body = input.body;
  if (input.id_template !== undefined) {
    const [template] = await tx
      .select({ body: waTemplate.body })
      .from(waTemplate)
      .where(and(eq(waTemplate.id, input.id_template), eq(waTemplate.id_company, id_company), eq(waTemplate.active, true)));
    if (!template) throw notFound();
    body = template.body;
  }
  if (!body) throw new AppError(422, problem('wa.broadcast_no_body'), { body: problem('wa.broadcast_no_body') });
  const unknown = unknownPlaceholders(body);
  if (unknown.length) throw new AppError(422, problem('wa.broadcast_placeholder', { names: unknown.map((n) => `{${n}}`).join(', ') }));
  return body;
}

/**
 * Through the business number a broadcast is sent as a template Meta approved (Meta allows nothing
 * else to people who did not write first): answers that template's name and variables.
 */
async function approvedTemplateOf(tx: Executor, id_company: number, input: BroadcastInput) {
  const refused = new AppError(422, problem('wa.broadcast_needs_approved_template'), { id_template: problem('wa.broadcast_needs_approved_template') });
  if (input.id_template === undefined) throw refused;
  const [template] = await tx
    .select({ status: waTemplate.meta_status, name: waTemplate.meta_name, params: waTemplate.meta_params })
    .from(waTemplate)
    .where(and(eq(waTemplate.id, input.id_template), eq(waTemplate.id_company, id_company), eq(waTemplate.active, true)));
  if (!template) throw notFound();
  if (template.status !== 'approved' || !template.name) throw refused;
  return { name: template.name, params: template.params ?? [] };
}

/**
 * The recipients and their messages as the broadcast would have them, checked against the cap, and
 * the WhatsApp it goes through (broadcastChannel): without a business number, broadcasts go through
 * linked phones only when an Administrator turned that on (409 otherwise).
 */
export async function draftBroadcast(tx: Executor, member: Member, input: BroadcastInput) {
  const channel = await broadcastChannel(tx, member);
  const approved = channel.transport === 'cloud' ? await approvedTemplateOf(tx, member.id_company, input) : undefined;
  const body = await bodyOf(tx, member.id_company, input);
  const sender = await senderValues(tx, member.id_company, member.id);
  const recipients = await recipientsOf(tx, member, input.recipients, body, sender, approved?.params);
  if (!channel.transport) throw new AppError(409, problem('wa.linked_broadcasts_off'));
  if (recipients.length > MAX_RECIPIENTS) throw new AppError(422, problem('wa.broadcast_too_many', { max: MAX_RECIPIENTS }));
  if (!recipients.length) throw new AppError(422, problem('wa.broadcast_empty'));
  return { body, recipients, approved, transport: channel.transport, phoneLinked: channel.phone_linked };
}

export const summaryOf = (recipients: Recipient[], transport: WaTransportKind) => {
  const queued = recipients.filter((r) => r.status === 'queued');
  return {
    transport,
    total: recipients.length,
    queued: queued.length,
    skipped: recipients.length - queued.length,
    messages: queued.slice(0, 5).map(({ name, phone, body }) => ({ name, phone, body })),
  };
};

/**
 * Makes the broadcast and all its recipients in one transaction (the caller's transaction): either
 * the whole list is scheduled or nothing is. Answers the row; the caller then queues its first step.
 */
export async function createBroadcast(tx: Executor, member: Member, input: BroadcastInput) {
  const { body, recipients, approved, transport, phoneLinked } = await draftBroadcast(tx, member, input);
  // Without a business number the sender sends from their own linked number.
  if (transport === 'linked' && !phoneLinked) throw new AppError(409, problem('wa.not_linked'));
  const now = new Date();
  const scheduled_at = input.scheduled_at && input.scheduled_at > now ? input.scheduled_at : now;
  const summary = summaryOf(recipients, transport);
  const [row] = await tx
    .insert(broadcast)
    .values({
      id_company: member.id_company,
      id_user: member.id,
      id_group: member.id_group,
      name: input.name,
      id_template: input.id_template ?? null,
      body,
      transport: summary.transport,
      meta_template: approved?.name ?? null,
      audience: input.recipients,
      status: summary.queued === 0 ? 'completed' : scheduled_at > now ? 'scheduled' : 'running',
      scheduled_at,
      total: summary.total,
      skipped: summary.skipped,
      started_at: scheduled_at > now ? null : now,
      finished_at: summary.queued === 0 ? now : null,
    })
    .returning();
  await insertRecipients(tx, member.id_company, row.id, recipients);
  return row;
}
