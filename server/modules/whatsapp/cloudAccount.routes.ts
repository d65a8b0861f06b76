import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WA_CLOUD_ACCOUNT, waCloudWebhookPath } from '../../../domain/apiPaths';
import { cloudAccountInput, cloudAccountRecord } from '../../../domain/schemas/whatsappCloud';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { waCloudAccount } from '../../db/schema';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import { alsoErrors } from '../../schemas';
import { queueCloudOutbox } from '../../whatsapp/cloud/cloudOutbox';
import { forgetReviews } from '../../whatsapp/cloud/templateReview';
import { connectCloudAccount, recordOf } from './cloudConnect';

const guard = { preHandler: requireAdministrator };
const tags = ['whatsapp'];
const answer = z.object({
  data: cloudAccountRecord.nullable(),
  /** The local fake Meta stands in for the Graph API: any ids and token connect, nothing leaves the server. */
  demo: z.boolean(),
});

/** The company's WhatsApp Business number on the Cloud API, the Administrator's to connect and disconnect (docs/whatsapp.md). */
const cloudAccountRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; config: Config }> = async (app, { database, config }) => {
  const { db } = database;
  const demo = app.whatsapp.cloud.fakeGraph !== undefined;

  app.get(
    WA_CLOUD_ACCOUNT,
    { ...guard, schema: { summary: 'Nomor WhatsApp Business (Cloud API)', tags, description: 'The connected number, or null; never its token or secret.', response: { 200: answer } } },
    async (request) => {
      const [row] = await db.select().from(waCloudAccount).where(eq(waCloudAccount.id_company, callerOf(request).id_company));
      return { data: row ? recordOf(row, config.publicUrl) : null, demo };
    },
  );

  app.put(
    WA_CLOUD_ACCOUNT,
    {
      ...guard,
      schema: {
        summary: 'Hubungkan nomor WhatsApp Business',
        tags,
        description: 'Tries the details on Meta (the number’s name and messaging limit), then stores them with the token and secret sealed. 503 when Meta cannot be reached.',
        ...alsoErrors(503),
        body: cloudAccountInput,
        response: { 200: answer },
      },
    },
    async (request) => {
      const { id_company } = callerOf(request);
      const { row, app_secret } = await connectCloudAccount(app, database, id_company, request.body);
      // The demo's Meta is on this machine: it is subscribed here, as an Administrator would in Meta's settings.
      const fakeGraph = app.whatsapp.cloud.fakeGraph;
      const address = app.server.address();
      if (fakeGraph && address && typeof address === 'object') {
        const url = `http://127.0.0.1:${address.port}${waCloudWebhookPath(id_company)}`;
        await fakeGraph.subscribe(row.phone_number_id, { url, verify_token: row.verify_token, app_secret, business_account_id: row.business_account_id });
      }
      return { data: recordOf(row, config.publicUrl), demo };
    },
  );

  app.delete(
    WA_CLOUD_ACCOUNT,
    { ...guard, schema: { summary: 'Putuskan nomor WhatsApp Business', tags, description: 'Forgets the number, its secrets and its templates’ reviews; messages still waiting fail with the reason.', response: { 200: answer } } },
    async (request) => {
      const { id_company } = callerOf(request);
      await db.transaction(async (tx) => {
        await tx.delete(waCloudAccount).where(eq(waCloudAccount.id_company, id_company));
        await forgetReviews(tx, id_company);
      });
      await queueCloudOutbox(app, id_company);
      return { data: null, demo };
    },
  );
};

export default cloudAccountRoutes;
