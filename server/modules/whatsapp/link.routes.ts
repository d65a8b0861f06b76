import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECK_QR_WA, REQUEST_QR_WA, UNLINK_WA } from '../../../domain/apiPaths';
import { idField } from '../../../domain/schemas/fields';
import { linkStateRecord } from '../../../domain/schemas/whatsapp';
import type { DatabaseHandle } from '../../db/connection';
import { waAccount } from '../../db/schema';
import { personOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { ensurePlanRoom } from '../../plugins/planLimits';
import { linkStateOf } from './linkState';

/**
 * Linking one's own number (docs/whatsapp.md, Linking). Everything here is about the caller's own
 * link: naming another user is refused, so nobody ever sees the QR of someone else's account.
 */
const ownOnly = z.object({ id_user: idField('Pengguna').optional() });
const answer = { 200: z.object({ data: linkStateRecord }) };

const linkRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  const own = (id_user: number | undefined, caller: { id: number }) => {
    if (id_user !== undefined && id_user !== caller.id) throw forbidden();
    return caller.id;
  };
  const stateOf = async (id_user: number) => ({ data: { ...(await linkStateOf(db, id_user)), demo: app.whatsapp.fake !== undefined } });

  app.post(
    REQUEST_QR_WA,
    {
      schema: {
        summary: 'Mulai penautan WhatsApp',
        tags: ['whatsapp'],
        description: 'Starts linking the caller’s number (a QR to scan) unless it is linked or an attempt is running; answers the link.',
        body: ownOnly.optional(),
        response: answer,
      },
    },
    async (request) => {
      const caller = personOf(request);
      const id_user = own(request.body?.id_user, caller);
      // A number already linked keeps its place in the plan; a new one needs a free place.
      const [account] = await db.select({ status: waAccount.status }).from(waAccount).where(eq(waAccount.id_user, id_user));
      if (account?.status !== 'linked') await db.transaction((tx) => ensurePlanRoom(tx, caller.id_company, 'whatsapp_numbers'));
      await app.whatsapp.links.request(caller);
      return stateOf(id_user);
    },
  );

  app.get(
    CHECK_QR_WA,
    { schema: { summary: 'Status penautan WhatsApp', tags: ['whatsapp'], description: 'The caller’s link: waiting (with the QR), linked (with the number), expired or disconnected.', querystring: ownOnly, response: answer } },
    async (request) => stateOf(own(request.query.id_user, personOf(request))),
  );

  app.post(
    UNLINK_WA,
    { schema: { summary: 'Putuskan tautan WhatsApp', tags: ['whatsapp'], description: 'Unlinks the caller’s number from the app.', body: ownOnly.optional(), response: answer } },
    async (request) => {
      const caller = personOf(request);
      own(request.body?.id_user, caller);
      await app.whatsapp.links.unlink(caller.id);
      return stateOf(caller.id);
    },
  );
};

export default linkRoutes;
