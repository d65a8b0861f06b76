/**
 * Hostile requests derived from the OpenAPI document of the running app: for every operation,
 * bad path parameters, bad query values (and bad values for each list filter it names), bodies
 * with one bad value at a time, and an oversize body.
 */

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  minItems?: number;
  'x-filters'?: string[];
};
/** A parameter holds a `schema`, or (a JSON-encoded one) the schema of its JSON in `content`. */
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema?: Schema; content?: Record<string, { schema: Schema }> };
const schemaOf = (parameter: Parameter): Schema => parameter.schema ?? parameter.content?.['application/json']?.schema ?? {};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** One request: `operation` is the method and path template as the document names them. */
export type Case = { operation: string; name: string; method: string; url: string; body?: unknown };

const NUL = 'a\u0000b';
const HOSTILE_PATH = ['%00', 'abc', '99999999999', '1.5', '-1'];
const HOSTILE_QUERY = [NUL, 'abc', '99999999999', '1.5', '-1', 'true'];
const BAD_DATES = ['0000-01-01', '+275760-09-13T00:00:00Z', '2026-02-30', '2026-02-30T10:00:00Z', '10000-01-01'];
/** Values of the wrong type or out of range for a list filter, and dates no calendar has. */
const HOSTILE_FILTER_VALUES: unknown[] = ['abc', 1.5, 99999999999, -1, true, 'maybe', NUL, ['abc'], [1.5], [99999999999], ...BAD_DATES];
const HOSTILE_JSON_PARAMS: Record<string, string[]> = {
  sort: [`["${NUL}","ASC"]`, '["id","SIDEWAYS"]', '{"id":1}', 'bukan json'],
  range: ['[0,99999999999]', '[-1,5]', '[1.5,2]', '[99999999999999999999,1]', '"0-24"'],
  filter: ['{"id":"abc"}', '{"id":[1.5]}', '{"id":[99999999999]}', `{"id":["${NUL}"]}`, '[1,2]', '"x"'],
};
/** A body just over the 1 MB limit. */
const OVERSIZE_BODY = { padding: 'x'.repeat(1.1 * 1024 * 1024) };

/** Values a field of this name must have to pass, so the other field of a case is the one tested. */
const SAMPLES_BY_NAME: Record<string, unknown> = {
  phone: '081234567890',
  whatsapp: '081234567891',
  phone_number: '081234567892',
  email: 'fuzz@contoh.test',
  password: 'rahasia-123',
};

const isDate = (schema: Schema) => Boolean(schema.anyOf?.some((option) => option.format === 'date'));

/** A plausible value for a schema: the first enum member, the smallest number, a short text. */
function sample(schema: Schema, name = ''): unknown {
  if (name in SAMPLES_BY_NAME) return SAMPLES_BY_NAME[name];
  if (schema.anyOf) return isDate(schema) ? '2026-03-01' : sample(schema.anyOf[0], name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return (schema.minimum ?? 0) + (schema.exclusiveMinimum || schema.minimum === undefined ? 1 : 0);
    case 'boolean':
      return true;
    default:
      return 'x'.repeat(Math.max(4, schema.minLength ?? 0));
  }
}

/** The bad values worth trying in one field of this schema. */
function hostileValues(schema: Schema): unknown[] {
  if (isDate(schema)) return [...BAD_DATES, NUL, 12345];
  if (schema.anyOf) return hostileValues(schema.anyOf[0]);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return ['abc', 1.5, 99999999999, -1, true, NUL];
    case 'boolean':
      return ['maybe', 1, NUL];
    case 'object':
    case 'array':
      return [NUL, 'abc'];
    default:
      return [NUL, `${NUL} ${'x'.repeat(10)}`, 12345, { nested: true }];
  }
}

type Leaf = { path: (string | number)[]; schema: Schema };

/** Every field of a body, nested ones included (arrays through their first item). */
function leavesOf(schema: Schema, path: (string | number)[] = []): Leaf[] {
  const own = path.length ? [{ path, schema }] : [];
  if (schema.type === 'object') {
    return [...own, ...Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => leavesOf(inner, [...path, key]))];
  }
  if (schema.type === 'array' && schema.items) return [...own, ...leavesOf(schema.items, [...path, 0])];
  return own;
}

function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

const queryString = (values: Record<string, string>) =>
  Object.keys(values).length ? `?${new URLSearchParams(values).toString()}` : '';

/** Every hostile request for one operation. `existingId` fills path parameters when they are not the subject. */
export function casesOf(method: string, template: string, operation: Operation, existingId: string): Case[] {
  const verb = method.toUpperCase();
  const parameters = operation.parameters ?? [];
  const pathWith = (value: string) => template.replace(/\{[^}]+\}/g, value);
  const requiredQuery = Object.fromEntries(
    parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(schemaOf(p), p.name))]),
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const base = pathWith(existingId);
  const cases: Case[] = [];
  const operationName = `${verb} ${template}`;
  const add = (name: string, url: string, payload: unknown = body) =>
    cases.push({ operation: operationName, name: `${operationName} ${name}`, method: verb, url, body: payload });

  // An operation that takes nothing is still called with something hostile it does not expect.
  if (!parameters.length && !bodySchema) add('unexpected query parameter', `${base}?unexpected=${encodeURIComponent(NUL)}`);
  if (parameters.some((p) => p.in === 'path')) {
    for (const value of HOSTILE_PATH) add(`path=${JSON.stringify(value)}`, pathWith(value) + queryString(requiredQuery));
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const values = HOSTILE_JSON_PARAMS[parameter.name] ?? HOSTILE_QUERY;
    for (const value of values) {
      add(`${parameter.name}=${JSON.stringify(value)}`, base + queryString({ ...requiredQuery, [parameter.name]: value }));
    }
    for (const filter of schemaOf(parameter)['x-filters'] ?? []) {
      for (const value of HOSTILE_FILTER_VALUES) {
        const query = { ...requiredQuery, [parameter.name]: JSON.stringify({ [filter]: value }) };
        add(`filter ${filter}=${JSON.stringify(value)}`, base + queryString(query));
      }
    }
  }
  if (bodySchema) {
    for (const leaf of leavesOf(bodySchema)) {
      for (const value of hostileValues(leaf.schema)) {
        add(`body ${leaf.path.join('.')}=${JSON.stringify(value)}`, base + queryString(requiredQuery), withValueAt(body, leaf.path, value));
      }
    }
  }
  if (verb !== 'GET') add('body of 1.1 MB', pathWith('abc') + queryString(requiredQuery), OVERSIZE_BODY);
  return cases;
}
