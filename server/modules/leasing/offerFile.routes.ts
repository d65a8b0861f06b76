import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { canExportModule, canImport } from '../../../domain/permissions';
import { leasingPartnerCreate, leasingPartnerUpdate } from '../../../domain/schemas/leasingPartner';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { leasingPartner } from '../../db/schema';
import type { DataFileStore } from '../../files/dataFiles';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { callerOf, subjectOf } from '../../plugins/auth';
import { AppError, fieldError, forbidden } from '../../plugins/errors';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';
import type { Caller } from '../../plugins/session';
import { multipartUpload, producing } from '../../schemas';
import { isBlank, readRecords, type FileRecord } from '../imports/parse';
import { offerSheet, readOfferSheet, type OfferRow, type RowProblem } from './offerSheet';
import { checkPartner } from './partner.resource';

/** Uploaded offers files wait here while they are read, then go. */
const OFFER_FILES = 'leasingoffers';
/** Partners one file may carry: a dealer works with a handful. */
const MOST_PARTNERS = 100;
/** Row problems named in one answer; the count says how many there were. */
const PROBLEMS_NAMED = 50;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const byModuleRight = (allowed: (caller: Caller) => boolean) => async (request: Parameters<typeof callerOf>[0]) => {
  if (!allowed(callerOf(request))) throw forbidden();
};

function rowsRefused(problems: RowProblem[]) {
  const named = problems.slice(0, PROBLEMS_NAMED).map(({ row, reason }) => [`row_${row}`, problem('leasing.offer_row', { row, reason })]);
  return new AppError(422, problem('leasing.offer_sheet_invalid', { rows: problems.length }), Object.fromEntries(named));
}

/** The row's partner as the schema reads it, its names and motorcycles checked: its problem otherwise. */
async function judged<T extends object>(tx: Executor, caller: Caller, parsed: z.ZodSafeParseResult<T>, id?: number): Promise<T | string> {
  if (!parsed.success) return parsed.error.issues[0].message;
  try {
    await checkPartner(tx, caller, parsed.data, id);
    return parsed.data;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Writes each row over its partner (by short name) or as a new one; answers the problems found (the caller then rolls back). */
async function writeOffers(tx: Executor, caller: Caller, rows: OfferRow[]) {
  const partners = await tx.select({ id: leasingPartner.id, short_name: leasingPartner.short_name }).from(leasingPartner).where(eq(leasingPartner.id_company, caller.id_company));
  const byShortName = new Map(partners.map((p) => [p.short_name.toLowerCase(), p.id]));
  const problems: RowProblem[] = [];
  let created = 0;
  for (const { row, short_name, input } of rows) {
    const id = byShortName.get(short_name.toLowerCase());
    const updated_at = new Date();
    if (id === undefined) {
      const partner = await judged(tx, caller, leasingPartnerCreate.safeParse({ short_name, ...input }));
      if (typeof partner === 'string') problems.push({ row, reason: partner });
      else {
        await tx.insert(leasingPartner).values({ ...partner, updated_at, id_company: caller.id_company });
        created += 1;
      }
    } else {
      const changes = await judged(tx, caller, leasingPartnerUpdate.safeParse(input), id);
      if (typeof changes === 'string') problems.push({ row, reason: changes });
      else await tx.update(leasingPartner).set({ ...changes, updated_at }).where(and(eq(leasingPartner.id, id), eq(leasingPartner.id_company, caller.id_company)));
    }
  }
  return { problems, created, updated: rows.length - problems.length - created };
}

/**
 * <leasing>/offers: the partners' offers as a spreadsheet (docs/leasing.md, Offers as a file). The
 * Leasing module's export right downloads it, its import right uploads it back.
 */
const offerFileRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; dataFiles: DataFileStore }> = async (app, { database, dataFiles }) => {
  const tags = ['leasing'];

  app.get(
    '/offers',
    {
      preHandler: byModuleRight((caller) => canExportModule(subjectOf(caller), 'Leasing')),
      schema: { summary: 'Unduh penawaran mitra leasing (XLSX)', tags, ...producing(XLSX) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const partners = await database.db.select().from(leasingPartner).where(eq(leasingPartner.id_company, caller.id_company)).orderBy(leasingPartner.short_name);
      const { headers, rows } = offerSheet(partners);
      // Loaded on the first download: exceljs weighs about 27 MB.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Penawaran leasing');
      sheet.addRow(headers).font = { bold: true };
      sheet.addRows(rows);
      sheet.columns.forEach((column) => (column.width = 18));
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      return reply
        .type(XLSX)
        .header('Content-Disposition', 'attachment; filename="penawaran-leasing.xlsx"')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/offers',
    {
      preHandler: byModuleRight((caller) => canImport(subjectOf(caller), 'Leasing')),
      config: HEAVY_WORK_LIMIT,
      schema: {
        summary: 'Impor penawaran mitra leasing (CSV atau XLSX)',
        tags,
        ...multipartUpload('file'),
        response: { 200: z.object({ created: z.number().int(), updated: z.number().int() }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const file = await dataFiles.receive(request, OFFER_FILES);
      const records: FileRecord[] = [];
      try {
        const source = await dataFiles.open(OFFER_FILES, file.name);
        for await (const record of source ? readRecords(source, file.kind) : []) {
          if (!isBlank(record.cells)) records.push(record);
          if (records.length > MOST_PARTNERS + 1) throw fieldError(422, 'file', problem('leasing.offer_sheet_too_long', { most: MOST_PARTNERS }));
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw fieldError(422, 'file', problem('import.file_type'));
      } finally {
        await dataFiles.remove(OFFER_FILES, file.name);
      }
      const sheet = readOfferSheet(records);
      if (!sheet) throw fieldError(422, 'file', problem('leasing.offer_sheet_no_short_name'));
      return database.db.transaction(async (tx) => {
        const { problems, created, updated } = await writeOffers(tx, caller, sheet.rows);
        const all = [...sheet.problems, ...problems].sort((a, b) => a.row - b.row);
        if (all.length) throw rowsRefused(all);
        await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'import', entity: 'leasing_partner', detail: { file_name: file.original_name.slice(0, 200), created, updated } });
        return { created, updated };
      });
    },
  );
};

export default offerFileRoutes;
