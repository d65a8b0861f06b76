import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WA_DEMO_INCOMING, WA_DEMO_SCAN } from '../../../domain/apiPaths';
import { problem } from '../../../domain/errors';
import { phoneField, requiredText } from '../../../domain/schemas/fields';
import type { DatabaseHandle } from '../../db/connection';
import { waAccount } from '../../db/schema';
import { personOf } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { messageEnvelope } from '../../schemas';
import type { FakeWhatsApp } from '../../whatsapp/fakeTransport';

/**
 * The demo's phone, registered only when the in-process fake stands in for WhatsApp
 * (WA_TRANSPORT=fake): it scans the caller's own QR, or writes to the caller's own number.
 */
const demoRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; fake: FakeWhatsApp }> = async (app, { database, fake }) => {
  const accountOf = async (id_user: number) => {
    const [account] = await database.db.select().from(waAccount).where(eq(waAccount.id_user, id_user));
    return account;
  };

  app.post(
    WA_DEMO_SCAN,
    {
      schema: {
        summary: 'Pindai QR di mode demo',
        tags: ['whatsapp'],
        description: 'Demo mode only: the fake phone with this number scans the caller’s waiting QR.',
        body: z.object({ phone: phoneField('Nomor WhatsApp') }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const account = await accountOf(personOf(request).id);
      const code = account && fake.currentQr(account.id);
      if (!code || !(await fake.scan(code, request.body.phone))) throw new AppError(409, problem('wa.no_qr_waiting'));
      return { message: 'Kode QR dipindai.' };
    },
  );

  app.post(
    WA_DEMO_INCOMING,
    {
      schema: {
        summary: 'Terima pesan masuk di mode demo',
        tags: ['whatsapp'],
        description: 'Demo mode only: a contact writes to the caller’s linked number.',
        body: z.object({ from: phoneField('Nomor pengirim'), body: requiredText('Pesan', 4096), name: requiredText('Nama pengirim', 100).optional() }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const account = await accountOf(personOf(request).id);
      if (!account || account.status !== 'linked' || !fake.openLinks(account.id).length) throw new AppError(409, problem('wa.not_linked'));
      fake.receive(account.id, request.body.from, request.body.body, request.body.name);
      return { message: 'Pesan masuk dikirim.' };
    },
  );
};

export default demoRoutes;
