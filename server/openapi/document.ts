import type { SwaggerTransformObject } from '@fastify/swagger';
import { tagList } from './tags';

/** The parts of the OpenAPI 3.0 document this file reads and writes. */
type Json = Record<string, unknown>;
type Parameter = Json & { name: string; in: string; schema?: Json };
type Operation = Json & { tags?: string[]; parameters?: Parameter[]; responses: Record<string, Json> };
type OpenApiDocument = Json & { paths: Record<string, Record<string, Operation>>; components?: Json };

/** The error envelope of every error answer (server/plugins/errors.ts, errorBody; docs/api.md). */
const ERROR_ENVELOPE = {
  type: 'object',
  description: 'Amplop kesalahan: kode dan parameternya dari katalog domain/errors.ts, pesan berbahasa Indonesia.',
  required: ['code', 'params', 'message'],
  properties: {
    code: { type: 'string', description: 'Kode masalah dari katalog domain/errors.ts.' },
    params: { type: 'object', additionalProperties: true, description: 'Parameter kode tersebut.' },
    message: { type: 'string', description: 'Pesan dalam bahasa Indonesia.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Pesan per isian.' },
    fields: {
      type: 'object',
      description: 'Kode dan parameter pesan per isian yang memilikinya.',
      additionalProperties: {
        type: 'object',
        required: ['code', 'params'],
        properties: { code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
      },
    },
  },
};

const ERRORS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Permintaan tidak terbaca: JSON rusak, karakter NUL di parameter, filter atau urutan tidak dikenal.' },
  401: { name: 'Unauthorized', description: 'Tanpa sesi yang sah: token tidak ada, palsu, kedaluwarsa, dicabut, atau akun dinonaktifkan.' },
  403: { name: 'Forbidden', description: 'Kunci aplikasi tidak dikenal, atau peran pemanggil tidak berhak.' },
  404: { name: 'NotFound', description: 'Data tidak ditemukan di perusahaan dan jangkauan pemanggil.' },
  409: { name: 'Conflict', description: 'Bentrok dengan data yang ada atau dengan keadaannya.' },
  406: { name: 'NotAcceptable', description: 'Unggahan yang bukan multipart/form-data.' },
  413: { name: 'PayloadTooLarge', description: 'Data atau berkas yang dikirim terlalu besar.' },
  415: { name: 'UnsupportedMediaType', description: 'Jenis isi permintaan tidak dibaca oleh operasi ini.' },
  422: { name: 'UnprocessableEntity', description: 'Isian tidak valid; pesan per isian di `errors`.' },
  429: { name: 'TooManyRequests', description: 'Terlalu banyak permintaan; coba lagi nanti.' },
  500: { name: 'ServerError', description: 'Kesalahan tak terduga di server; rinciannya hanya di log.' },
  503: { name: 'ServiceUnavailable', description: 'Layanan luar yang dibutuhkan (mis. Meta) tidak bisa dihubungi; coba lagi nanti.' },
};

const SUCCESS: Record<string, string> = { 200: 'Berhasil.', 201: 'Dibuat.', 202: 'Diterima.', 204: 'Berhasil, tanpa isi.' };

const CONTENT_RANGE = {
  'Content-Range': {
    description: 'Halaman dan jumlah total baris: `<nama> <awal>-<akhir>/<total>`, mis. `prospect 0-24/319`.',
    schema: { type: 'string', pattern: '^\\S+ \\d+-\\d+/\\d+$' },
  },
};

/** What each JSON-encoded query parameter of the ra-data-simple-rest convention holds. */
const JSON_PARAM_DESCRIPTIONS: Record<string, string> = {
  sort: 'Urutan, larik JSON `[kolom, "ASC"|"DESC"]`, mis. `["name","ASC"]`.',
  range: 'Rentang baris, larik JSON `[awal, akhir]` (keduanya termasuk), mis. `[0,24]`.',
  filter: 'Filter, objek JSON nama → nilai (nilai larik: salah satu dari), mis. `{"q":"budi","id":[1,2]}`.',
};

const binary = { type: 'string', format: 'binary' };

/**
 * A JSON-encoded query parameter (resourceQuery.ts, jsonParam) described by the shape of its JSON
 * (`content`) rather than as a bare string; the list's filter names stay in `x-filters`.
 */
