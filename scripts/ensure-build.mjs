// Builds the client when dist/ is missing or older than its sources (the shared domain/ code and
// the patches applied to dependencies included), so `npm start` always serves
// what the checkout contains without rebuilding on every start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist', 'index.html');

function newestIn(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestIn(path.join(target, name))), stat.mtimeMs);
}

const sources = ['src', 'domain', 'public', 'patches', 'index.html', 'vite.config.ts', 'scripts/loginMarkupPlugin.ts', 'package.json', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);
const sourceTime = Math.max(...sources.map(newestIn));

if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) {
  console.log('Client build is up to date.');
} else {
  console.log('Building the client (vite build)…');
  // The build a server serves is the production one, whatever environment started it: run from
  // Vitest (NODE_ENV=test), Vite built React's development code and no service worker.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
