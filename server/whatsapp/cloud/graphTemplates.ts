import type { MetaTemplateStatus } from '../../../domain/vocabularies';
import { call, type GraphEndpoint } from './graphApi';

/**
 * The Graph API's template calls (docs/whatsapp.md, Templates on Meta): submit a template for
 * review, submit an edit of one, and read the business account's templates with their status.
 */

export type AccountCredentials = { business_account_id: string; access_token: string };
export type TemplateSubmission = { name: string; category: 'marketing' | 'utility'; text: string; examples: string[] };

/** Meta's statuses, read as ours: under appeal is still pending; deleted or limited cannot be used, as disabled. */
const STATUSES: Record<string, MetaTemplateStatus> = {
  APPROVED: 'approved',
  PENDING: 'pending',
  IN_APPEAL: 'pending',
  REJECTED: 'rejected',
  PAUSED: 'paused',
  DISABLED: 'disabled',
  PENDING_DELETION: 'disabled',
  DELETED: 'disabled',
  LIMIT_EXCEEDED: 'disabled',
};
export const statusOf = (metaStatus: string | undefined): MetaTemplateStatus => STATUSES[metaStatus?.toUpperCase() ?? ''] ?? 'pending';

const componentsOf = (submission: TemplateSubmission) => [
  { type: 'BODY', text: submission.text, ...(submission.examples.length ? { example: { body_text: [submission.examples] } } : {}) },
];

/** A new template for review; answers Meta's id and first status. */
export async function submitTemplate(endpoint: GraphEndpoint, account: AccountCredentials, submission: TemplateSubmission) {
  const answer = await call<{ id: string; status?: string }>(endpoint, account, `${encodeURIComponent(account.business_account_id)}/message_templates`, {
    method: 'POST',
    body: { name: submission.name, language: 'id', category: submission.category.toUpperCase(), components: componentsOf(submission) },
  });
  return { id: answer.id, status: statusOf(answer.status) };
}

/** A changed text of a template Meta already has: it is reviewed again. */
export async function editTemplate(endpoint: GraphEndpoint, account: AccountCredentials, id: string, submission: TemplateSubmission) {
  await call<{ success?: boolean }>(endpoint, account, encodeURIComponent(id), {
    method: 'POST',
    body: { category: submission.category.toUpperCase(), components: componentsOf(submission) },
  });
  return { id, status: 'pending' as const };
}

export type ListedTemplate = { id: string; name: string; status: MetaTemplateStatus; reason: string | null };

/** Every template of the business account with its status, page after page. */
export async function listTemplates(endpoint: GraphEndpoint, account: AccountCredentials): Promise<ListedTemplate[]> {
  type Page = { data?: { id: string; name: string; status?: string; rejected_reason?: string }[]; paging?: { cursors?: { after?: string }; next?: string } };
  const listed: ListedTemplate[] = [];
  let after: string | undefined;
  do {
    const query = new URLSearchParams({ fields: 'id,name,status,rejected_reason', limit: '100', ...(after ? { after } : {}) });
    const page = await call<Page>(endpoint, account, `${encodeURIComponent(account.business_account_id)}/message_templates?${query}`, { method: 'GET' });
    for (const template of page.data ?? []) {
      const reason = template.rejected_reason && template.rejected_reason !== 'NONE' ? template.rejected_reason : null;
      listed.push({ id: template.id, name: template.name, status: statusOf(template.status), reason });
    }
    after = page.paging?.next ? page.paging.cursors?.after : undefined;
  } while (after);
  return listed;
}