function jsonParameter(parameter: Parameter): Parameter {
  const { schema = {}, ...rest } = parameter;
  const { 'x-json': shape, description } = schema as Json & { 'x-json'?: Json; description?: string };
  if (!shape) return parameter;
  const annotations = Object.fromEntries(Object.entries(schema).filter(([key]) => key.startsWith('x-') && key !== 'x-json'));
  const documented = description ? `${JSON_PARAM_DESCRIPTIONS[parameter.name] ?? ''} ${description}`.trim() : JSON_PARAM_DESCRIPTIONS[parameter.name];
  return { ...rest, ...(documented ? { description: documented } : {}), content: { 'application/json': { schema: { ...shape, ...annotations } } } };
}

/** A file, a download or a stream: the route names its content types in `x-produces`. */
function producedResponse(types: string[]) {
  const content = Object.fromEntries(types.map((type) => [type, { schema: type.startsWith('text/') && type !== 'text/csv' ? { type: 'string' } : binary }]));
  const description = types.includes('text/event-stream') ? 'Aliran peristiwa (server-sent events).' : types.includes('text/plain') ? 'Teks.' : 'Berkas.';
  return { description, content };
}

function completeOperation(operation: Operation) {
  const { 'x-errors': errors = [], 'x-produces': produces, 'x-multipart': field, ...rest } = operation as Operation & {
    'x-errors'?: number[];
    'x-produces'?: string[];
    'x-multipart'?: string;
  };
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(rest.responses)) {
    responses[status] = response.description === 'Default Response' ? { ...response, description: SUCCESS[status] ?? 'Berhasil.' } : response;
  }
  if (produces) responses[200] = producedResponse(produces);
  const parameters = rest.parameters?.map(jsonParameter);
  if (parameters?.some((parameter) => parameter.in === 'query' && parameter.name === 'range')) {
    responses[200] = { ...responses[200], headers: CONTENT_RANGE };
  }
  for (const status of errors) responses[status] ??= { $ref: `#/components/responses/${ERRORS[status].name}` };
  const upload = field && {
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: [field], properties: { [field]: binary } } } },
    },
  };
  return { ...rest, ...(parameters ? { parameters } : {}), ...upload, responses };
}

/** anyOf without repeated alternatives (zod writes a tuple of two integers as an anyOf of the same two). */
function distinctAlternatives(entries: Json): Json {
  if (!Array.isArray(entries.anyOf)) return entries;
  const seen = new Map((entries.anyOf as Json[]).map((alternative) => [JSON.stringify(alternative), alternative]));
  if (seen.size === entries.anyOf.length) return entries;
  const { anyOf: _anyOf, ...rest } = entries;
  return seen.size === 1 ? { ...rest, ...[...seen.values()][0] } : { ...rest, anyOf: [...seen.values()] };
}

/**
 * Schemas as OpenAPI 3.0 reads them: `nullable` only beside a `type` (zod writes it beside `anyOf`
 * too; each alternative that has a type becomes nullable instead, which says the same), and no
 * repeated alternatives.
 */
function tidySchemas(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidySchemas);
  if (!node || typeof node !== 'object') return node;
  const entries = distinctAlternatives(Object.fromEntries(Object.entries(node).map(([key, value]) => [key, tidySchemas(value)])) as Json);
  // A nullable enumeration lists null among its values, or a validator refuses null (OpenAPI 3.0.3).
  if (entries.nullable === true && Array.isArray(entries.enum) && !entries.enum.includes(null)) entries.enum = [...entries.enum, null];
  const alternatives = (entries.anyOf ?? entries.oneOf) as Json[] | undefined;
  if (entries.nullable === true && !entries.type && alternatives) {
    const { nullable: _nullable, ...rest } = entries;
    const key = entries.anyOf ? 'anyOf' : 'oneOf';
    return { ...rest, [key]: alternatives.map((alternative) => (alternative.type ? { ...alternative, nullable: true } : alternative)) };
  }
  return entries;
}

/** The whole document once every route is in it: responses, parameters, tags, components. */
export const completeDocument: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) throw new Error('The API document is OpenAPI 3, not Swagger 2.');
  const document = documentObject.openapiObject as unknown as OpenApiDocument;
  const used: string[] = [];
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => {
          used.push(...(operation.tags ?? []));
          return [method, completeOperation(operation)];
        }),
      ),
    ]),
  );
  const components = document.components ?? {};
  return tidySchemas({
    ...document,
    servers: [{ url: '/', description: 'Server yang menyajikan dokumen ini.' }],
    tags: tagList(used),
    paths,
    components: {
      ...components,
      schemas: { ...(components.schemas as Json), ErrorEnvelope: ERROR_ENVELOPE },
      responses: Object.fromEntries(
        Object.values(ERRORS).map(({ name, description }) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
    },
  }) as ReturnType<SwaggerTransformObject>;
};
