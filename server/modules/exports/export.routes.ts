import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_KEEP_HOURS, exportScopeOf, LIST_EXPORT_KINDS, type ExportKind } from '../../../domain/exports';
import { problem } from '../../../domain/errors';
import { exportRecord } from '../../../domain/schemas/exportJob';
import { reportQuery } from '../../../domain/schemas/report';
import type { DatabaseHandle } from '../../db/connection';
import { exportJob } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { callerOf, personOf, subjectOf } from '../../plugins/auth';
import { AppError, forbidden, notFound } from '../../plugins/errors';
import { listFilter } from '../../plugins/resourceQuery';
import type { Member } from '../../plugins/session';
import { idParams, producing } from '../../schemas';
import { EXPORT_TITLES } from './columns';
import { exportOfLink, newDownloadLink } from './downloadLink';
import { EXPORT_FOLDER, EXPORT_QUEUE, type ExportJobData } from './exportJob';
import { selectionWhere } from './rowSource';
import { reportScopeOf } from '../reports/reportScope';
import { HEAVY_WORK_LIMIT } from '../../plugins/rateLimits';

/** The kind's export scope for this member, or 403 when the role's row says 'none' or 'Not Set'. */
function grantedScope(member: Member, kind: ExportKind) {
  const scope = exportScopeOf(subjectOf(member), kind);
  if (!scope) throw forbidden(problem('export.not_allowed'));
  return scope;
}

const format = z.enum(EXPORT_FORMATS);
const exportBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(LIST_EXPORT_KINDS),
    format,
    /** The list's filter (its own names, plus created_from, created_to and id_group where the list has none). */
    filter: listFilter.default({}),
  }),
  /** Laporan's period and filters (docs/reports.md, Export). */
  z.object({ kind: z.literal('report'), format, filter: reportQuery }),
]);

/** How many of the caller's recent exports the page lists. */
const RECENT_EXPORTS = 20;

/** Export Data's calls (docs/api.md): start an export, follow it, download its file. */
const exportRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; files: FileStore }> = async (app, { database, files }) => {
  const { db } = database;
  const tags = ['export'];
  // Exports are a person's: an integration key reads the lists instead. Every person may export
  // their own Laporan, so the role's rights are checked per kind (grantedScope) when an export is
  // started and when its file is asked for; the calls that follow one's own exports are open.
  const guard = { preHandler: async (request: Parameters<typeof callerOf>[0]) => void personOf(request) };
  const recent = sql`${exportJob.created_at} > now() - make_interval(hours => ${EXPORT_KEEP_HOURS})`;
  // The record's columns: the company and the link's digest never leave the server.
  const { id_company: _company, link_digest: _digest, link_expires_at: _expiry, ...recordColumns } = getTableColumns(exportJob);

  /** One of the caller's own exports: another user's, or another company's, is 404. */
  const ownExport = async (member: Member, id: number) => {
    const [found] = await db
      .select(recordColumns)
      .from(exportJob)
      .where(and(eq(exportJob.id, id), eq(exportJob.id_company, member.id_company), eq(exportJob.id_user, member.id), recent));
    if (!found) throw notFound();
    return found;
  };

  app.post('', { ...guard, config: HEAVY_WORK_LIMIT, schema: { summary: 'Mulai ekspor data', tags, body: exportBody, response: { 201: exportRecord } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { kind, format, filter } = request.body;
    // Checked now, so that a refused filter (400, 403, 404) or kind (403) answers here rather than failing later.
    const scope = grantedScope(caller, kind);
    if (request.body.kind === 'report') await reportScopeOf(db, caller, request.body.filter);
    else selectionWhere({ kind: request.body.kind, member: caller, scope, filter: request.body.filter });
    const [created] = await db
      .insert(exportJob)
      .values({ id_company: caller.id_company, id_user: caller.id, kind, format, filter })
      .returning(recordColumns);
    await app.jobs.send<ExportJobData>(EXPORT_QUEUE, { id_export: created.id });
    return reply.code(201).send(created);
  });

  app.get('', { ...guard, schema: { summary: 'Daftar ekspor milik pemanggil', tags, response: { 200: z.object({ data: z.array(exportRecord) }) } } }, async (request) => {
    const caller = callerOf(request);
    const rows = await db
      .select(recordColumns)
      .from(exportJob)
      .where(and(eq(exportJob.id_company, caller.id_company), eq(exportJob.id_user, caller.id), recent))
      .orderBy(desc(exportJob.created_at), desc(exportJob.id))
      .limit(RECENT_EXPORTS);
    return { data: rows };
  });

  app.get('/:id', { ...guard, schema: { summary: 'Status satu ekspor', tags, params: idParams, response: { 200: exportRecord } } }, async (request) =>
    ownExport(callerOf(request), request.params.id),
  );

  app.post(
    '/:id/link',
    { ...guard, schema: { summary: 'Buat tautan unduhan ekspor', tags, params: idParams, response: { 200: z.object({ url: z.string(), expires_at: z.string() }) } } },
    async (request) => {
      const caller = callerOf(request);
      const found = await ownExport(caller, request.params.id);
      grantedScope(caller, found.kind);
      if (found.status !== 'done') throw new AppError(409, problem('export.not_ready'));
      return newDownloadLink(db, found.id);
    },
  );

  app.get(
    '/:id/file',
    {
      config: { linkToken: true },
      // The request log line would carry the token in its URL: only warnings and errors of this route are logged.
      logLevel: 'warn',
      schema: { summary: 'Unduh berkas ekspor', tags, params: idParams, querystring: z.object({ token: z.string().min(1).max(100) }), ...producing('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const found = await exportOfLink(db, request.params.id, request.query.token);
      const stored = await files.readDocument(EXPORT_FOLDER, found.file);
      if (!stored) throw notFound(problem('file_not_found'));
      const name = `ekspor-${EXPORT_TITLES[found.kind].toLowerCase().replaceAll(' ', '-')}-${found.id}.${found.format}`;
      return reply
        .type(stored.type)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stored.body);
    },
  );
};

export default exportRoutes;
