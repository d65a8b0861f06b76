import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../../../domain/whatsappTemplate';

const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** The server's placeholder check, run as the body is typed: the same domain function, the same sentence. */
export const knownPlaceholdersOnly = (value: unknown) => {
  const unknown = typeof value === 'string' ? unknownPlaceholders(value) : [];
  return unknown.length ? { message: 'app.template.unknown', args: { unknown: braced(unknown), known: braced(TEMPLATE_PLACEHOLDERS) } } : undefined;
};

/** The text with `insert` in place of the selection [start, end), and where the cursor goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
