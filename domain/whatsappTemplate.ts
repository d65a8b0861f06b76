/**
 * WhatsApp message templates: the placeholders a template may use, the check that refuses others,
 * and the filling of a template for one recipient. The server fills messages with it and the
 * template page's preview uses the same function, so what a user sees is what is sent.
 */

export const TEMPLATE_PLACEHOLDERS = ['nama', 'telepon', 'motor', 'kota', 'status', 'sales', 'telepon_sales', 'dealer'] as const;
type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

/** The sample prospect of the preview. */
export const SAMPLE_VALUES: Record<TemplatePlaceholder, string> = {
  nama: 'Budi Santoso',
  telepon: '+6281234567890',
  motor: 'Honda Vario 160 CBS',
  kota: 'Bandung',
  status: 'Hot',
  sales: 'Neng Rahmawati',
  telepon_sales: '+6281298765432',
  dealer: 'Maju Motor',
};

/** A template's text is at most this long (WhatsApp itself takes far more; a broadcast should not). */
export const MAX_TEMPLATE_LENGTH = 2000;
/** A template's name is at most this long. */
export const MAX_TEMPLATE_NAME = 100;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;
const known = new Set<string>(TEMPLATE_PLACEHOLDERS);

/** The placeholders of a text that are not ours, each once, in order of appearance. */
export function unknownPlaceholders(body: string): string[] {
  const unknown = [...body.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The text with each placeholder replaced by its value; a missing value leaves an empty string. */
export function renderTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => (known.has(name) ? (values[name as TemplatePlaceholder] ?? '') : whole));
}
