import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problem } from '../../../domain/errors';
import { guessMapping, IMPORT_STARTABLE } from '../../../domain/imports';
import { canImport } from '../../../domain/permissions';
import { importBatchRecord, importPreviewRow, importSettings, type ImportSettings } from '../../../domain/schemas/importBatch';
import type { DatabaseHandle } from '../../db/connection';
import { importBatch } from '../../db/schema';
import type { DataFileStore } from '../../files/dataFiles';
import { callerOf, personOf, subjectOf } from '../../plugins/auth';
import { AppError, fieldError, forbidden } from '../../plugins/errors';
import type { JobQueue } from '../../plugins/jobs';
import { ensurePlanRoom } from '../../plugins/planLimits';
import type { Caller } from '../../plugins/session';
import { idParams, multipartUpload, producing } from '../../schemas';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { ownerInReach } from '../prospects/prospect.resource';
import { batchRecord, batchRow, failStaleBatches, recentBatches, type BatchRow } from './batches';
import { rememberMapping, rememberedMapping } from './mappingMemory';
import { IMPORT_FORECAST_JOB, requestForecast, type ForecastJobData } from './forecast';
import { firstRecords, previewRows } from './preview';
import { rejectedRowsCsv } from './report';
import { IMPORT_FILES } from './judgeFile';
import { IMPORT_JOB, type ImportJobData } from './run';
import { undoBatch } from './undo';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';

type RouteOptions = { database: DatabaseHandle; dataFiles: DataFileStore; jobs: JobQueue };

const batchEnvelope = z.object({ data: importBatchRecord });

/**
 * The Prospect row's import right, the rule of the setting menu, on every call. An import is a
 * person's upload, reviewed before it runs: an integration key creates prospects one by one.
 */
const requireImport = async (request: Parameters<typeof callerOf>[0]) => {
  if (!canImport(subjectOf(personOf(request)), 'Prospect')) throw forbidden();
};

/** The mapping fits the file, names each field once, and gives the two every prospect needs. */
async function checkSettings(database: DatabaseHandle, caller: Caller, batch: BatchRow, settings: ImportSettings) {
  if (settings.mapping.length !== batch.headers.length) {
    throw fieldError(422, 'mapping', problem('import.mapping_mismatch', { columns: batch.headers.length }));
  }
  const fields = settings.mapping.filter((field) => field !== null);
  const twice = fields.find((field, index) => fields.indexOf(field) !== index);
  if (twice) throw fieldError(422, 'mapping', problem('import.mapping_twice', { field: twice }));
  for (const field of ['name', 'phone'] as const) {
    if (!fields.includes(field)) throw fieldError(422, 'mapping', problem('import.mapping_required', { field }));
  }
  if (settings.owner_mode === 'user') {
    if (!settings.id_owner) throw fieldError(422, 'id_owner', problem('import.owner_required'));
    await ownerInReach(database.db, caller, settings.id_owner);
  }
}

