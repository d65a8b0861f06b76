import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * The running app's door for `npm run backup` on the embedded database (docs/backups.md): PGlite's
 * folder is one process's alone, so the app that holds it makes the backup. A Unix socket in
 * DATA_DIR, readable by the folder's owner only: whoever may read the data may back it up. The
 * command writes the folder to back up into, one line; the app answers `OK <archive>` or `ERR <why>`.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Listens for backup requests; answers a function that stops listening. */
export async function serveBackups(dataDir: string, makeOne: (into: string) => Promise<string>): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // Left by an app that did not stop cleanly: only one app may hold the folder's database anyway.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let asked = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      if (asked.includes('\n')) return;
      asked += chunk;
      if (!asked.includes('\n')) return;
      makeOne(asked.slice(0, asked.indexOf('\n'))).then(
        (archive) => connection.end(`OK ${archive}\n`),
        (error: unknown) => connection.end(`ERR ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
    connection.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the app running on `dataDir` for a backup into `into`: its archive, or null when no app listens there. */
export function askRunningApp(dataDir: string, into: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.connect(backupSocketPath(dataDir), () => connection.write(`${into}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => {
      const line = answer.trim();
      if (line.startsWith('OK ')) resolve(line.slice(3));
      else reject(new Error(line.replace(/^ERR /, '') || 'aplikasi tidak menjawab'));
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/** Whether an app answers on the folder's socket (a socket file left by a stopped app does not). */
export function appListens(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect(backupSocketPath(dataDir), () => {
      connection.destroy();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });
}
