import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_REFERENCE } from '../../domain/apiPaths';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browsable API reference (docs/api.md, Reference): Swagger UI from the registry package,
 * served by the app itself, so it needs no CDN and runs under the app's own CSP (its page has no
 * inline script). It reads the same document as /api/docs. The base layout leaves out Swagger's
 * top bar, whose box would load any other address's document.
 */
export default fp(async function apiReference(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE,
    uiConfig: {
      layout: 'BaseLayout',
      // A deep link would be a link inside each operation's toggle button.
      deepLinking: false,
      syntaxHighlight: false,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayOperationId: true,
      // A reading reference: calls are tried with curl and a key (docs/api.md), not from this page,
      // whose try-out and credentials dialogs fall short of WCAG 2.1 AA.
      supportedSubmitMethods: [],
    },
    theme: {
      title: 'Referensi API · Salesforce Dealer',
      css: [{ filename: 'theme.css', content: readFileSync(path.join(here, 'apiReference.css'), 'utf8') }],
      // Landmarks, heading levels and names that Swagger UI leaves out (docs/accessibility.md).
      js: [{ filename: 'structure.js', content: readFileSync(path.join(here, 'apiReferenceStructure.js'), 'utf8') }],
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: readFileSync(path.join(here, '../../public/favicon.svg')) }],
    },
  });
});
