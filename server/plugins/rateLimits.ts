import type { FastifyRequest } from 'fastify';

/**
 * Route config of the calls that start heavy work (an upload, an import run, an export, a
 * distribution): at most 20 a minute per signed-in member, so one account cannot fill the
 * queue, the disk or the database's time for everyone else. Counted after the session is known
 * (preHandler), per member rather than per address: a whole sales floor may share one address.
 */
const perMember = (max: number, timeWindow: string) => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.id}` : `ip:${request.ip}`),
  },
});

export const HEAVY_WORK_LIMIT = perMember(20, '1 minute');

/** Beri Masukan: a few messages in ten minutes is plenty for a person; more is a script filling the table. */
export const FEEDBACK_LIMIT = perMember(5, '10 minutes');
