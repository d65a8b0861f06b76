import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_EVENTS_PER_KIND } from '../../../domain/limits';
import { calendarEvent, calendarQuery } from '../../../domain/schemas/calendar';
import type { DatabaseHandle } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { calendarFor } from './calendar.service';

/** GET /api/dashboard/v1/calendar: Kalender's days for the caller's scope (/kalender). */
const calendarRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/calendar',
    {
      schema: {
        summary: 'Kalender',
        description:
          'Kontak berikutnya prospek, follow-up terjadwal yang belum dilakukan, kunjungan (visum) dan pengiriman pesanan pada hari-hari dari `from` sampai `to` (keduanya termasuk, menurut zona waktu perusahaan), ' +
          `dalam lingkup data pemanggil, urut waktu. Tiap jenis paling banyak ${CALENDAR_EVENTS_PER_KIND} acara; \`truncated\` bernilai true bila ada yang terpotong.`,
        tags: ['dashboard'],
        querystring: calendarQuery,
        response: { 200: z.object({ data: z.array(calendarEvent), truncated: z.boolean() }) },
      },
    },
    async (request) => calendarFor(database.db, callerOf(request), request.query),
  );
};

export default calendarRoutes;
