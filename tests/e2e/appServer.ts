import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}

type ServerOptions = {
  /** Another checkout to serve (bench/mobile-load.ts compares with an earlier commit). */
  root?: string;
  /** Settings beside the defaults below (bench/broadcast-cloud.ts: a PostgreSQL database, the fake Meta). */
  env?: Record<string, string>;
  /** The port and data folder of a server started before, to start it again where it was. */
  port?: number;
  dataDir?: string;
};

/**
 * The real server (`npm start`'s entry point, serving the built client) on a free loopback port,
 * with a fresh embedded database and the demo dealer; used by the end-to-end tests and bench/.
 */
export async function startAppServer(admin: { email: string; password: string }, options: ServerOptions = {}) {
  const root = options.root ?? projectRoot;
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sf-e2e-'));
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      // The visit map's tiles from this server (none there: the map stays blank), never from the
      // internet: tests send traffic to loopback only.
      MAP_TILE_URL: `http://127.0.0.1:${port}/map-tiles/{z}/{x}/{y}.png`,
      // Broadcasts at a test's pace: a second at most between two messages instead of 8–20 s.
      WA_BROADCAST_MIN_DELAY_SECONDS: '0',
      WA_BROADCAST_MAX_DELAY_SECONDS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  const ended = (signal: NodeJS.Signals) => {
    // A process already killed stays so: stop() after kill() only removes its folder.
    if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    return exited;
  };
  return {
    baseUrl,
    port,
    dataDir,
    /** The process's id, which its database sessions carry (docs/deploy.md). */
    pid: server.pid,
    async stop() {
      await ended('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** A crash: the process is killed at once, and its data folder kept for a start again. */
    kill: () => ended('SIGKILL'),
  };
}
