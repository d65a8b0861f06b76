import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { metaExamples, metaTemplateBody, metaTemplateName, metaTemplateProblems } from '../../../domain/metaTemplate';
import { problem } from '../../../domain/errors';
import type { Executor } from '../../db/connection';
import { waTemplate } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../plugins/errors';
import { cloudAccountOf } from '../../whatsapp/cloud/cloudAccount';
import { askingMeta } from '../../whatsapp/cloud/metaRefusal';
import { editTemplate, listTemplates, submitTemplate } from '../../whatsapp/cloud/graphTemplates';
import { recordReview } from '../../whatsapp/cloud/templateReview';

/**
 * Templates on Meta (docs/whatsapp.md, Templates on Meta): a template is sent for review with its
 * placeholders numbered, and its status is kept from Meta's webhook and from a sync on demand.
 */

async function connectedAccount(app: FastifyInstance, db: Executor, id_company: number) {
  const account = await cloudAccountOf(db, app.whatsapp.cloud.box, id_company);
  if (!account) throw new AppError(409, problem('wa.cloud_not_connected'));
  return account;
}

/** Sends one template for review (again, when Meta has it already); answers nothing, the row says the rest. */
export async function sendForReview(app: FastifyInstance, db: Executor, id_company: number, id: number, category: 'marketing' | 'utility') {
  const [template] = await db.select().from(waTemplate).where(and(eq(waTemplate.id, id), eq(waTemplate.id_company, id_company)));
  if (!template) throw notFound();
  const problems = metaTemplateProblems(template.body);
  if (problems.length) throw fieldError(422, 'body', problem('wa.meta_template_invalid', { reasons: problems.join(' ') }));
  const account = await connectedAccount(app, db, id_company);
  const { text, params } = metaTemplateBody(template.body);
  const name = template.meta_name ?? metaTemplateName(template.id, template.name);
  // Named before Meta is asked: Meta's verdict may come back through the webhook before its answer does.
  await db.update(waTemplate).set({ meta_name: name, meta_status: null, meta_reason: null }).where(eq(waTemplate.id, id));
  const submission = { name, category, text, examples: metaExamples(params) };
  const { endpoint } = app.whatsapp.cloud;
  const sent = await askingMeta(template.meta_id ? editTemplate(endpoint, account, template.meta_id, submission) : submitTemplate(endpoint, account, submission));
  await db
    .update(waTemplate)
    .set({ meta_id: sent.id, meta_category: category, meta_params: params, meta_status: sql`coalesce(${waTemplate.meta_status}, ${sent.status})` })
    .where(eq(waTemplate.id, id));
}

/** Reads every template's status from Meta; answers how many of the company's templates it matched. */
export async function syncReviews(app: FastifyInstance, db: Executor, id_company: number) {
  const account = await connectedAccount(app, db, id_company);
  const listed = await askingMeta(listTemplates(app.whatsapp.cloud.endpoint, account));
  let matched = 0;
  for (const template of listed) matched += await recordReview(db, id_company, { name: template.name, id: template.id, status: template.status, reason: template.reason });
  return matched;
}
