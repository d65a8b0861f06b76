import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WA_CLOUD_DEMO_INCOMING } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import { phoneField, requiredText } from '../../../domain/schemas/fields';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf, requireAdministrator } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { messageEnvelope } from '../../schemas';
import { cloudAccountOf } from '../../whatsapp/cloud/cloudAccount';
import type { FakeGraph } from '../../whatsapp/cloud/fakeGraph';

/**
 * The demo's customer of the business number, registered only while the local fake Meta stands in
 * for the Graph API: a contact writes to the company's number, and the fake posts Meta's signed
 * webhook to the app, as Meta would.
 */
const cloudDemoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; fakeGraph: FakeGraph }> = async (app, { database, fakeGraph }) => {
  app.post(
    WA_CLOUD_DEMO_INCOMING,
    {
      preHandler: requireAdministrator,
      schema: {
        summary: 'Pesan pelanggan ke nomor WhatsApp Business (mode demo)',
        tags: ['whatsapp'],
        description: 'Demo mode only: a contact writes to the company’s business number; the message arrives through the webhook.',
        body: z.object({ from: phoneField('Nomor pengirim'), body: requiredText('Pesan', 4096), name: requiredText('Nama pengirim', 100).optional() }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const account = await cloudAccountOf(database.db, app.whatsapp.cloud.box, callerOf(request).id_company);
      if (!account) throw new AppError(409, problem('wa.cloud_not_connected'));
      fakeGraph.customerWrites(account.phone_number_id, { wa_id: request.body.from.replace('+', ''), name: request.body.name, body: request.body.body });
      return { message: 'Pesan pelanggan dikirim.' };
    },
  );
};

export default cloudDemoRoutes;
