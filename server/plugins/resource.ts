import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleName } from '../../domain/permissions';
import type { DatabaseHandle, Executor } from '../db/connection';
import { countMatching } from '../db/count';
import type { Notify } from './notifier';
import type { Caller } from './session';
import { idField, idParams } from '../schemas';
import { callerOf, requireModule } from './auth';
import { AppError, notFound } from './errors';
import { problem, type Problem } from '../../domain/errors';
import { jsonParam, listQueryOf, whereOf, type QueryShape } from './resourceQuery';

type Row = Record<string, unknown>;

/**
 * One CRUD resource in the ra-data-simple-rest convention (docs/api.md), scoped to the
 * caller's company (and, with `visible`, to what the caller may see in it) and guarded by a
 * permission module. A resource is declared once with this.
 */
export type ReadableResource = QueryShape & {
  /** The name in Content-Range ("users 0-24/319"). */
  name: string;
  table: PgTable & { id: AnyPgColumn; id_company: AnyPgColumn };
  /** The module that guards reads; null: every member of the company may read (lookups). */
  readModule: ModuleName | null;
  /** Output columns; secrets such as password hashes are simply not listed. */
  columns: Record<string, AnyPgColumn>;
  output: z.ZodObject;
  defaultSort: string;
};

export type ResourceDefinition<Create extends z.ZodType, Update extends z.ZodType> = Omit<ReadableResource, 'readModule'> & {
  /** The module that guards writes, and reads unless `readModule` says otherwise. */
  module: ModuleName;
  readModule?: ModuleName | null;
  create: Create;
  update: Update;
  /** Turns validated input into the row to write, checking references against the company. */
  toRow(tx: Executor, caller: Caller, input: z.output<Create> | z.output<Update>, current?: Row): Promise<Row>;
  /** Runs in the write's transaction; notifications it sends arrive live once it commits. */
  afterCreate?(tx: Executor, caller: Caller, created: Row, notify: Notify): Promise<void>;
  afterUpdate?(tx: Executor, caller: Caller, before: Row, after: Row, notify: Notify): Promise<void>;
  /** Refuses deletions that would break the company (throws an AppError). */
  beforeDelete?(tx: Executor, caller: Caller, ids: number[]): Promise<void>;
  /** Runs once a deletion has committed, with the deleted rows: cleans up what lives outside the database. */
  afterDelete?(deleted: Row[]): Promise<void>;
};

/**
 * Erases a definition's input types so definitions of different resources share one plugin;
 * each definition's own schemas still validate its input before toRow sees it.
 */
export const defineResource = <Create extends z.ZodType, Update extends z.ZodType>(definition: ResourceDefinition<Create, Update>) =>
  definition as unknown as ResourceDefinition<z.ZodType, z.ZodType>;

/** The largest page a list answers, whatever range asks for. */
const MAX_PAGE = 500;

const idsQuery = z.object({ filter: jsonParam(z.object({ id: z.array(idField()).min(1).max(1000) }), 'filter') });

/** What a caller may read of a resource: its rows inside the company and the caller's reach. */
export const findVisible = async (tx: Executor, def: ReadableResource, caller: Caller, id: number) => {
  const [row] = await tx
    .select(def.columns)
    .from(def.table)
    .where(and(eq(def.table.id, id), whereOf(def, caller)));
  if (!row) throw notFound();
  return row;
};

