import { csvLine, IMPORT_FIELDS, TEMPLATE_EXAMPLE, TEMPLATE_HEADERS } from '../../../domain/imports';

/** The template: the expected columns and one example row, UTF-8 with a BOM so that Excel reads it as such. */
export function templateFile(): Blob {
  const header = csvLine(IMPORT_FIELDS.map((field) => TEMPLATE_HEADERS[field]));
  const example = csvLine(IMPORT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field]));
  return new Blob([`\uFEFF${header}${example}`], { type: 'text/csv;charset=utf-8' });
}
