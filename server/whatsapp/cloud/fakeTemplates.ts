/**
 * The template store of the fake Meta (fakeGraph.ts): templates per business account, reviewed at
 * once (approved) unless a test reviews them by hand, and the check Meta makes when one is sent.
 */

export type FakeTemplate = { id: string; waba: string; name: string; category: string; text: string; status: string; reason: string | null };
type Refusal = { code: number; message: string };

export function fakeTemplateStore(onReviewed: (template: FakeTemplate) => void) {
  const templates = new Map<string, FakeTemplate>();
  let autoApprove = true;
  const review = (template: FakeTemplate, status: string, reason: string | null = null) => {
    Object.assign(template, { status, reason });
    onReviewed(template);
  };
  const submitted = (template: FakeTemplate) => {
    if (autoApprove) queueMicrotask(() => review(template, 'APPROVED'));
  };
  const bodyOf = (components: { type: string; text?: string }[] | undefined) => components?.find((c) => c.type.toUpperCase() === 'BODY')?.text ?? '';

  return {
    all: () => [...templates.values()],
    /** Later submissions wait in PENDING until `review` says otherwise. */
    reviewByHand() {
      autoApprove = false;
    },
    review(name: string, status: 'APPROVED' | 'REJECTED' | 'PAUSED' | 'DISABLED', reason?: string) {
      const template = [...templates.values()].find((t) => t.name === name);
      if (!template) throw new Error(`no fake template ${name}`);
      review(template, status, reason ?? null);
    },
    create(waba: string, body: { name: string; category: string; components?: { type: string; text?: string }[] }): FakeTemplate | Refusal {
      if ([...templates.values()].some((t) => t.waba === waba && t.name === body.name)) return { code: 100, message: 'Message template name already exists.' };
      const template = { id: String(10 ** 15 + templates.size), waba, name: body.name, category: body.category, text: bodyOf(body.components), status: 'PENDING', reason: null };
      templates.set(template.id, template);
      submitted(template);
      return template;
    },
    edit(id: string, body: { category?: string; components?: { type: string; text?: string }[] }) {
      const template = templates.get(id);
      if (!template) return undefined;
      Object.assign(template, { text: bodyOf(body.components), category: body.category ?? template.category, status: 'PENDING', reason: null });
      submitted(template);
      return template;
    },
    listOf: (waba: string) => [...templates.values()].filter((t) => t.waba === waba),
    /** Meta's refusal of a template message, or undefined when it may be sent. */
    refusalOf(waba: string, name: string, params: unknown[]): Refusal | undefined {
      const template = [...templates.values()].find((t) => t.waba === waba && t.name === name);
      if (!template || template.status === 'PENDING' || template.status === 'REJECTED') return { code: 132001, message: 'Template name does not exist in the translation.' };
      if (template.status === 'PAUSED') return { code: 132015, message: 'Template is paused.' };
      if (template.status === 'DISABLED') return { code: 132016, message: 'Template is disabled.' };
      const variables = template.text.match(/\{\{\d+\}\}/g)?.length ?? 0;
      if (variables !== params.length) return { code: 132000, message: 'Number of parameters does not match the expected number of params.' };
      return undefined;
    },
  };
}
