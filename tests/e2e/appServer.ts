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

/**
 * The real server (`npm start`'s entry point, serving the built client) on a free loopback port,
 * with a fresh embedded database and the demo dealer; used by the end-to-end tests and bench/.
 * `root` is another checkout to serve (bench/mobile-load.ts compares with an earlier commit).
 */
export async function startAppServer(admin: { email: string; password: string }, root = projectRoot) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-e2e-'));
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
