import { reportQuery } from '../../../domain/schemas/report';
import type { Executor } from '../../db/connection';
import { cellText } from '../exports/cells';
import type { ExportColumn } from '../exports/columns';
import type { ExportContent } from '../exports/exportContent';
import { sheetWriter, workbookWriter } from '../exports/writers';
import { AppError } from '../../plugins/errors';
import type { Member } from '../../plugins/session';
import { reportScopeOf } from './reportScope';
import { reportSections, type ReportSection } from './reportSections';

/** The CSV's columns: one line per figure of a section, named by the section, its row and its column. */
const CSV_COLUMNS: readonly ExportColumn[] = [
  { field: 'section', header: 'Bagian', kind: 'text' },
  { field: 'row', header: 'Baris', kind: 'text' },
  { field: 'measure', header: 'Ukuran', kind: 'text' },
  { field: 'value', header: 'Nilai', kind: 'text' },
];

/** A section's figures as the CSV's lines, each value written as its column reads (cells.ts). */
const csvLines = ({ title, columns, labels, rows }: ReportSection) =>
  rows.flatMap((row) => {
    const name = row.slice(0, labels).join(' – ');
    return columns.slice(labels).map((column, index) => [title, name, column.header, cellText(column.kind, row[labels + index])]);
  });

/**
 * Laporan's export (docs/reports.md, Export): the period and filters the member asked for, checked
 * again now (a filter may have left their reach since: the export is then refused), counted by the
 * figures' own functions. A workbook holds a sheet per section; a CSV a line per figure.
 */
export async function reportContent(db: Executor, member: Member, filter: unknown): Promise<ExportContent | null> {
  const query = reportQuery.safeParse(filter);
  if (!query.success) return null;
  const scope = await reportScopeOf(db, member, query.data).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!scope) return null;
  const sections = await reportSections(db, scope, new Date());
  const total = sections.reduce((rows, section) => rows + section.rows.length, 0);
  return {
    total,
    async write(out, format, progress) {
      if (format === 'csv') {
        const writer = await sheetWriter('csv', out, CSV_COLUMNS, '');
        await writer.addRows(sections.flatMap(csvLines));
        await writer.finish();
      } else {
        const workbook = await workbookWriter(out);
        for (const section of sections) {
          const sheet = workbook.addSheet(section.title, section.columns);
          await sheet.addRows(section.rows);
          sheet.commit();
        }
        await workbook.commit();
      }
      await progress(total);
      return total;
    },
  };
}
