import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleName } from '../../domain/permissions';
import { RESOURCES } from '../../domain/resources';
import { RESOURCE_SCHEMAS, type SchemaResource, type WritableResource } from '../../domain/schemas';
import type { DatabaseHandle, Executor } from '../db/connection';
import { countMatching } from '../db/count';
import type { Notify } from './notifier';
import type { Caller } from './session';
import { idField } from '../../domain/schemas/fields';
import { alsoErrors, idParams } from '../schemas';
import { callerOf, requireModule } from './auth';
import { AppError, notFound } from './errors';
import { problem, type Problem } from '../../domain/errors';
import { listPage } from './listPage';
import { placesRoute, type PlaceColumns } from './resourcePlaces';
import { jsonParam, listQueryOf, plainFilterOf, whereOf, type QueryShape } from './resourceQuery';
import { columnsOf, type Changes, type CreateSchema, type NewRow, type Row, type UpdateSchema } from './resourceRecord';

/**
 * One CRUD resource in the ra-data-simple-rest convention (docs/api.md), scoped to the
 * caller's company (and, with `visible`, to what the caller may see in it) and guarded by a
 * permission module. Its path, module, table and schemas come from the registry (domain/resources.ts,
 * domain/schemas); a definition adds how it is searched and what writing it means.
 */
export type ReadableResource<R extends SchemaResource> = Omit<QueryShape, 'table'> & {
  resource: R;
  /** The module that guards reads when it is not the registry's; null: every member of the company may read (lookups). */
  readModule?: ModuleName | null;
  defaultSort: keyof Row<R> & string;
  /** Where its records are on a map: GET <path>/places answers them (resourcePlaces.ts). */
  places?: PlaceColumns;
};

export type ResourceDefinition<R extends WritableResource> = ReadableResource<R> & {
  /** Turns a validated new record into the row to insert, checking references against the company; writes nothing. */
  createRow(tx: Executor, caller: Caller, input: z.output<CreateSchema<R>>): Promise<NewRow<R>>;
  /** Turns validated changes into the columns to update, checking them against the current row; writes nothing. */
  updateRow(tx: Executor, caller: Caller, input: z.output<UpdateSchema<R>>, current: Row<R>): Promise<Changes<R>>;
  /**
   * Run in the write's transaction, after it: what else the write changes (other tables, the
   * activity log); notifications sent here arrive live once it commits. A failure undoes the write.
   */
  afterCreate?(tx: Executor, caller: Caller, created: Row<R>, notify: Notify, input: z.output<CreateSchema<R>>): Promise<void>;
  afterUpdate?(tx: Executor, caller: Caller, before: Row<R>, after: Row<R>, notify: Notify, input: z.output<UpdateSchema<R>>): Promise<void>;
  /** Runs once a creation has committed: hands the new row to work outside the transaction (a background job). */
  afterCreateCommitted?(caller: Caller, created: Row<R>): Promise<void>;
  /** Refuses deletions that would break the company (throws an AppError). */
  beforeDelete?(tx: Executor, caller: Caller, ids: number[]): Promise<void>;
  /** Runs once a deletion has committed, with the deleted rows: cleans up what lives outside the database. */
  afterDelete?(deleted: Row<R>[]): Promise<void>;
};

export const defineResource = <R extends WritableResource>(definition: ResourceDefinition<R>) => definition;
export const defineReadOnlyResource = <R extends SchemaResource>(definition: ReadableResource<R>) => definition;

/** The largest page a list answers, whatever range asks for. */
const MAX_PAGE = 500;

const idsQuery = z.object({ filter: jsonParam(z.object({ id: z.array(idField()).min(1).max(1000) }), 'filter') });

type ResourceTable = PgTable & { id: AnyPgColumn; id_company: AnyPgColumn };

/** A definition joined with what the registry says of its resource. */
function served<R extends SchemaResource>(definition: ReadableResource<R>) {
  const { path, module, label } = RESOURCES[definition.resource];
  const { table, record }: { table: ResourceTable; record: z.ZodObject } = RESOURCE_SCHEMAS[definition.resource];
  const columns = columnsOf(table, record);
  /** Rows of these columns are the record's output: drizzle-zod derived the record from the same columns. */
  const rowsOf = (rows: Record<string, unknown>[]) => rows as Row<R>[];
  const shape: QueryShape = { ...definition, table };
  return {
    /** The name in Content-Range ("users 0-24/319") and the OpenAPI tag: the path's last segment. */
    name: path.slice(path.lastIndexOf('/') + 1),
    /** The Indonesian noun of the operations' summaries. */
    label,
    module,
    readModule: definition.readModule === undefined ? module : definition.readModule,
    table,
    record,
    columns,
    shape,
    rowsOf,
    /** What a caller may read of a resource: its rows inside the company and the caller's reach. */
    async findVisible(tx: Executor, caller: Caller, id: number) {
      const [row] = rowsOf(await tx.select(columns).from(table).where(and(eq(table.id, id), whereOf(shape, caller))));
      if (!row) throw notFound();
      return row;
    },
  };
}

