import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPEN_ROUTES } from '../../domain/apiPaths';
import { IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../domain/idempotency';
import { idempotencyKeyForm, takesIdempotencyKey } from '../plugins/idempotencyKey';
import { domainTags } from './tags';

const MULTIPART = 'multipart/form-data';
/** Every body the API reads as JSON it also reads form-encoded (@fastify/formbody). */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

type RouteSchema = FastifySchema & { consumes?: string[]; tags?: string[]; operationId?: string; 'x-also-errors'?: number[] };

/** The optional Idempotency-Key header of every write a caller makes (docs/api.md, Idempotency keys). */
const IDEMPOTENCY_KEY_HEADERS = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      ...z.toJSONSchema(idempotencyKeyForm, { target: 'openapi-3.0' }),
      description:
        `Kunci idempotensi, opsional: permintaan yang diulang dengan kunci dan isi yang sama dijalankan sekali, dan ulangannya menerima jawaban pertama ` +
        `dengan header \`${IDEMPOTENT_REPLAYED_HEADER}: true\`. Kunci milik pemanggil (pengguna atau kunci integrasi) dan disimpan sedikitnya ` +
        `${IDEMPOTENCY_KEEP_HOURS} jam. Kunci yang sama untuk permintaan lain: 422; selagi permintaan pertama berjalan: 409; bentuk salah: 400.`,
    },
  },
};

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

/**
 * A stable, readable operationId from the method and the path: `/api` and the version segment
 * left out, each segment capitalised, a parameter as `By<Name>`. GET /api/prospect/v1/prospect/:id
 * → getProspectProspectById. Method and path are unique per route, so the id is too.
 */
function operationIdOf(method: string, url: string) {
  const segments = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !/^v\d+$/.test(segment))
    .map((segment) => (segment.startsWith(':') ? `By${words(segment).map(capital).join('')}` : words(segment).map(capital).join('')));
  return `${method.toLowerCase()}${segments.join('')}`;
}

/**
 * The error statuses a route can answer, from what it is rather than listed per route
 * (docs/api.md, Envelope and errors):
 * 400 unreadable input (a bad JSON text, U+0000 in a parameter, input the database refuses),
 * 401 no valid session (every route but the public, link and open ones), 403 an unknown app key
 * (or, for a link, a bad link token) and refused permissions, 404 a path id outside the caller's
 * reach, 406 an upload that is not multipart, 409 a write that collides (unique keys, references,
 * a state that forbids it), 413 and 415 a body too large or of a type not read (Fastify reads the
 * body of every request but a GET, whether the route takes one or not), 422 input its schema refuses,
 * 429 a rate-limited route, and any route a session opens, since an integration key reaches those
 * within its own limit per minute (docs/api.md, Integration keys), 500 anything unexpected. A route that answers another error status
 * for its own reasons states it in its `response` schema.
 */
function errorStatusesOf(route: RouteOptions, schema: RouteSchema, url: string): number[] {
  if (OPEN_ROUTES.has(url)) return [500];
  const upload = Boolean(schema.consumes?.includes(MULTIPART));
  const writes = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
  const input = writes || Boolean(schema.body) || Boolean(schema.params) || Boolean(schema.querystring);
  const session = !route.config?.public && !route.config?.linkToken && !route.config?.signed;
  const statuses = [
    input && 400,
    session && 401,
    403,
    Boolean(schema.params) && 404,
    upload && 406,
    writes && 409,
    writes && 413,
    writes && 415,
    input && 422,
    (session || Boolean(route.config?.rateLimit)) && 429,
    500,
    ...(schema['x-also-errors'] ?? []),
  ];
  return [...new Set(statuses.filter((status): status is number => status !== false))].sort((a, b) => a - b);
}

/** Who may call a route: `appKey` alone for a public route, nothing for a link or an operator's route. */
function securityOf(route: RouteOptions, url: string) {
  if (OPEN_ROUTES.has(url) || route.config?.linkToken || route.config?.signed) return { security: [] };
  if (route.config?.public) return { security: [{ appKey: [] }] };
  return {};
}

/**
 * The per-route part of the document: zod's schemas turned into JSON schemas, then the route's
 * operationId, domain tags, security, the body types it reads, and the error statuses it can answer
 * (`x-errors`, turned into responses once the document is whole, see document.ts).
 */
export const transformRoute: SwaggerTransform = (input) => {
  const { schema: transformed, url } = jsonSchemaTransform(input) as { schema: RouteSchema & { hide?: boolean }; url: string };
  if (!transformed || transformed.hide) return { schema: transformed, url };
  const { 'x-also-errors': _also, ...schema } = transformed;
  const route = input.route;
  const method = [route.method].flat()[0];
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      tags: domainTags(schema.tags),
      ...securityOf(route, url),
      ...(schema.body && !schema.consumes ? { consumes: BODY_TYPES } : {}),
      ...(takesIdempotencyKey(method, url, route.config) ? { headers: IDEMPOTENCY_KEY_HEADERS } : {}),
      'x-errors': errorStatusesOf(route, transformed, url),
    },
  };
};
