import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './appServer';
import { CHROMIUM, TEST_CHROMIUM } from './chromium';

export const E2E_ADMIN = { email: 'admin@majumotor.co.id', password: 'e2e-rahasia-1' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** What the tests drive (tests/e2e/chromium.ts). */
    chromium: string;
    /** The whole browser, for what only it does, such as judging whether the app is installable. */
    browserChromium: string;
    adminEmail: string;
    password: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Builds the client and starts the real server (`npm start`'s entry point) on a free loopback port. */
export default async function setup(project: TestProject) {
  for (const needed of new Set([TEST_CHROMIUM, CHROMIUM])) {
    if (!existsSync(needed)) {
      throw new Error(
        `End-to-end tests need Chromium at ${needed}. Install it with \`apt-get update && apt-get install -y chromium\` ` +
          '(or set CHROMIUM_PATH).',
      );
    }
  }
  await run(process.execPath, ['scripts/ensure-build.mjs']);
  const server = await startAppServer(E2E_ADMIN);
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromium', TEST_CHROMIUM);
  project.provide('browserChromium', CHROMIUM);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('password', E2E_ADMIN.password);
  return server.stop;
}
