import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceQuery, deviceSessionPage } from '../../../domain/schemas/device';
import type { DatabaseHandle } from '../../db/connection';
import { personOf } from '../../plugins/auth';
import { idParams, messageEnvelope } from '../../schemas';
import { endDevice, listDevices } from './devices.service';

export const SESSION_ENDED = 'Sesi telah diakhiri.';

/**
 * GET DEVICES and DELETE DEVICES/:id (Catatan Perangkat, docs/sessions-and-access.md): the
 * sessions still open and ending one. Everyone reaches their own, an Administrator the company's;
 * a session is a person's, so an integration key gets 403 `integration_key.person_only`.
 */
const devicesRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const tags = ['device'];

  app.get(
    '',
    {
      schema: {
        summary: 'Daftar sesi perangkat yang masih berlaku',
        description:
          'The caller’s sessions still open (an Administrator’s: the company’s, or one user’s with id_user), the current one first with `current: true`, then by last use; the device is read from the login’s User-Agent.',
        tags,
        querystring: deviceQuery,
        response: { 200: deviceSessionPage },
      },
    },
    async (request) => listDevices(database, personOf(request), request.query),
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Akhiri sesi perangkat',
        description:
          'Revokes one session in reach at once: its next call answers 401 `auth.session_invalid`. Another company’s, another user’s (for anyone but an Administrator) or an ended session answers 404 `device.session_not_found`.',
        tags,
        params: idParams,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      const caller = personOf(request);
      const origin = { ip: request.ip, user_agent: request.headers['user-agent'] };
      await database.db.transaction((tx) => endDevice(tx, caller, request.params.id, origin));
      return { message: SESSION_ENDED };
    },
  );
};

export default devicesRoutes;
