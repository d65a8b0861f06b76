import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { waCloudWebhookPath } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import { idField } from '../../../domain/schemas/fields';
import { webhookHandshakeQuery, webhookPayload } from '../../../domain/schemas/whatsappCloud';
import type { DatabaseHandle } from '../../db/connection';
import { AppError, forbidden } from '../../plugins/errors';
import { alsoErrors, producing } from '../../schemas';
import { cloudAccountOf } from '../../whatsapp/cloud/cloudAccount';
import { applyCloudEvents } from '../../whatsapp/cloud/cloudEvents';

/**
 * Meta's webhook of one company (docs/whatsapp.md, The Cloud API). Meta sends neither the app key
 * nor a session: the handshake proves the address with the verify token, and every event is signed
 * with the app secret, checked on the raw body before anything in it is read.
 */

const params = z.object({ id_company: idField('Perusahaan') });
const tags = ['whatsapp'];
const signed = { signed: true };

/** Whether the header is `sha256=` and the body's HMAC under the secret. */
function signatureMatches(header: string | string[] | undefined, body: Buffer, secret: string) {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cloudWebhookRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  // The signature covers the bytes as sent: the body is kept raw here and parsed only once it is checked.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const path = waCloudWebhookPath(':id_company');
  const accountOf = (id_company: number) => cloudAccountOf(database.db, app.whatsapp.cloud.box, id_company);

  app.get(
    path,
    {
      config: signed,
      schema: {
        summary: 'Verifikasi webhook WhatsApp Cloud API',
        tags,
        description: 'Meta’s handshake: answers hub.challenge as text when hub.verify_token is the company’s; 403 otherwise.',
        params,
        querystring: webhookHandshakeQuery,
        ...producing('text/plain'),
      },
    },
    async (request, reply) => {
      const account = await accountOf(request.params.id_company);
      const given = Buffer.from(request.query['hub.verify_token']);
      const expected = Buffer.from(account?.verify_token ?? '');
      if (!account || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(problem('wa.cloud_verify_token'));
      return reply.type('text/plain').send(request.query['hub.challenge']);
    },
  );

  app.post(
    path,
    {
      config: signed,
      schema: {
        summary: 'Terima peristiwa WhatsApp Cloud API',
        tags,
        description:
          'Meta’s events (customers’ messages, our messages’ statuses), signed in X-Hub-Signature-256 with the app secret; 401 without a matching signature, and nothing is read. Each event is applied once.',
        ...alsoErrors(401),
        params,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const { id_company } = request.params;
      const account = await accountOf(id_company);
      const body = request.body;
      if (!account || !Buffer.isBuffer(body) || !signatureMatches(request.headers['x-hub-signature-256'], body, account.app_secret)) {
        throw new AppError(401, problem('wa.cloud_signature'));
      }
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw new AppError(400, problem('unreadable_request'));
      }
      const payload = webhookPayload.safeParse(json);
      if (!payload.success) throw new AppError(422, problem('invalid_input'));
      await database.db.transaction((tx) => applyCloudEvents(tx, id_company, account, payload.data.entry));
      return { received: true as const };
    },
  );
};

export default cloudWebhookRoutes;
