import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own backup tools, pg_dump and pg_restore (Debian's postgresql-client), for a real
 * PostgreSQL: their custom format is compressed, consistent (one snapshot of the whole database) and
 * restores into a server of the same or a later major version (docs/backups.md).
 */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error(`${tool} tidak ditemukan: pasang postgresql-client (apt-get install postgresql-client).`);
    throw new Error(`${tool} gagal: ${stderr?.trim() || String(error)}`);
  }
}

/** The whole database, in one snapshot, into `file` (custom format); objects' owners are left out. */
export const pgDump = (url: string, file: string) => pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);

/** A pg_dump file into the (empty) database at `url`. */
export const pgRestore = (url: string, file: string) => pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
