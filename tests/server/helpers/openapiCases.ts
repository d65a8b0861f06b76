/**
 * Hostile requests derived from the OpenAPI document of the running app: for every operation,
 * bad path parameters, bad query values (and bad values for each list filter it names), bodies
 * with one bad value at a time, a body nested far too deep, and an oversize body. Ids, days, a
 * page's bounds and the lists' JSON parameters are known by their names (docs/api.md, Lists and
 * their parameters) as well as by their schemas: a value that is not of its kind must be refused.
 */

export type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  minItems?: number;
  'x-filters'?: string[];
};
/** A parameter holds a `schema`, or (a JSON-encoded one) the schema of its JSON in `content`. */
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema; content?: Record<string, { schema: Schema }> };
export const schemaOf = (parameter: Parameter): Schema => parameter.schema ?? parameter.content?.['application/json']?.schema ?? {};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * One request: `operation` is the method and path template as the document names them. A `body`
 * that is a string is sent as it is, as JSON. `refused`: it must answer a 4xx, not merely no 5xx.
 */
export type Case = { operation: string; name: string; method: string; url: string; body?: unknown; refused: boolean };

const NUL = 'a\u0000b';
const HOSTILE_PATH = ['%00', 'abc', '99999999999', '1.5', '-1'];
const HOSTILE_QUERY = [NUL, 'abc', '99999999999', '1.5', '-1', 'true'];
const BAD_DATES = ['0000-01-01', '+275760-09-13T00:00:00Z', '2026-02-30', '2026-02-30T10:00:00Z', '10000-01-01'];
/** Values of the wrong type or out of range for a list filter, and dates no calendar has. */
const HOSTILE_FILTER_VALUES: unknown[] = ['abc', 1.5, 99999999999, -1, 0, true, 'maybe', NUL, ['abc'], [1.5], [99999999999], [-1], ...BAD_DATES];
/** JSON nested far deeper than any input may be (a walk over it by recursion would exhaust the stack). */
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** What is not an id: no id is 0 or below, a fraction, text or beyond PostgreSQL's integer. */
const NOT_IDS = ['-1', '0', '1.5', 'abc', 'true', '[5]', '99999999999', NUL];
/** What is not a day (YYYY-MM-DD, 1900–2100): numbers too, which a date coercion would read as milliseconds. */
const NOT_DAYS = ['-1', '0', '1.5', '12345', 'abc', ...BAD_DATES, NUL];
/** What is not a page's limit or offset: negative, fractions, text, other spellings of numbers, beyond any page. */
const NOT_PAGE_BOUNDS = ['-1', '1.5', 'abc', 'true', '0x10', '1e2', '99999999999', NUL];
/** Each JSON parameter of a list: values it must refuse, and values it may read but must not fail on. */
const JSON_PARAMS: Record<string, { refused: string[]; survived: string[] }> = {
  sort: { refused: ['["nope","ASC"]', `["${NUL}","ASC"]`, '["id","SIDEWAYS"]', '{"id":1}', 'bukan json', deepJson(1000)], survived: [] },
  range: { refused: ['[-1,5]', '[1.5,2]', '[99999999999999999999,1]', '"0-24"', deepJson(1000)], survived: ['[0,99999999999]'] },
  filter: {
    refused: ['{"id":"abc"}', '{"id":[1.5]}', '{"id":[99999999999]}', '{"id":-1}', '{"id":0}', `{"id":["${NUL}"]}`, '[1,2]', '"x"', deepJson(1000)],
    survived: [],
  },
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

/** PostgreSQL's integer, the largest id. */
const INT4_MAX = 2_147_483_647;
/** An id as the API documents one (idField): a whole number from 1 to PostgreSQL's integer, or its digits. */
const documentedAsId = (schema: Schema) =>
  Boolean(schema.anyOf?.some((option) => option.type === 'integer' && option.minimum === 1 && option.maximum === INT4_MAX));
/** A day as the API documents one (dayParam). */
const documentedAsDay = (schema: Schema) => schema.format === 'date';

/** The kinds of query parameter the API names alike everywhere, so a route cannot leave one out by naming it. */
export type ParameterKind = 'id' | 'day' | 'page' | 'json' | 'other';
export function kindOf(name: string, schema: Schema): ParameterKind {
  if (name in JSON_PARAMS) return 'json';
  if (name === 'id' || name.startsWith('id_') || name.endsWith('_id') || documentedAsId(schema)) return 'id';
  if (name === 'from' || name === 'to' || /_(from|to)$/.test(name) || documentedAsDay(schema)) return 'day';
  if (name === 'limit' || name === 'offset') return 'page';
  return 'other';
}
/** Whether the document states a query parameter as the kind its name makes it (docs/api.md, Lists and their parameters). */
export function documentsItsKind(parameter: Parameter): boolean {
  const schema = schemaOf(parameter);
  switch (kindOf(parameter.name, schema)) {
    case 'id':
      return documentedAsId(schema);
    case 'day':
      return documentedAsDay(schema);
    case 'page':
      return Boolean(schema.anyOf?.some((option) => option.type === 'integer' && option.minimum !== undefined && option.maximum !== undefined));
    case 'json':
      // A sort names the columns it takes.
      return parameter.name !== 'sort' || Boolean(schema.items?.anyOf?.[0]?.enum?.length);
    default:
      return true;
  }
}

/** The list filters a name makes an id or a day: every hostile filter value is refused for them. */
const refusesEveryHostileFilterValue = (filter: string) => kindOf(filter, {}) === 'id' || kindOf(filter, {}) === 'day';

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

/** The hostile values of one query parameter, each with whether it must be refused. */
function hostileQueryValues(parameter: Parameter): { value: string; refused: boolean }[] {
  const schema = schemaOf(parameter);
  const all = (values: string[], refused: boolean) => values.map((value) => ({ value, refused }));
  switch (kindOf(parameter.name, schema)) {
    case 'json':
      return [...all(JSON_PARAMS[parameter.name].refused, true), ...all(JSON_PARAMS[parameter.name].survived, false)];
    case 'id':
      return all(NOT_IDS, true);
    case 'day':
      return all(NOT_DAYS, true);
    case 'page':
      return all(NOT_PAGE_BOUNDS, true);
    default:
      // A vocabulary refuses what it does not hold; any other text may be searched for.
      return HOSTILE_QUERY.map((value) => ({ value, refused: value === NUL || Boolean(schema.enum && !schema.enum.includes(value)) }));
  }
}

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
  const add = (name: string, url: string, { payload = body, refused = false }: { payload?: unknown; refused?: boolean } = {}) =>
    cases.push({ operation: operationName, name: `${operationName} ${name}`, method: verb, url, body: payload, refused });

  // An operation that takes nothing in its address or body (a header such as Idempotency-Key aside) is still called with something hostile it does not expect.
  if (!parameters.some((p) => p.in !== 'header') && !bodySchema) add('unexpected query parameter', `${base}?unexpected=${encodeURIComponent(NUL)}`);
  if (parameters.some((p) => p.in === 'path')) {
    for (const value of HOSTILE_PATH) add(`path=${JSON.stringify(value)}`, pathWith(value) + queryString(requiredQuery), { refused: true });
  }
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    for (const { value, refused } of hostileQueryValues(parameter)) {
      add(`${parameter.name}=${JSON.stringify(value).slice(0, 60)}`, base + queryString({ ...requiredQuery, [parameter.name]: value }), { refused });
    }
    for (const filter of schemaOf(parameter)['x-filters'] ?? []) {
      for (const value of HOSTILE_FILTER_VALUES) {
        const query = { ...requiredQuery, [parameter.name]: JSON.stringify({ [filter]: value }) };
        add(`filter ${filter}=${JSON.stringify(value)}`, base + queryString(query), { refused: refusesEveryHostileFilterValue(filter) });
      }
    }
  }
  if (bodySchema) {
    for (const leaf of leavesOf(bodySchema)) {
      for (const value of hostileValues(leaf.schema)) {
        add(`body ${leaf.path.join('.')}=${JSON.stringify(value)}`, base + queryString(requiredQuery), { payload: withValueAt(body, leaf.path, value) });
      }
    }
    // 200,000 levels in 400 KB, under the body limit.
    add('body nested 200,000 levels deep', base + queryString(requiredQuery), { payload: deepJson(200_000), refused: true });
  }
  if (verb !== 'GET') add('body of 1.1 MB', pathWith('abc') + queryString(requiredQuery), { payload: OVERSIZE_BODY });
  return cases;
}