/** /api/prospect/v1/import: upload, preview, start, follow, cancel and undo a batch (docs/api.md, Import Data). */
const importRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { database, dataFiles, jobs }) => {
  const { db } = database;
  app.addHook('preHandler', requireImport);
  const tags = ['import'];

  app.post('', { config: HEAVY_WORK_LIMIT, schema: { summary: 'Unggah berkas impor prospek', tags, ...multipartUpload('file'), response: { 201: batchEnvelope } } }, async (request, reply) => {
    const caller = callerOf(request);
    const file = await dataFiles.receive(request, IMPORT_FILES);
    const kind = { file: file.name, file_kind: file.kind };
    // A zip that is no workbook, or a file without a header row, is not kept.
    const header = await firstRecords(dataFiles, kind, 1).catch(() => null);
    const headers = header?.[0]?.cells.map((cell) => cell.trim());
    if (!headers?.length) {
      await dataFiles.remove(IMPORT_FILES, file.name);
      throw fieldError(422, 'file', problem(header ? 'import.file_no_header' : 'import.file_type'));
    }
    const mapping = guessMapping(headers, await rememberedMapping(db, caller.id_company));
    // The file counts towards the plan's storage from here; refused, it is not kept either.
    const [created] = await db
      .transaction(async (tx) => {
        await ensurePlanRoom(tx, caller.id_company, 'storage_mb', file.bytes);
        return tx
          .insert(importBatch)
          .values({ id_company: caller.id_company, ...actorOf(caller), ...kind, file_name: file.original_name.slice(0, 200), file_bytes: file.bytes, headers, mapping })
          .returning({ id: importBatch.id });
      })
      .catch(async (error: unknown) => {
        await dataFiles.remove(IMPORT_FILES, file.name);
        throw error;
      });
    return reply.code(201).send({ data: await batchRecord(db, caller.id_company, created.id) });
  });

  app.get('', { schema: { summary: 'Daftar impor terakhir', tags, response: { 200: z.object({ data: z.array(importBatchRecord) }) } } }, async (request) => {
    await failStaleBatches(db);
    return { data: await recentBatches(db, callerOf(request).id_company) };
  });

  app.get('/:id', { schema: { summary: 'Status satu impor', tags, params: idParams, response: { 200: batchEnvelope } } }, async (request) => {
    await failStaleBatches(db);
    return { data: await batchRecord(db, callerOf(request).id_company, request.params.id) };
  });

  app.post(
    '/:id/preview',
    { schema: { summary: 'Pratinjau baris impor', tags, params: idParams, body: importSettings, response: { 200: z.object({ data: z.array(importPreviewRow) }) } } },
    async (request) => {
      const caller = callerOf(request);
      const batch = await batchRow(db, caller.id_company, request.params.id);
      await checkSettings(database, caller, batch, request.body);
      return { data: await previewRows(database, dataFiles, batch, request.body) };
    },
  );

  app.post(
    '/:id/forecast',
    { schema: { summary: 'Perkiraan hasil seluruh berkas', tags, params: idParams, body: importSettings, response: { 200: batchEnvelope } } },
    async (request) => {
      const caller = callerOf(request);
      const batch = await batchRow(db, caller.id_company, request.params.id);
      await checkSettings(database, caller, batch, request.body);
      if (!IMPORT_STARTABLE.includes(batch.status)) throw new AppError(409, problem('import.not_startable'));
      const { mapping, source, default_status } = request.body;
      await jobs.send<ForecastJobData>(IMPORT_FORECAST_JOB, await requestForecast(database, batch, { mapping, source, default_status }));
      return { data: await batchRecord(db, caller.id_company, batch.id) };
    },
  );

  app.post('/:id/start', { config: HEAVY_WORK_LIMIT, schema: { summary: 'Jalankan impor', tags, params: idParams, body: importSettings, response: { 200: batchEnvelope } } }, async (request) => {
    const caller = callerOf(request);
    const settings = request.body;
    const batch = await batchRow(db, caller.id_company, request.params.id);
    await checkSettings(database, caller, batch, settings);
    // A company whose plan holds no more prospect is told now, not once the file has been read.
    await db.transaction((tx) => ensurePlanRoom(tx, caller.id_company, 'prospects'));
    const [queued] = await db
      .update(importBatch)
      .set({
        mapping: settings.mapping,
        source: settings.source,
        default_status: settings.default_status,
        owner_mode: settings.owner_mode,
        id_owner: settings.owner_mode === 'user' ? settings.id_owner : null,
        ...actorOf(caller),
        status: 'queued',
        cancel_requested: false,
        error: null,
      })
      .where(and(eq(importBatch.id, batch.id), inArray(importBatch.status, [...IMPORT_STARTABLE])))
      .returning({ id: importBatch.id });
    if (!queued) throw new AppError(409, problem('import.not_startable'));
    await rememberMapping(db, caller.id_company, batch.headers, settings.mapping);
    await jobs.send<ImportJobData>(IMPORT_JOB, { id_import: batch.id });
    return { data: await batchRecord(db, caller.id_company, batch.id) };
  });

  app.post('/:id/cancel', { schema: { summary: 'Hentikan impor', tags, params: idParams, response: { 200: batchEnvelope } } }, async (request) => {
    const caller = callerOf(request);
    const { id } = request.params;
    await db.transaction(async (tx) => {
      await batchRow(tx, caller.id_company, id);
      // A queued batch never started: it ends here. A running one stops at its next chunk (run.ts).
      const [changed] = await tx
        .update(importBatch)
        .set({
          status: sql`case when ${importBatch.status} = 'queued' then 'cancelled' else ${importBatch.status} end`,
          cancel_requested: sql`${importBatch.status} = 'running'`,
        })
        .where(and(eq(importBatch.id, id), inArray(importBatch.status, ['queued', 'running'])))
        .returning({ id: importBatch.id });
      if (!changed) throw new AppError(409, problem('import.not_running'));
      await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'import_cancel', entity: 'import_batch', id_entity: id });
    });
    return { data: await batchRecord(db, caller.id_company, id) };
  });

  app.post('/:id/undo', { schema: { summary: 'Batalkan hasil impor', tags, params: idParams, response: { 200: batchEnvelope } } }, async (request) => {
    const caller = callerOf(request);
    await undoBatch(db, caller, request.params.id);
    return { data: await batchRecord(db, caller.id_company, request.params.id) };
  });

  app.get('/:id/rejected', { schema: { summary: 'Unduh baris impor yang ditolak', tags, params: idParams, ...producing('text/csv') } }, async (request, reply) => {
    const caller = callerOf(request);
    const batch = await batchRow(db, caller.id_company, request.params.id);
    const name = `ditolak-impor-${batch.id}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(rejectedRowsCsv(database, batch));
  });
};

export default importRoutes;
