import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_REFERENCE } from '../../../domain/apiPaths';

/**
 * Every answer the server tests receive, checked against the app's own OpenAPI document
 * (docs/testing.md): the operation, the status code, the content type and the JSON body. A
 * difference fails the test that received it, naming the operation, the status and what differs.
 * Only what /api answers is checked; a stream's or a file's body only by its content type.
 */

type Json = Record<string, unknown>;
type MediaType = { schema?: Json };
type Response = { $ref?: string; content?: Record<string, MediaType> };
type Document = { paths: Record<string, Record<string, { responses: Record<string, Response> }>>; components: { responses?: Record<string, Response> } };

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const mismatches: string[] = [];

/** The departures found since the last call, each once. */
export const takeMismatches = () => [...new Set(mismatches.splice(0))];

/** Fails the test (or the file's hooks) that received an answer departing from the document; tests/server/setup.ts calls it. */
export function reportMismatches() {
  const found = takeMismatches();
  if (!found.length) return;
  throw new Error(`Answers that depart from the OpenAPI document (/api/docs):\n- ${found.join('\n- ')}`);
}

const pointer = (...keys: string[]) => keys.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const templateOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const mediaTypeOf = (header: unknown) => String(header ?? '').split(';')[0].trim().toLowerCase();
const matches = (documented: string, actual: string) =>
  documented === actual || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));

async function bodyText(payload: unknown, encoding: unknown): Promise<{ text: string; payload: unknown }> {
  let bytes: Buffer;
  // A stream: Node's, or @fastify/compress's (minipass), which is no Readable.
  if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload) && Symbol.asyncIterator in payload) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
    bytes = Buffer.concat(chunks);
    payload = bytes;
  } else bytes = Buffer.from(payload as string | Buffer);
  const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return { text: plain.toString('utf8'), payload };
}

/** An app's document and the validators compiled from it, as each answer needs one. */
type Checker = { document: Document; validatorOf: (ref: string) => ValidateFunction };

/**
 * One checker per set of routes: the apps of a run serve the same routes with the same schemas,
 * and generating the document and compiling its validators again for each app cost the PGlite
 * project 8 % of its time (329 s of CPU against 303 s, 2026-11-27).
 */
const checkers = new Map<string, Checker>();

function checkerOf(app: FastifyInstance): Checker {
  const routes = app.printRoutes({ commonPrefix: false });
  let checker = checkers.get(routes);
  if (!checker) {
    const document = app.swagger() as unknown as Document;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document as unknown as Json, 'openapi.json');
    const validators = new Map<string, ValidateFunction>();
    const validatorOf = (ref: string) => {
      let validate = validators.get(ref);
      if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
      return validate;
    };
    checkers.set(routes, (checker = { document, validatorOf }));
  }
  return checker;
}

export function checkResponsesAgainstDocument(app: FastifyInstance) {
  let checker: Checker | undefined;

  /** The documented response of a status and what is wrong, if anything, with the answer. */
  async function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<{ problem?: string; payload: unknown }> {
    checker ??= checkerOf(app);
    const { document, validatorOf } = checker;
    const path = templateOf(request.routeOptions.url ?? '');
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return { problem: 'the operation is not in the document', payload };
    const status = String(reply.statusCode);
    let response = operation.responses[status];
    let responsePointer = pointer('paths', path, method, 'responses', status);
    if (!response) return { problem: `status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`, payload };
    if (response.$ref) {
      responsePointer = response.$ref.slice(2);
      response = document.components.responses?.[response.$ref.split('/').pop() ?? ''] ?? {};
    }
    const actual = mediaTypeOf(reply.getHeader('content-type'));
    if (!response.content) return { problem: payload ? `a body (${actual}) where the document has none` : undefined, payload };
    const documented = Object.keys(response.content).find((type) => matches(type, actual));
    if (!documented) return { problem: `content type ${actual || '(none)'} where the document has ${Object.keys(response.content).join(', ')}`, payload };
    if (documented !== 'application/json' || !response.content[documented].schema) return { payload };
    const body = await bodyText(payload, reply.getHeader('content-encoding'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return { problem: 'the body is not JSON', payload: body.payload };
    }
    const validate = validatorOf(`openapi.json#/${responsePointer}/content/${pointer('application/json')}/schema`);
    if (validate(parsed)) return { payload: body.payload };
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
    return { problem: `the body differs from the schema: ${errors.join('; ')} — body: ${body.text.slice(0, 300)}`, payload: body.payload };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const routed = request.routeOptions.url;
    // The reference's page and files are Swagger UI's, not operations of the document.
    if (!routed?.startsWith('/api/') || routed.startsWith(API_REFERENCE) || request.method === 'HEAD') return payload;
    const answer = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
    try {
      const result = await check(request, reply, payload);
      if (result.problem) mismatches.push(`${answer}: ${result.problem}`);
      return result.payload;
    } catch (error) {
      // The answer is sent as it was; the test still fails, naming why it could not be checked.
      mismatches.push(`${answer}: could not be checked: ${String(error)}`);
      return payload;
    }
  });
}
