import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { loginMarkup } from './scripts/loginMarkupPlugin';

/** Answers `path` with `body` on the development server, as the build serves the emitted file. */
function serve(server: ViteDevServer, path: string, type: string, body: () => string | Buffer) {
  server.middlewares.use(path, (_request, response) => {
    response.setHeader('Content-Type', type);
    response.setHeader('Cache-Control', 'no-store');
    response.end(body());
  });
}

/**
 * dist/version.json names this build; the running app defines the same id as __APP_BUILD__
 * and offers a reload when the server serves another one (src/version).
 */
function versionFile(version: string): Plugin {
  const build = new Date().toISOString();
  const body = `${JSON.stringify({ version, build })}\n`;
  return {
    name: 'sf-version-file',
    config: () => ({ define: { __APP_BUILD__: JSON.stringify(build) } }),
    configureServer: (server) => serve(server, '/version.json', 'application/json', () => body),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
  };
}

/**
 * Firebase's scripts for public/firebase-messaging-sw.js, served from this origin rather than
 * a CDN: the worker must load them with importScripts, and they stay the installed version.
 */
function firebaseWorkerScripts(): Plugin {
  const scripts = ['firebase-app-compat.js', 'firebase-messaging-compat.js'];
  const read = (name: string) => readFileSync(new URL(`./node_modules/firebase/${name}`, import.meta.url));
  return {
    name: 'sf-firebase-worker-scripts',
    configureServer(server) {
      for (const name of scripts) serve(server, `/firebase/${name}`, 'text/javascript', () => read(name));
    },
    generateBundle() {
      for (const name of scripts) this.emitFile({ type: 'asset', fileName: `firebase/${name}`, source: read(name) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    versionFile(pkg.version),
    firebaseWorkerScripts(),
    loginMarkup(),
    // The installable app and its service worker (docs/client.md, Installable, and the shell
    // without signal): the worker precaches the shell, and the app registers it itself once a user
    // is signed in (src/version/appWorker.ts), so a visitor on /login downloads none of it.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Salesforce Dealer',
        short_name: 'Salesforce',
        description: 'Back office tim penjualan dealer sepeda motor',
        lang: 'id',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#305F72',
        background_color: '#FFFFFF',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Firebase's scripts belong to the push worker, which loads them itself.
        globIgnores: ['firebase/**', 'firebase-messaging-sw.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/files\//, /^\/firebase/, /^\/version\.json$/, /^\/login(\?|$)/],
        // /login opens drawn (login.html, scripts/loginMarkupPlugin.ts), from the worker's copy.
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/login',
            handler: async ({ request }) => (await caches.match('/login.html', { ignoreSearch: true })) ?? fetch(request),
          },
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // A brotli and a gzip copy beside every text file, written once here at the highest levels;
    // the server sends the one the browser accepts (server/plugins/spa.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (docs/client.md, "Bundles"): left to itself the bundler cut the
        // packages into one chunk per set of pages sharing them, and a cold link to /prospect
        // asked for 121 files, each a round trip a phone pays. The packages the entry needs
        // become one chunk; the others are grouped by the pages that use them, a group under
        // 30 kB joined to its nearest neighbour. Grouping moves modules between chunks, so their
        // bodies are made to run in source order, as the bundler advises for manual groups.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], test: /node_modules/, priority: 2 },
            // Only Panduan Pengguna and Bantuan draw Markdown (docs/guide.md): grouped with another
            // page's small packages, the dashboard every login opens would download it too.
            { name: 'markdown', test: /node_modules[\\/]markdown-to-jsx[\\/]/, priority: 1 },
            { name: 'lib', test: /node_modules/, entriesAware: true, entriesAwareMergeThreshold: 30_000 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
});