/**
 * The page query of a plain list (plainFilterOf), built and prepared once per filter names and
 * sort, then run with its values: Drizzle builds no SQL and PostgreSQL plans nothing per request.
 * Named after its text, so two apps on one database share a statement rather than clash.
 */
function pageStatements<R extends SchemaResource>(db: DatabaseHandle['db'], resource: ReturnType<typeof served<R>>) {
  const { table, columns, shape } = resource;
  const statements = new Map<string, ReturnType<typeof build>>();
  function build(names: string[], sortColumn: string, direction: 'ASC' | 'DESC') {
    const order = direction === 'DESC' ? desc : asc;
    const equalities = names.map((name) => {
      const column = name === 'id' ? table.id : shape.filters[name];
      if (!column || typeof column === 'function') throw new Error(`${name} is no column filter`);
      return eq(column, sql.placeholder(`f_${name}`));
    });
    const query = db
      .select(columns)
      .from(table)
      .where(and(eq(table.id_company, sql.placeholder('id_company')), ...equalities))
      .orderBy(order(columns[sortColumn]), order(table.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return query.prepare(`page_${createHash('sha256').update(query.toSQL().sql).digest('hex').slice(0, 24)}`);
  }
  return (names: string[], sortColumn: string, direction: 'ASC' | 'DESC') => {
    const key = `${names.join(',')} ${sortColumn} ${direction}`;
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = build(names, sortColumn, direction)));
    return statement;
  };
}

