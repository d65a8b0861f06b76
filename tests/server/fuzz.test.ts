import type { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDemoApp } from './helpers/demo';
import { casesOf, documentsItsKind, kindOf, schemaOf, type Case, type OpenApi } from './helpers/openapiCases';
import { APP_KEY, type TestApp } from './helpers/testApp';

let t: TestApp;
let token: string;
let throwawayToken: string;

/** Ends the session it is called with: walked with a session of its own, so the walk keeps the administrator's. */
const LOGOUT = 'POST /api/user/v1/auth/logout';

beforeAll(async () => {
  const demo = await startDemoApp();
  t = demo.t;
  // The demo administrator may call every operation, so each request reaches its validation and handler.
  token = demo.admin.token;
  throwawayToken = demo.sales.token;
});
afterAll(() => t.close());

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
};

const authorization = (test: Case) => ({ authorization: `Bearer ${test.operation === LOGOUT ? throwawayToken : token}`, 'x-app-key': APP_KEY });

const documentOf = async () => {
  const docs = await t.app.inject({ url: '/api/docs' });
  expect(docs.statusCode).toBe(200);
  return docs.json() as OpenApi;
};

/** Requests in flight at once: enough to keep PostgreSQL busy, few enough for a small machine. */
const PARALLEL = 8;

it('documents every id, day, page bound and sort as what its name says it is', async () => {
  const { paths } = await documentOf();
  const misdocumented = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && !documentsItsKind(parameter))
        .map((parameter) => `${method.toUpperCase()} ${path} ${parameter.name} (${kindOf(parameter.name, schemaOf(parameter))}): ${JSON.stringify(schemaOf(parameter))}`),
    ),
  );
  expect(misdocumented).toEqual([]);
});

it('answers every hostile request of every documented operation with a 4xx, never a 5xx', async () => {
  const { paths } = await documentOf();
  const operations = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  const cases = operations.flatMap(({ path, method, operation }) => casesOf(method, path, operation, '1'));

  const failures: string[] = [];
  let sent = 0;
  const send = async (test: Case) => {
    sent += 1;
    const response = await t.app.inject({
      method: test.method as 'GET',
      url: test.url,
      // Each request from its own address, so the per-IP limit of the public forms never answers instead.
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      ...(test.body === undefined ? {} : { payload: test.body as object | string }),
      ...(typeof test.body === 'string' ? { headers: { ...authorization(test), 'content-type': 'application/json' } } : { headers: authorization(test) }),
      // A case a route wrongly accepts could open the live stream, which never ends: read only failures.
      payloadAsStream: true,
    });
    const body = response.stream();
    const failed = response.statusCode >= 500 || (test.refused && response.statusCode < 400);
    if (failed) failures.push(`${test.name} → ${response.statusCode} ${(await text(body)).slice(0, 200)}`);
    else body.destroy();
  };
  for (let start = 0; start < cases.length; start += PARALLEL) {
    await Promise.all(cases.slice(start, start + PARALLEL).map(send));
  }

  expect(new Set(cases.map((c) => c.operation)).size).toBe(operations.length);
  expect(failures).toEqual([]);
  // The walk still holds the administrator's session: no case ended it half-way.
  const still = await t.app.inject({ url: '/api/master/v1/company', headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY } });
  expect(still.statusCode).toBe(200);
  // About 4,600 requests: a minute on an idle machine, six on one whose cores are both busy.
}, 600_000);
