import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgDump } from './pgTools';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; for the few statements Drizzle does not express. */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The same, each row an array of its values in the statement's order: no object per row, for reads of millions (exports). */
  queryArrays(text: string, params?: unknown[]): Promise<unknown[][]>;
  /** Runs several statements without parameters (the job queue installs its schema so); answers the last one's rows. */
  script<Row>(text: string): Promise<Row[]>;
  /** Bulk load through COPY … FROM (CSV, no header): far faster than inserts for imports and benchmarks. */
  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void>;
  /**
   * Runs `work` in one transaction of its own connection, where COPY is available too: bulk writes
   * that must become visible together or not at all (an import's batch). Rolled back if `work` throws.
   */
  bulkTransaction<T>(work: (bulk: BulkWriter) => Promise<T>): Promise<T>;
  /** Receives PostgreSQL NOTIFY payloads of a channel; answers a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Writes a consistent copy of the whole database into `file`, while it keeps serving (docs/backups.md):
   * PGlite's data folder as a tar, or pg_dump's custom format.
   */
  snapshot(file: string): Promise<void>;
  close(): Promise<void>;
};

/** What a bulk transaction offers: plain statements and COPY … FROM (CSV, no header). */
export type BulkWriter = {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  copyCsv(table: string, columns: readonly string[], csv: string): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant works; it only has to be the same for every instance migrating the same database. */
const MIGRATION_LOCK_KEY = 7_310_001;

const copyTarget = (table: string, columns: readonly string[]) =>
  `${pg.escapeIdentifier(table)} (${columns.map((c) => pg.escapeIdentifier(c)).join(', ')})`;

type OpenOptions =
  | { url: string }
  /** A folder for the embedded database, or undefined for an in-memory one (tests). */
  | { dataDir?: string }
  /** An in-memory database that starts as a copy of a `pgliteDump`: tests skip initdb and the migrations. */
  | { copyOf: Blob };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  return 'copyOf' in options ? openPglite({ copyOf: options.copyOf }) : openPglite({ dataDir: options.dataDir });
}

/** A migrated in-memory database's files, after `prepare` ran on it, for `openDatabase({ copyOf })`. */
export async function pgliteDump(prepare: (handle: DatabaseHandle) => Promise<unknown>): Promise<Blob> {
  const handle = await openPglite({});
  try {
    await prepare(handle);
    return await handle.dump();
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, are all
 * touched when it opens and never given back; a dealer's data needs far less, and the operating
 * system's cache still holds the files (docs/architecture.md, Memory).
 */
/** Where PGlite keeps its data inside DATA_DIR (backups restore into the same place). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pgdata');

/** The extensions the migrations create (pg_trgm: the prospect search's indexes); a restored folder opens with them too. */
export const PGLITE_EXTENSIONS = { pg_trgm };

const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'], extensions: PGLITE_EXTENSIONS };

async function openPglite({ dataDir, copyOf }: { dataDir?: string; copyOf?: Blob }): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(pgliteFolder(dataDir), PGLITE_OPTIONS) : new PGlite({ ...PGLITE_OPTIONS, loadDataDir: copyOf });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    dump: () => client.dumpDataDir('none'),
    db,
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    queryArrays: async (text, params) => (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    script: async <Row>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as Row[],
    copyCsv: async (table, columns, csv) => {
      await client.query(`copy ${copyTarget(table, columns)} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
    },
    bulkTransaction: (work) =>
      client.transaction((tx) =>
        work({
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
          copyCsv: async (table, columns, csv) => {
            await tx.query(`copy ${copyTarget(table, columns)} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
          },
        }),
      ),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    // dumpDataDir copies the folder between two statements (it holds PGlite's query lock); a transaction
    // still open then is not committed in the copy, which opens as after a crash: without it.
    snapshot: async (file) => writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer())),
    close: () => client.close(),
  };
}

const copyInto = (connection: pg.PoolClient, table: string, columns: readonly string[], csv: string) =>
  pipeline(Readable.from([csv]), connection.query(copyFrom(`copy ${copyTarget(table, columns)} from stdin with (format csv)`)));

/**
 * How this process's sessions show in pg_stat_activity: which instance holds what (an operator's
 * look, and the two-instance test's). An application_name in DATABASE_URL wins.
 */
const application_name = `salesforce-backoffice ${hostname()}:${process.pid}`;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name });
  // An idle connection dropped by the server (restart, failover) must not bring the process down:
  // the pool discards it and the next query opens a new one.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    // Several instances may start together against one database: only one migrates at a time.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const listeners = createPgListeners(url);
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    query: async <Row>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as Row[],
    queryArrays: async (text, params) => (await pool.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows,
    // Without parameters node-postgres uses the simple protocol, which accepts several statements.
    script: async <Row>(text: string) => {
      const result = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Row[];
    },
    copyCsv: async (table, columns, csv) => {
      const connection = await pool.connect();
      try {
        await copyInto(connection, table, columns, csv);
      } finally {
        connection.release();
      }
    },
    bulkTransaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work({
          query: async <Row>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as Row[],
          copyCsv: (table, columns, csv) => copyInto(connection, table, columns, csv),
        });
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    listen: listeners.listen,
    snapshot: (file) => pgDump(url, file),
    close: async () => {
      await listeners.close();
      await pool.end();
    },
  };
}

/** How long to wait before a dropped LISTEN connection is opened again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * One dedicated connection per process carries every LISTEN (a pooled connection would lose
 * them). When it drops it is opened again and listens to the same channels.
 */
function createPgListeners(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, application_name });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        connecting = undefined;
        throw error;
      }
      client = next;
      return next;
    })());

  const retry = () =>
    setTimeout(() => {
      if (!closed) connect().catch(retry);
    }, RELISTEN_DELAY_MS);

  function lost(dropped: pg.Client) {
    if (closed || client !== dropped) return;
    client = undefined;
    connecting = undefined;
    retry();
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const existing = handlers.get(channel);
      if (existing) existing.add(onPayload);
      else {
        handlers.set(channel, new Set([onPayload]));
        const active = await connect();
        await active.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      return async () => {
        handlers.get(channel)?.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      const active = client;
      client = undefined;
      if (active) await active.end().catch(() => undefined);
    },
  };
}
