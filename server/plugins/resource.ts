import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleName } from '../../src/authProvider/permissions';
import type { DatabaseHandle, Executor } from '../db/connection';
import { countMatching } from '../db/count';
import type { Caller } from '../modules/user/session';
import { idField, idParams } from '../schemas';
import { callerOf, requireModule } from './auth';
import { AppError, notFound } from './errors';

/**
 * One CRUD resource in the ra-data-simple-rest convention (DESIGN.md §3), scoped to the
 * caller's company and guarded by a permission module. A resource is declared once with this.
 */
export type ResourceDefinition<Create extends z.ZodType, Update extends z.ZodType> = {
  /** The name in Content-Range ("users 0-24/319"). */
  name: string;
  table: PgTable & { id: AnyPgColumn; id_company: AnyPgColumn };
  module: ModuleName;
  /** Output columns; secrets such as password hashes are simply not listed. */
  columns: Record<string, AnyPgColumn>;
  output: z.ZodObject;
  /** Columns matched by the free-text filter `q`. */
  searchable: AnyPgColumn[];
  /** Equality filters (a value or a list of values), keyed by the field name the client sends. */
  filters: Record<string, AnyPgColumn>;
  defaultSort: string;
  create: Create;
  update: Update;
  /** Turns validated input into the row to write, checking references against the company. */
  toRow(tx: Executor, caller: Caller, input: z.output<Create> | z.output<Update>, id?: number): Promise<Record<string, unknown>>;
  afterCreate?(tx: Executor, caller: Caller, id: number): Promise<void>;
  /** Refuses deletions that would break the company (throws an AppError). */
  beforeDelete?(tx: Executor, caller: Caller, ids: number[]): Promise<void>;
};

