import { SAMPLE_VALUES, TEMPLATE_PLACEHOLDERS, type TemplateValues } from './whatsappTemplate';

/**
 * A template as Meta takes it (docs/whatsapp.md, Templates on Meta): our placeholders become
 * numbered variables {{1}}, {{2}}… in order of appearance, and the rules Meta's review applies
 * that can be checked before sending it there. Shared by the server and the template page.
 */

type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** Meta's longest template body. */
export const META_TEMPLATE_MAX = 1024;

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const known = new Set<string>(TEMPLATE_PLACEHOLDERS);

/** The body with numbered variables, and the placeholder behind each number (each occurrence its own number). */
export function metaTemplateBody(body: string): { text: string; params: Placeholder[] } {
  const params: Placeholder[] = [];
  const text = body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!known.has(name)) return whole;
    params.push(name as Placeholder);
    return `{{${params.length}}}`;
  });
  return { text, params };
}

/** The values of a template's variables for one recipient; Meta refuses an empty one, so a missing value is '-'. */
export const metaParamValues = (params: readonly string[], values: TemplateValues) =>
  params.map((name) => values[name as Placeholder]?.trim() || '-');

/** The sample values Meta's review asks for, one per variable. */
export const metaExamples = (params: readonly string[]) => metaParamValues(params, SAMPLE_VALUES);

/** Why Meta's review would refuse this body, in Indonesian; empty when nothing is seen. */
export function metaTemplateProblems(body: string): string[] {
  const problems: string[] = [];
  const trimmed = body.trim();
  if (trimmed.length > META_TEMPLATE_MAX) problems.push(`Template untuk Meta paling panjang ${META_TEMPLATE_MAX} karakter.`);
  if (/^\{[a-z_]+\}/.test(trimmed) || /\{[a-z_]+\}$/.test(trimmed)) {
    problems.push('Meta menolak template yang diawali atau diakhiri isian seperti {nama}: tambahkan kata sebelum atau sesudahnya.');
  }
  return problems;
}

/** Meta's name of a template: lowercase letters, digits and underscores, unique in the business account. */
export const metaTemplateName = (id: number, name: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'template'
  }_${id}`;