/** GET <path> (list with Content-Range) and GET <path>/:id. */
const readRoutes = async <R extends SchemaResource>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  database: DatabaseHandle,
  definition: ReadableResource<R>,
  resource: ReturnType<typeof served<R>>,
) => {
  const { db } = database;
  const { name, label, table, record, columns, shape } = resource;
  const tags = [name];
  const readGuard = resource.readModule ? { preHandler: requireModule(resource.readModule) } : {};
  const listQuery = listQueryOf(shape, { columns: Object.keys(columns) });
  const pageStatement = pageStatements(db, resource);

  /** A page of the list: prepared for a plain list, built for any other. */
  const pageOf = (caller: Caller, filter: Parameters<typeof whereOf>[2], where: ReturnType<typeof whereOf>, sort: [string, 'ASC' | 'DESC'], limit: number, offset: number) => {
    const plain = plainFilterOf(shape, caller, filter);
    if (plain) {
      const values = Object.fromEntries(Object.entries(plain.values).map(([name, value]) => [`f_${name}`, value]));
      return pageStatement(plain.names, sort[0], sort[1]).execute({ ...values, id_company: caller.id_company, limit, offset });
    }
    const order = sort[1] === 'DESC' ? desc : asc;
    return db.select(columns).from(table).where(where).orderBy(order(columns[sort[0]]), order(table.id)).limit(limit).offset(offset);
  };

  app.get('', { ...readGuard, schema: { summary: `Daftar ${label}`, tags, querystring: listQuery, response: { 200: z.array(record) } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { sort = [definition.defaultSort, 'ASC'], range = [0, 24], filter } = request.query;
    const where = whereOf(shape, caller, filter);
    return listPage(reply, {
      name,
      range,
      maxPage: MAX_PAGE,
      rows: (limit, offset) => pageOf(caller, filter, where, sort, limit, offset),
      total: () => countMatching(database, table, where),
    });
  });

  if (definition.places) placesRoute(app, database, definition.places, { table, shape, label, tags, readGuard });

  app.get('/:id', { ...readGuard, schema: { summary: `Detail ${label}`, tags, params: idParams, response: { 200: record } } }, async (request) =>
    resource.findVisible(db, callerOf(request), request.params.id),
  );
};

/** The reads of a lookup nobody writes through the API. */
export const readOnlyResourcePlugin =
  <R extends SchemaResource>(): FastifyPluginAsyncZod<{ database: DatabaseHandle; definition: ReadableResource<R> }> =>
  async (app, { database, definition }) =>
    readRoutes(app, database, definition, served(definition));

/** The reads above plus create, update (single and bulk) and delete (single and bulk). */
export const resourcePlugin = <R extends WritableResource>(): FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  definition: ResourceDefinition<R>;
}> => async (app, { database, definition: def }) => {
  const { db } = database;
  const resource = served(def);
  const { name, label, table, columns, rowsOf } = resource;
  const { create, update, record }: { create: CreateSchema<R>; update: UpdateSchema<R>; record: z.ZodObject } = RESOURCE_SCHEMAS[def.resource];
  if (!resource.module) throw new Error(`${def.resource}: a resource that is written needs a module in the registry to guard it`);
  // Fastify has validated each body with these schemas; for a resource known only as a type
  // parameter its type provider cannot name the result, so the schemas' own output types are stated here.
  const created = (body: unknown) => body as z.output<CreateSchema<R>>;
  const changes = (body: unknown) => body as z.output<UpdateSchema<R>>;
  const tags = [name];
  const writeGuard = { preHandler: requireModule(resource.module) };
  await readRoutes(app, database, def, resource);

  const findOne = (tx: Executor, caller: Caller, id: number) => resource.findVisible(tx, caller, id);
  const idsOf = (query: z.infer<typeof idsQuery>, noneChosen: Problem) => {
    const ids = query.filter?.id;
    if (!ids) throw new AppError(400, noneChosen);
    return [...new Set(ids)];
  };

  /** Refuses the whole bulk call when any id is out of the caller's reach: nothing is half-done. */
  const ensureAllVisible = async (tx: Executor, caller: Caller, ids: number[]) => {
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), whereOf(resource.shape, caller)));
    if (found.length !== ids.length) throw notFound(problem('bulk.some_not_found'));
  };

  const updateOne = async (tx: Executor, caller: Caller, id: number, input: z.output<UpdateSchema<R>>, notify: Notify) => {
    const before = await findOne(tx, caller, id);
    const values = await def.updateRow(tx, caller, input, before);
    if (Object.keys(values).length) await tx.update(table).set(values).where(eq(table.id, id));
    const after = await findOne(tx, caller, id);
    await def.afterUpdate?.(tx, caller, before, after, notify, input);
    return after;
  };

  app.post('', { ...writeGuard, schema: { summary: `Buat ${label}`, tags, body: create, response: { 201: record } } }, async (request, reply) => {
    const caller = callerOf(request);
    const answer = await app.notifier.transaction(async (tx, notify) => {
      const input = created(request.body);
      const values = await def.createRow(tx, caller, input);
      const [inserted] = rowsOf(
        await tx
          .insert(table)
          .values({ ...values, id_company: caller.id_company })
          .returning(columns),
      );
      const row = await findOne(tx, caller, inserted.id);
      await def.afterCreate?.(tx, caller, row, notify, input);
      return row;
    });
    await def.afterCreateCommitted?.(caller, answer);
    return reply.code(201).send(answer);
  });

  app.put('/:id', { ...writeGuard, schema: { summary: `Ubah ${label}`, tags, params: idParams, body: update, response: { 200: record } } }, async (request) => {
    const caller = callerOf(request);
    return app.notifier.transaction((tx, notify) => updateOne(tx, caller, request.params.id, changes(request.body), notify));
  });

  /** Bulk update in one transaction: `PUT <path>?filter={"id":[1,2,3]}` with the fields to set. */
  app.put('', { ...writeGuard, schema: { summary: `Ubah beberapa ${label} sekaligus`, ...alsoErrors(404), tags, querystring: idsQuery, body: update, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, problem('bulk.none_to_update'));
    return app.notifier.transaction(async (tx, notify) => {
      await ensureAllVisible(tx, caller, ids);
      for (const id of ids) await updateOne(tx, caller, id, changes(request.body), notify);
      return ids;
    });
  });

  /** The deletion has committed whatever the clean-up does: a failure there is logged, not answered. */
  const afterDelete = async (request: FastifyRequest, deleted: Row<R>[]) => {
    try {
      await def.afterDelete?.(deleted);
    } catch (error) {
      request.log.error({ err: error }, `clean-up after deleting ${name} failed`);
    }
  };

  /** Bulk delete in one transaction: `DELETE <path>?filter={"id":[1,2,3]}` answers the deleted ids. */
  app.delete('', { ...writeGuard, schema: { summary: `Hapus beberapa ${label} sekaligus`, ...alsoErrors(404), tags, querystring: idsQuery, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, problem('bulk.none_to_delete'));
    const deleted = await db.transaction(async (tx) => {
      await ensureAllVisible(tx, caller, ids);
      await def.beforeDelete?.(tx, caller, ids);
      return rowsOf(await tx.delete(table).where(inArray(table.id, ids)).returning(columns));
    });
    await afterDelete(request, deleted);
    return deleted.map((row) => row.id);
  });

  app.delete('/:id', { ...writeGuard, schema: { summary: `Hapus ${label}`, tags, params: idParams, response: { 200: record } } }, async (request) => {
    const caller = callerOf(request);
    const row = await db.transaction(async (tx) => {
      const found = await findOne(tx, caller, request.params.id);
      await def.beforeDelete?.(tx, caller, [request.params.id]);
      await tx.delete(table).where(eq(table.id, request.params.id));
      return found;
    });
    await afterDelete(request, [row]);
    return row;
  });
};
