import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import errors, { AppError } from '../../server/plugins/errors';
import openapi from '../../server/plugins/openapi';
import { problem } from '../../domain/errors';
import { checkResponsesAgainstDocument, takeMismatches } from './helpers/responseCheck';

/**
 * A small app with the real document plugin and routes that answer what their schema says, or not
 * (without the zod type provider, which would not let them answer otherwise).
 */
const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  await app.register(openapi);
  const answer = z.object({ ok: z.boolean() });
  const config = { public: true };
  app.get('/api/check/ok', { config, schema: { summary: 'Sesuai', response: { 200: answer } } }, async () => ({ ok: true }));
  // A string payload skips the serializer, as a list page does: only the check sees the body.
  app.get('/api/check/body', { config, schema: { summary: 'Isi lain', response: { 200: answer } } }, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify({ ok: 'ya' })),
  );
  // Typed loosely: Fastify would not let the route answer a status its schema lacks.
  const onlyOk: Record<number, z.ZodType> = { 200: answer };
  app.get('/api/check/status', { config, schema: { summary: 'Status lain', response: onlyOk } }, async (_request, reply) =>
    reply.code(202).send({ ok: true }),
  );
  app.get('/api/check/type', { config, schema: { summary: 'Jenis lain', response: { 200: answer } } }, async (_request, reply) =>
    reply.type('text/plain').send('ok'),
  );
  app.get('/api/check/error', { config, schema: { summary: 'Galat terdokumentasi', response: { 200: answer } } }, async () => {
    throw new AppError(403, problem('forbidden'));
  });
  checkResponsesAgainstDocument(app);
  await app.ready();
});
afterAll(() => app.close());

it('passes an answer the document describes, a documented error included', async () => {
  await app.inject('/api/check/ok');
  await app.inject('/api/check/error');
  expect(takeMismatches()).toEqual([]);
});

it('names the operation, the status and what differs for each answer that departs from the document', async () => {
  await app.inject('/api/check/body');
  await app.inject('/api/check/status');
  await app.inject('/api/check/type');
  const found = takeMismatches();
  expect(found).toHaveLength(3);
  expect(found[0]).toMatch(/^GET \/api\/check\/body → 200: the body differs from the schema: \/ok must be boolean/);
  expect(found[1]).toMatch(/^GET \/api\/check\/status → 202: status 202 is not documented/);
  expect(found[2]).toMatch(/^GET \/api\/check\/type → 200: content type text\/plain where the document has application\/json/);
});