const jsonParam = <T extends z.ZodType>(schema: T, label: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} bukan JSON yang valid.` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()])).max(1000)]);

const listQuery = z.object({
  sort: jsonParam(z.tuple([z.string().max(60), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), 'range'),
  filter: jsonParam(z.record(z.string().max(60), filterValue), 'filter'),
});

/** The largest page a list answers, whatever range asks for. */
const MAX_PAGE = 500;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(def: ResourceDefinition<z.ZodType, z.ZodType>, caller: Caller, filter: Record<string, z.infer<typeof filterValue>> = {}) {
  const conditions: (SQL | undefined)[] = [eq(def.table.id_company, caller.id_company)];
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q') {
      const text = String(value ?? '').trim();
      if (text) conditions.push(or(...def.searchable.map((column) => ilike(column, `%${escapeLike(text)}%`))));
      continue;
    }
    const column = field === 'id' ? def.table.id : def.filters[field];
    if (!column) throw new AppError(400, `Filter '${field}' tidak dikenal.`);
    if (Array.isArray(value)) conditions.push(value.length ? inArray(column, value) : eq(column, null));
    else if (value !== null && value !== '') conditions.push(eq(column, value));
  }
  return and(...conditions);
}

/**
 * Erases a definition's input types so definitions of different resources share one plugin;
 * each definition's own schemas still validate its input before toRow sees it.
 */
export const defineResource = <Create extends z.ZodType, Update extends z.ZodType>(definition: ResourceDefinition<Create, Update>) =>
  definition as unknown as ResourceDefinition<z.ZodType, z.ZodType>;

export const resourcePlugin: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  definition: ResourceDefinition<z.ZodType, z.ZodType>;
}> = async (app, { database, definition: def }) => {
  const { db } = database;
  const tags = [def.name];
  const guard = { preHandler: requireModule(def.module) };
  const sortable = new Set(Object.keys(def.columns));

  const findOne = async (tx: Executor, caller: Caller, id: number) => {
    const [row] = await tx
      .select(def.columns)
      .from(def.table)
      .where(and(eq(def.table.id, id), eq(def.table.id_company, caller.id_company)));
    if (!row) throw notFound();
    return row;
  };

  app.get('/', { ...guard, schema: { tags, querystring: listQuery, response: { 200: z.array(def.output) } } }, async (request, reply) => {
    const caller = callerOf(request);
    const { sort = [def.defaultSort, 'ASC'], range = [0, 24], filter } = request.query;
    if (!sortable.has(sort[0])) throw new AppError(400, `Kolom urutan '${sort[0]}' tidak dikenal.`);
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
    return rows;
  });

  app.get('/:id', { ...guard, schema: { tags, params: idParams, response: { 200: def.output } } }, async (request) =>
    findOne(db, callerOf(request), request.params.id),
  );

  app.post('/', { ...guard, schema: { tags, body: def.create, response: { 201: def.output } } }, async (request, reply) => {
    const caller = callerOf(request);
    const row = await db.transaction(async (tx) => {
      const values = await def.toRow(tx, caller, request.body);
      const [inserted] = await tx
        .insert(def.table)
        .values({ ...values, id_company: caller.id_company } as never)
        .returning({ id: def.table.id });
      const id = inserted.id as number;
      await def.afterCreate?.(tx, caller, id);
      return findOne(tx, caller, id);
    });
    return reply.code(201).send(row);
  });

  app.put('/:id', { ...guard, schema: { tags, params: idParams, body: def.update, response: { 200: def.output } } }, async (request) => {
    const caller = callerOf(request);
    return db.transaction(async (tx) => {
      await findOne(tx, caller, request.params.id);
      const values = await def.toRow(tx, caller, request.body, request.params.id);
      if (Object.keys(values).length) {
        await tx.update(def.table).set(values as never).where(eq(def.table.id, request.params.id));
      }
      return findOne(tx, caller, request.params.id);
    });
  });

  const idsQuery = z.object({ filter: jsonParam(z.object({ id: z.array(idField()).min(1).max(1000) }), 'filter') });
  const idsOf = (query: z.infer<typeof idsQuery>, message: string) => {
    const ids = query.filter?.id;
    if (!ids) throw new AppError(400, message);
    return ids;
  };
  /** Refuses the whole bulk call when any id is not the company's: nothing is half-done. */
  const ensureAllOwned = async (tx: Executor, caller: Caller, ids: number[]) => {
    const owned = await tx
      .select({ id: def.table.id })
      .from(def.table)
      .where(and(inArray(def.table.id, ids), eq(def.table.id_company, caller.id_company)));
    if (owned.length !== new Set(ids).size) throw notFound('Sebagian data tidak ditemukan; tidak ada yang diubah.');
  };

  /** Bulk update in one transaction: `PUT <path>?filter={"id":[1,2,3]}` with the fields to set. */
  app.put('/', { ...guard, schema: { tags, querystring: idsQuery, body: def.update, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, 'Pilih data yang akan diubah.');
    return db.transaction(async (tx) => {
      await ensureAllOwned(tx, caller, ids);
      for (const id of ids) {
        const values = await def.toRow(tx, caller, request.body, id);
        if (Object.keys(values).length) await tx.update(def.table).set(values as never).where(eq(def.table.id, id));
      }
      return ids;
    });
  });

  /** Bulk delete in one transaction: `DELETE <path>?filter={"id":[1,2,3]}` answers the deleted ids. */
  app.delete('/', { ...guard, schema: { tags, querystring: idsQuery, response: { 200: z.array(z.number()) } } }, async (request) => {
    const caller = callerOf(request);
    const ids = idsOf(request.query, 'Pilih data yang akan dihapus.');
    return db.transaction(async (tx) => {
      await ensureAllOwned(tx, caller, ids);
      await def.beforeDelete?.(tx, caller, ids);
      const deleted = await tx.delete(def.table).where(inArray(def.table.id, ids)).returning({ id: def.table.id });
      return deleted.map((row) => row.id as number);
    });
  });

  app.delete('/:id', { ...guard, schema: { tags, params: idParams, response: { 200: def.output } } }, async (request) => {
    const caller = callerOf(request);
    return db.transaction(async (tx) => {
      const row = await findOne(tx, caller, request.params.id);
      await def.beforeDelete?.(tx, caller, [request.params.id]);
      await tx.delete(def.table).where(eq(def.table.id, request.params.id));
      return row;
    });
  });
};