/** GET <path> (list with Content-Range) and GET <path>/:id. */
export const readOnlyResourcePlugin: FastifyPluginAsyncZod<{ database: DatabaseHandle; definition: ReadableResource }> = async (
  app,
  { database, definition: def },
) => {
  const { db } = database;
  const tags = [def.name];
  const readGuard = def.readModule ? { preHandler: requireModule(def.readModule) } : {};
  const sortable = new Set(Object.keys(def.columns));
  const listQuery = listQueryOf(def);

  app.get('/', { ...readGuard, schema: { tags, querystring: listQuery, response: { 200: z.array(def.output) } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { sort = [def.defaultSort, 'ASC'], range = [0, 24], filter } = request.query;
    if (!sortable.has(sort[0])) throw new AppError(400, problem('list.sort_unknown', { name: sort[0] }));
    const [start, end] = [range[0], Math.min(Math.max(range[1], range[0]), range[0] + MAX_PAGE - 1)];
    const where = whereOf(def, caller, filter);
    const order = sort[1] === 'DESC' ? desc : asc;
    const [rows, total] = await Promise.all([
      db
        .select(def.columns)
        .from(def.table)
        .where(where)
        .orderBy(order(def.columns[sort[0]]), order(def.table.id))
        .limit(end - start + 1)
        .offset(start),
      countMatching(database, def.table, where),
    ]);
    const last = rows.length ? start + rows.length - 1 : start;
    reply.header('Content-Range', `${def.name} ${start}-${last}/${total}`);
    // @fastify/compress leaves any answer with Content-Range alone, taking it for a byte range;
    // ours counts rows of a whole answer, so the page is compressed explicitly.
    reply.type('application/json; charset=utf-8').compress(reply.serialize(rows));
    return reply;
  });

  app.get('/:id', { ...readGuard, schema: { tags, params: idParams, response: { 200: def.output } } }, async (request) =>
    findVisible(db, def, callerOf(request), request.params.id),
  );
};

/** The reads above plus create, update (single and bulk) and delete (single and bulk). */
export const resourcePlugin: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  definition: ResourceDefinition<z.ZodType, z.ZodType>;
}> = async (app, { database, definition: def }) => {
  const { db } = database;
  const tags = [def.name];
  const writeGuard = { preHandler: requireModule(def.module) };
  const readable: ReadableResource = { ...def, readModule: def.readModule === undefined ? def.module : def.readModule };
  await app.register(readOnlyResourcePlugin, { database, definition: readable });

  const findOne = (tx: Executor, caller: Caller, id: number) => findVisible(tx, readable, caller, id);
  const idsOf = (query: z.infer<typeof idsQuery>, noneChosen: Problem) => {
    const ids = query.filter?.id;
    if (!ids) throw new AppError(400, noneChosen);
    return [...new Set(ids)];
  };

  /** Refuses the whole bulk call when any id is out of the caller's reach: nothing is half-done. */
  const ensureAllVisible = async (tx: Executor, caller: Caller, ids: number[]) => {
    const found = await tx
      .select({ id: def.table.id })
      .from(def.table)
      .where(and(inArray(def.table.id, ids), whereOf(def, caller)));
    if (found.length !== ids.length) throw notFound(problem('bulk.some_not_found'));
  };

  const updateOne = async (tx: Executor, caller: Caller, id: number, input: unknown, notify: Notify) => {
    const before = await findOne(tx, caller, id);
    const values = await def.toRow(tx, caller, input, before);
    if (Object.keys(values).length) await tx.update(def.table).set(values as never).where(eq(def.table.id, id));
    const after = await findOne(tx, caller, id);
    await def.afterUpdate?.(tx, caller, before, after, notify);
    return after;
  };

  app.post('/', { ...writeGuard, schema: { tags, body: def.create, response: { 201: def.output } } }, async (request, reply) => {
    const caller = callerOf(request);
    const row = await app.notifier.transaction(async (tx, notify) => {
      const values = await def.toRow(tx, caller, request.body);
      const [inserted] = await tx
        .insert(def.table)
        .values({ ...values, id_company: caller.id_company } as never)
        .returning({ id: def.table.id });
      const created = await findOne(tx, caller, inserted.id as number);
      await def.afterCreate?.(tx, caller, created, notify);
      return created;
    });
    return reply.code(201).send(row);
  });

  app.put('/:id', { ...writeGuard, schema: { tags, params: idParams, body: def.update, response: { 200: def.output } } }, async (request) => {
    const caller = callerOf(request);
    return app.notifier.transaction((tx, notify) => updateOne(tx, caller, request.params.id, request.body, notify));
  });

  /** Bulk update in one transaction: `PUT <path>?filter={"id":[1,2,3]}` with the fields to set. */
  app.put('/', { ...writeGuard, schema: { tags, querystring: idsQuery, body: def.update, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, problem('bulk.none_to_update'));
    return app.notifier.transaction(async (tx, notify) => {
      await ensureAllVisible(tx, caller, ids);
      for (const id of ids) await updateOne(tx, caller, id, request.body, notify);
      return ids;
    });
  });

  /** The deletion has committed whatever the clean-up does: a failure there is logged, not answered. */
  const afterDelete = async (request: FastifyRequest, deleted: Row[]) => {
    try {
      await def.afterDelete?.(deleted);
    } catch (error) {
      request.log.error({ err: error }, `clean-up after deleting ${def.name} failed`);
    }
  };

  /** Bulk delete in one transaction: `DELETE <path>?filter={"id":[1,2,3]}` answers the deleted ids. */
  app.delete('/', { ...writeGuard, schema: { tags, querystring: idsQuery, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, problem('bulk.none_to_delete'));
    const deleted = await db.transaction(async (tx) => {
      await ensureAllVisible(tx, caller, ids);
      await def.beforeDelete?.(tx, caller, ids);
      return tx.delete(def.table).where(inArray(def.table.id, ids)).returning(def.columns);
    });
    await afterDelete(request, deleted);
    return deleted.map((row) => row.id as number);
  });

  app.delete('/:id', { ...writeGuard, schema: { tags, params: idParams, response: { 200: def.output } } }, async (request) => {
    const caller = callerOf(request);
    const row = await db.transaction(async (tx) => {
      const found = await findOne(tx, caller, request.params.id);
      await def.beforeDelete?.(tx, caller, [request.params.id]);
      await tx.delete(def.table).where(eq(def.table.id, request.params.id));
      return found;
    });
    await afterDelete(request, [row]);
    return row;
  });
};
