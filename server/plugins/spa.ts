import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../../domain/errors';
import { errorBody } from './errors';
import type { DatabaseHandle } from '../db/connection';
import firstScreen from './firstScreen';

/**
 * Serves the built client from `dist/` and answers every other non-API GET with index.html, so
 * the client's router handles deep links (/prospect/12, /register_invited/…). The build writes a
 * brotli and a gzip copy beside each file (vite.config.ts); the one the browser accepts is sent.
 */
export default fp<{ distDir: string; appKey: string; database: DatabaseHandle }>(async function spa(app: FastifyInstance, { distDir, appKey, database }) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our setHeaders decides the caching; the plugin's default would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: safe to cache for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain bytes: caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    await app.register(firstScreen, { distDir, appKey, database });
  }
  // The login page comes drawn (docs/client.md, "The login page's markup"); a build without it is
  // served as any page. A page of the app, not an operation of the API reference.
  if (existsSync(path.join(distDir, 'login.html'))) {
    app.get('/login', { schema: { hide: true } }, (_request, reply) => reply.sendFile('login.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send(errorBody(problem('route_not_found')));
    }
    if (!hasBuild) {
      return reply.code(503).type('text/plain').send('Aplikasi belum dibangun. Jalankan `npm run build` atau `npm start`.');
    }
    // A path with a file extension is a missing asset, not a page of the app.
    if (path.extname(request.url.split('?')[0])) return reply.code(404).send(errorBody(problem('file_not_found')));
    return reply.sendFile('index.html');
  });
});
