/**
 * What the login page makes a browser fetch before it can run: builds the client, reads
 * dist's index.html, and sums the entry script, its module preloads and stylesheets, raw, gzip
 * and brotli (the copies the server sends). Beside it, in the same run, a bare react-admin app
 * (one <Admin> with one resource, built from the installed packages): the peer.
 *
 *   node --import tsx bench/bundle-size.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
/** The login page's JS and CSS, gzip: at most 250 kB, so a phone on a mobile network signs in quickly (bench/README.md). */
const TARGET_GZIP = 250_000;
/** What the login page must not load, since only a signed-in user needs it: the admin shell, charts, firebase, the data grid. */
const FORBIDDEN = [/src\/AdminApp\.tsx$/, /src\/layout\/AppLayout\.tsx$/, /@mui\/x-charts\//, /node_modules\/@?firebase\//, /ra-ui-materialui\/dist\/list\/(datagrid|datatable)\//i];

type Sizes = { files: string[]; raw: number; gzip: number; brotli: number; forbidden: string[] };

/** Records, per emitted chunk, the source modules in it. */
function moduleMap(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-module-map',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') into.set(chunk.fileName, Object.keys(chunk.modules));
    },
  };
}

/** Builds `appRoot` into `outDir` and sums what its index.html loads up front. */
async function loginPageBytes(appRoot: string, outDir: string, options: { configFile: string | false }): Promise<Sizes> {
  const modules = new Map<string, string[]>();
  await build({
    root: appRoot,
    configFile: options.configFile,
    logLevel: 'warn',
    plugins: [...(options.configFile ? [] : [react()]), moduleMap(modules)],
    build: { outDir, emptyOutDir: true },
  });
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1].replace(/^\//, ''));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  const loaded = files.flatMap((file) => modules.get(file) ?? []);
  const forbidden = loaded.filter((id) => FORBIDDEN.some((pattern) => pattern.test(id))).map((id) => path.relative(root, id));
  return { files, raw, gzip, brotli, forbidden };
}

/** The smallest react-admin app with a login: what its login page loads. */
async function bareReactAdmin(): Promise<Sizes> {
  // Inside the project, so that the installed packages resolve.
  const dir = mkdtempSync(path.join(root, 'node_modules', '.bench-bare-ra-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>');
    writeFileSync(
      path.join(dir, 'main.tsx'),
      `import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
const authProvider = {
  login: async () => undefined, logout: async () => undefined, checkError: async () => undefined,
  checkAuth: () => Promise.reject(new Error('login')),
};
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')} authProvider={authProvider}><Resource name="posts" list={ListGuesser} /></Admin>,
);
`,
    );
    return await loginPageBytes(dir, path.join(dir, 'dist'), { configFile: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const describe = (label: string, sizes: Sizes) =>
  console.log(`${label}: ${sizes.files.length} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli`);

const outDir = mkdtempSync(path.join(root, 'node_modules', '.bench-dist-'));
let ours: Sizes;
try {
  ours = await loginPageBytes(root, outDir, { configFile: path.join(root, 'vite.config.ts') });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
const peer = await bareReactAdmin().catch((error: unknown) => {
  console.error('the bare react-admin build failed:', error);
  return undefined;
});

console.log('\nWhat index.html makes the browser fetch before the login page runs (JS and CSS):');
for (const file of ours.files) console.log(`  ${file}`);
describe('this app', ours);
if (peer) describe('bare react-admin app', peer);
else console.log('bare react-admin app: no answer');
console.log(
  peer && peer.gzip > 0 ? `this app / bare react-admin (gzip): ${(ours.gzip / peer.gzip).toFixed(2)}` : 'this app / bare react-admin: no answer',
);
console.log(`target ≤ ${kb(TARGET_GZIP)} gzip: ${ours.gzip <= TARGET_GZIP ? 'met' : 'NOT met'}`);
console.log(
  ours.forbidden.length === 0
    ? 'admin shell, charts, firebase, data grid: none of them loaded by the login page'
    : `loaded by the login page although it must not be:\n  ${ours.forbidden.join('\n  ')}`,
);
