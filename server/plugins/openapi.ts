import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import pkg from '../../package.json' with { type: 'json' };
import { API_DOCUMENT } from '../../domain/apiPaths';
import { completeDocument } from '../openapi/document';
import { transformRoute } from '../openapi/operation';

/**
 * The OpenAPI document served at /api/docs (docs/api.md, The API document). Each route brings its
 * own summary, tags and zod schemas; everything generic — operationIds, security, the body types
 * read, the error answers, the list parameters and headers — is derived here, so a route added
 * later is described the same way without doing anything.
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Salesforce back office API',
        version: pkg.version,
        description: 'API back office penjualan dealer motor. Keputusan dan konvensinya: docs/api.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Token sesi dari login (`Authorization: Bearer <token>`).' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key', description: 'Kunci aplikasi klien (salah satu APP_KEYS).' },
        },
      },
      security: [{ bearer: [], appKey: [] }],
    },
    transform: transformRoute,
    transformObject: completeDocument,
  });
  app.get(
    API_DOCUMENT,
    { schema: { summary: 'Dokumen OpenAPI ini', tags: ['Sistem'], response: { 200: z.looseObject({ openapi: z.string() }) } } },
    async () => app.swagger(),
  );
});
